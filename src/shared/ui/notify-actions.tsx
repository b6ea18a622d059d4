import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NOTIFICATION_TIMEOUT_MS } from './notify';

/*
 * Notifications with an action button (Отменить, Повторить): apart from notify.ts, whose plain
 * messages the first chunk needs (the query client reports failures), so that Mantine's Button is
 * loaded with the pages that decide, not before the first paint.
 */

/** A message with one action button beside it; the button never shrinks under a long message. */
function showWithAction(
  options: { id?: string; color: string; title?: string },
  message: string,
  label: string,
  action: () => void,
): string {
  const id = notifications.show({
    ...options,
    autoClose: NOTIFICATION_TIMEOUT_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          color={options.color}
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            action();
          }}
        >
          {label}
        </Button>
      </Group>
    ),
  });
  return id;
}

/**
 * A decision that can still be taken back (PRODUCT §8): its message with `Отменить` for as long as
 * the decision is held. Returns a function that closes the notification (once the decision is sent).
 */
export function notifyUndoable(message: string, onUndo: () => void): () => void {
  let shown: string | undefined;
  const cancel = afterNextPaint(() => {
    shown = showWithAction({ color: 'green' }, message, 'Отменить', onUndo);
  });
  return () => {
    cancel();
    if (shown) notifications.hide(shown);
  };
}

/**
 * Runs `task` once the browser has painted what is on its way: a decision's row changes at once, and
 * its notice — the stack of up to five re-renders with it — follows in the next frame instead of
 * holding that paint back (issue 21: input to next paint). Returns the function that calls it off.
 */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (!cancelled) task();
    });
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Decisions a page sent as it went away that the server has not confirmed (5xx, no answer): they stay
 * written down and go out at the next start, or now with `Повторить` (issue 25).
 */
export function notifyUnsentDecisions(count: number, retry: () => void): void {
  showWithAction(
    { id: 'unsent-decisions', color: 'red' },
    `Не отправлены решения: ${count}. Они сохранены и будут отправлены снова.`,
    'Повторить',
    retry,
  );
}

/**
 * A decision that failed after its dialog was gone (sent once the undo window passed): the message
 * with `Повторить`, which sends the same decision again (with the reason the user typed). It closes
 * after 5 s like every notification (SPEC §9); the item shows it is still waiting meanwhile.
 */
export function notifyFailedDecision(
  message: string,
  retry: () => void,
  { title, call }: { title?: string; call?: string } = {},
): void {
  showWithAction(
    { ...(call ? { id: `error:${call}` } : {}), color: 'red', title },
    message,
    'Повторить',
    retry,
  );
}
