import { notifications } from '@mantine/notifications';
import { ADMIN_ONLY_NOTICE } from '../session/notice';

/** SPEC §9: notifications close after 5000 ms and sit at the bottom (position set on the provider). */
export const NOTIFICATION_TIMEOUT_MS = 5000;

/**
 * SPEC §8: the server's message in red; `title` says what failed when nothing on screen does. `call`
 * names the failed call: the same call failing again replaces its notice, another call's identical
 * message gets its own (one failure, one notice).
 */
export function notifyError(message: string, title?: string, call?: string): void {
  notifications.show({
    ...(call ? { id: `error:${call}` } : {}),
    color: 'red',
    title,
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

/** The guard's word to a moderator it sent home from an administrators' section (SPEC §6). */
export function sayAdminOnly(): void {
  notifyWarning(ADMIN_ONLY_NOTICE);
}
