import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { showNotice, type NoticeRank } from './notify';

/*
 * Notifications with an action button (Отменить): apart from notify.ts, whose plain messages the
 * first chunk needs (the query client reports failures), so that Mantine's Button is loaded with the
 * pages that decide, not before the first paint.
 */

/** A message with one action button beside it; the button never shrinks under a long message. */
function showWithAction(
  color: string,
  rank: NoticeRank,
  message: string,
  label: string,
  action: () => void,
): string {
  const id = showNotice(
    {
      color,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{message}</span>
          <Button
            size="compact-sm"
            variant="light"
            color={color}
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
    },
    rank,
  );
  return id;
}

/**
 * A decision that can still be taken back (docs/product.md#undo): its message with `Отменить` for
 * as long as the decision is held. Returns a function that closes the notification (once the
 * decision is sent).
 */
export function notifyUndoable(message: string, onUndo: () => void): () => void {
  let shown: string | undefined;
  const cancel = afterNextPaint(() => {
    shown = showWithAction('green', 'undo', message, 'Отменить', onUndo);
  });
  return () => {
    cancel();
    if (shown) notifications.hide(shown);
  };
}

/**
 * Runs `task` once the browser has painted what is on its way: a decision's row changes at once, and
 * its notice — the stack of up to five re-renders with it — follows in the next frame instead of
 * holding that paint back (input to next paint). Returns the function that calls it off.
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
