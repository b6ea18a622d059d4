import { notifications } from '@mantine/notifications';

/** SPEC §9: notifications close after 5000 ms and sit at the bottom (position set on the provider). */
export const NOTIFICATION_TIMEOUT_MS = 5000;

/**
 * One failure, one message: while a red notification with the same text is on screen, another one is
 * not added (several calls failing for one reason — a page and its dictionaries — say it once).
 */
export function notifyError(message: string): void {
  notifications.show({
    id: `error:${message}`,
    color: 'red',
    message,
    autoClose: NOTIFICATION_TIMEOUT_MS,
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: NOTIFICATION_TIMEOUT_MS });
}

/** Something the user should know, not a failure; shown once while the same text is on screen. */
export function notifyWarning(message: string): void {
  notifications.show({
    id: `notice:${message}`,
    color: 'orange',
    message,
    autoClose: NOTIFICATION_TIMEOUT_MS,
  });
}
