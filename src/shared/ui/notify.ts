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
 * notice). `kind`: failures of that kind while one is up join its notice, counted (`notifyFailureOf`).
 */
export function notifyError(
  message: string,
  title?: string,
  call?: string,
  kind?: FailureKind,
): void {
  if (kind) {
    notifyFailureOf(kind, FAILURE_HEADINGS[kind], { key: call ?? message, title, message });
    return;
  }
  showNotice({ ...(call ? { id: `error:${call}` } : {}), color: 'red', title, message }, 'failure');
}

/** Kinds of failure said together, counted, by the reporter's word (`ErrorReporter`). */
export type FailureKind = 'load';

const FAILURE_HEADINGS: Record<FailureKind, (count: number) => string> = {
  load: (count) => `Не удалось загрузить данные: ${count}`,
};

/** One failure of a kind that a notice counts (`notifyFailureOf`). */
export interface FailureLine {
  /** The call or item that failed: the same one failing again adds nothing. */
  key: string;
  /** What failed: «Не удалось загрузить видео №5», «Не отправлено: Видео «…» одобрено». */
  title?: string;
  /** The server's word. */
  message: string;
  /** What failed, under a heading that already says how (`Не отправлено: 3`): «Видео «…» одобрено». */
  short?: string;
}

/** Kinds of failure whose notice is up, and the failures it says. */
const failureGroups = new Map<string, FailureLine[]>();

/** How many failures a counting notice names before «и ещё N». */
export const FAILURES_NAMED = 4;

const isUp = (id: string) =>
  notificationsStore.getState().notifications.some((notice) => notice.id === id);

function failureLines(lines: FailureLine[]): string {
  const named = lines
    .slice(-FAILURES_NAMED)
    .reverse()
    .map(({ title, short = title, message }) => (short ? `${short} — ${message}` : message));
  const more = lines.length - FAILURES_NAMED;
  return [...named, ...(more > 0 ? [`и ещё ${more}`] : [])].join('\n');
}

/**
 * Failures of one kind (decisions not sent, decisions refused, loads) share one red notice while it
 * is up (docs/product.md#notifications): the first says itself; from the second on the title counts
 * them (`heading(n)`) and the lines name the newest with the server's word. Eight decisions failing
 * together take one place above the list, not the list. Each new one keeps the notice up 5 s more.
 */
export function notifyFailureOf(
  kind: string,
  heading: (count: number) => string,
  line: FailureLine,
): void {
  const id = `failures:${kind}`;
  const lines = isUp(id) ? (failureGroups.get(kind) ?? []) : [];
  if (lines.some((known) => known.key === line.key)) return;
  lines.push(line);
  failureGroups.set(kind, lines);
  if (lines.length === 1) {
    showNotice(
      {
        id,
        color: 'red',
        title: line.title,
        message: line.message,
        style: { whiteSpace: 'pre-line' },
        onClose: () => {
          if (failureGroups.get(kind) === lines) failureGroups.delete(kind);
        },
      },
      'failure',
    );
    return;
  }
  notifications.update({
    id,
    title: heading(lines.length),
    message: failureLines(lines),
    // A changed timeout starts the 5 s again (Mantine restarts its timer when it changes).
    autoClose: NOTIFICATION_TIMEOUT_MS + (lines.length % 2),
  });
}

/** Closes the notice of a kind of failure: what it said is over (the decisions went out after all). */
export function closeFailures(kind: string): void {
  notifications.hide(`failures:${kind}`);
  failureGroups.delete(kind);
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
