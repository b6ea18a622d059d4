import { notifications } from '@mantine/notifications';

/** SPEC §9: notifications close after 5000 ms and sit at the bottom (position set on the provider). */
export const NOTIFICATION_TIMEOUT_MS = 5000;

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: NOTIFICATION_TIMEOUT_MS });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: NOTIFICATION_TIMEOUT_MS });
}
