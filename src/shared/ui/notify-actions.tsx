import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterNextPaint } from '../lib/after-next-paint';
import { notifySuccess, showNotice, type NoticeRank } from './notify';

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

/** How a held decision's notice ends: the decision went to the server, or it was taken back. */
export type UndoableEnd = 'sent' | 'undone';

/**
 * A decision that can still be taken back (docs/product.md#undo): its message with `Отменить` for
 * as long as the decision is held. Returns the function that closes the notification when the
 * decision is sent or undone. A decision sent before its notice could be drawn (a main thread busy
 * past the undo window, a page whose frames are not drawn) is still said, as a plain message: a
 * decision is never taken without a word on screen.
 */
export function notifyUndoable(message: string, onUndo: () => void): (end: UndoableEnd) => void {
  let shown: string | undefined;
  const cancel = afterNextPaint(() => {
    shown = showWithAction('green', 'undo', message, 'Отменить', onUndo);
  });
  return (end) => {
    cancel();
    if (shown) notifications.hide(shown);
    else if (end === 'sent') notifySuccess(message);
  };
}
