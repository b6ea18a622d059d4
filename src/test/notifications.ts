import { notificationsStore } from '@mantine/notifications';

/** The messages of the notifications on screen, oldest first (the queued ones are not shown yet). */
export function shownNotifications() {
  return notificationsStore.getState().notifications.map(({ message }) => message);
}

/** Every notification, those on screen and those queued behind them, whole. */
export function notificationsAndQueue() {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue];
}
