import { notificationsStore } from '@mantine/notifications';
import { onTestFinished } from 'vitest';

/** The messages of the notifications on screen, oldest first (the queued ones are not shown yet). */
export function shownNotifications() {
  return notificationsStore.getState().notifications.map(({ message }) => message);
}

/** Every notification, those on screen and those queued behind them, whole. */
export function notificationsAndQueue() {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue];
}

/**
 * Every notification shown from now until the test ends, by its message in the order they came, each
 * once however long it stayed: a notice closes itself after 5 s, which on a busy machine can pass
 * before the test looks.
 */
export function recordNotifications(): () => unknown[] {
  const seen = new Map<string, unknown>();
  const note = () => {
    for (const { id, message } of notificationsStore.getState().notifications)
      if (!seen.has(id!)) seen.set(id!, message);
  };
  note();
  onTestFinished(notificationsStore.subscribe(note));
  return () => [...seen.values()];
}
