import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { ADMIN_ONLY_NOTICE } from '../session/notice';

/**
 * Notifications close after 5000 ms and sit at the bottom, position set on the provider
 * (docs/product.md#notifications).
 */
export const NOTIFICATION_TIMEOUT_MS = 5000;

/** How many notifications share the screen before a new one closes the oldest plain message. */
export const NOTIFICATIONS_ON_SCREEN = 5;

/**
 * The most the stack ever holds (the container's `limit`). Past it Mantine would queue a notification
 * out of sight until others close; a failure or an undo never waits there: it closes the oldest of
 * its rank or below instead.
 */
export const NOTIFICATIONS_CEILING = 8;

/**
 * What a notification is, by what losing it costs: a plain message (success, notice) can be closed
 * early to make room; an undo (`Отменить`) and a failure are never pushed out by a plain message.
 */
export type NoticeRank = 'message' | 'undo' | 'failure';

const RANK_ORDER: Record<NoticeRank, number> = { message: 0, undo: 1, failure: 2 };
const ranks = new Map<string, NoticeRank>();

function rankOf(id: string): number {
  return RANK_ORDER[ranks.get(id) ?? 'message'];
}

/**
 * Closes what must go for a notification of `rank` to be seen at once: the oldest plain message once
 * NOTIFICATIONS_ON_SCREEN are up, and at the ceiling the oldest of the lowest rank not above its own.
 */
function makeRoom(rank: NoticeRank): void {
  const shown = () => notificationsStore.getState().notifications;
  if (shown().length >= NOTIFICATIONS_ON_SCREEN) {
    const oldestPlain = shown().find((notice) => rankOf(notice.id!) === 0);
    if (oldestPlain) notifications.hide(oldestPlain.id!);
  }
  if (shown().length < NOTIFICATIONS_CEILING) return;
  // Oldest first within a rank: the stack is in the order the notifications came (a stable sort).
  const victim = shown()
    .filter((notice) => rankOf(notice.id!) <= RANK_ORDER[rank])
    .sort((a, b) => rankOf(a.id!) - rankOf(b.id!))[0];
  if (victim) notifications.hide(victim.id!);
}

/**
 * Every notification of the panel goes through here: closing after 5 s
 * (docs/product.md#notifications), room made so that it shows at once. A notification whose `id` is
 * up already is left as it is (the same call's failure is said once). Returns its id.
 */
export function showNotice(data: NotificationData, rank: NoticeRank = 'message'): string {
  const { notifications: shown, queue } = notificationsStore.getState();
  if (data.id && [...shown, ...queue].some((notice) => notice.id === data.id)) return data.id;
  makeRoom(rank);
  const id = notifications.show({
    autoClose: NOTIFICATION_TIMEOUT_MS,
    ...data,
    onClose: (closed) => {
      ranks.delete(closed.id!);
      data.onClose?.(closed);
    },
  });
  ranks.set(id, rank);
  return id;
}

/**
 * The server's message in red (docs/product.md#failures-on-screen); `title` says what failed when
 * nothing on screen does. `call` names the failed call: the same call failing again while its
 * notice is up says nothing more, another call's identical message gets its own (one failure, one
 * notice).
 */
export function notifyError(message: string, title?: string, call?: string): void {
  showNotice({ ...(call ? { id: `error:${call}` } : {}), color: 'red', title, message }, 'failure');
}

export function notifySuccess(message: string): void {
  showNotice({ color: 'green', message });
}

/** Something the user should know, not a failure; shown once while the same text is on screen. */
export function notifyWarning(message: string): void {
  showNotice({ id: `notice:${message}`, color: 'orange', message });
}

/**
 * The guard's word to a moderator it sent home from an administrators' section
 * (docs/product.md#navigation-guard).
 */
export function sayAdminOnly(): void {
  notifyWarning(ADMIN_ONLY_NOTICE);
}
