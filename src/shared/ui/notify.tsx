import { notifications } from '@mantine/notifications';
import { Button, Group } from '@mantine/core';

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

/**
 * A decision that failed after its dialog was gone (sent once the undo window passed): the message
 * with `Повторить`, which sends the same decision again (with the reason the user typed). It stays
 * until the user acts on it, so the decision is not silently lost.
 */
export function notifyFailedDecision(message: string, retry: () => void): void {
  const id = notifications.show({
    color: 'red',
    autoClose: false,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => {
            notifications.hide(id);
            retry();
          }}
        >
          Повторить
        </Button>
      </Group>
    ),
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

/**
 * A decision that can still be taken back (PRODUCT §8): its message with `Отменить` for as long as
 * the decision is held. Returns a function that closes the notification (once the decision is sent).
 */
export function notifyUndoable(message: string, onUndo: () => void): () => void {
  const id = notifications.show({
    color: 'green',
    autoClose: NOTIFICATION_TIMEOUT_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          Отменить
        </Button>
      </Group>
    ),
  });
  return () => notifications.hide(id);
}
