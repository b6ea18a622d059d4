import { hasAdminRole, isStaff, NO_PANEL_ACCESS_MESSAGE } from '@/contract/roles';
import { accountBlockedMessage } from '@/contract/users';
import { commit, db } from './db';
import type { MockUser } from './types';
import { rolesOf } from './views/users';

/**
 * Rights follow the user as they are now, at every call (docs/product.md#session): the session of a
 * user who is blocked, or who holds no panel role any more, is over. Its 403's message, or null while
 * the session may go on. The caller's rights within the panel are read from the same row each call,
 * so an administrator made a moderator has a moderator's rights at the next one.
 */
export function sessionEndedFor(user: MockUser): string | null {
  if (user.status === 'blocked') return accountBlockedMessage(user.blockReason);
  if (!isStaff({ roles: rolesOf(user) })) return NO_PANEL_ACCESS_MESSAGE;
  return null;
}

export function isAdminUser(user: MockUser): boolean {
  return hasAdminRole({ roles: rolesOf(user) });
}

/**
 * A block with an end (`blockedUntil`) lifts by itself at that instant. Read from `Date.now()` before
 * every call touches the data (never a timer), so a test moves past the end with fake timers'
 * `setSystemTime`, and the login, the tokens, the live stream and the user's row all see it alike.
 */
export function liftEndedBlocks(now = Date.now()): void {
  let lifted = false;
  for (const user of db.users) {
    if (user.status !== 'blocked' || user.blockedUntil === null) continue;
    if (Date.parse(user.blockedUntil) > now) continue;
    Object.assign(user, { status: 'active', blockReason: null, blockedUntil: null });
    lifted = true;
  }
  if (lifted) commit();
}
