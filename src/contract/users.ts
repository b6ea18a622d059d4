import * as z from 'zod/mini';
import { EMPTY_MESSAGE, trimmedText } from './validation';
import { hasAdminRole, isStaff } from './roles';

// The statuses and the list contract, in a module of their own for the list's URL state.
export * from './users-list';
export * from './users-labels';

/**
 * The user contract (docs/product.md#users): its statuses and list, and the bodies of
 * `PATCH /users/{id}/block` and `PATCH /users/{id}/roles` with their limits and messages. The block
 * dialog, the mock's handler and the OpenAPI document are built from it: free of React, the router
 * and the UI.
 */

export const BLOCK_REASON_MIN = 3;
export const BLOCK_REASON_MAX = 500;
export const BLOCK_REASON_MESSAGE = `Причина: от ${BLOCK_REASON_MIN} до ${BLOCK_REASON_MAX} символов`;
export const BLOCK_UNTIL_MESSAGE = 'Некорректная дата';
export const BLOCK_UNTIL_PAST_MESSAGE = 'Дата должна быть в будущем';
export const ROLE_IDS_MESSAGE = 'Выберите хотя бы одну существующую роль';

/** Why the user is blocked, trimmed: empty is «empty», else 3 to 500 characters. */
export const blockReasonField = trimmedText({
  min: BLOCK_REASON_MIN,
  max: BLOCK_REASON_MAX,
  messages: { empty: EMPTY_MESSAGE, short: BLOCK_REASON_MESSAGE, long: BLOCK_REASON_MESSAGE },
});

/** The end of a block, an instant still ahead; null: blocked for good. */
export const blockUntilField = z.nullable(
  z.iso
    .datetime({ offset: true, error: BLOCK_UNTIL_MESSAGE })
    .check(z.refine((value) => Date.parse(value) > Date.now(), BLOCK_UNTIL_PAST_MESSAGE)),
);

/** `PATCH /users/{id}/block`: `until` left out is null. */
export const userBlockSchema = z.object({
  reason: blockReasonField,
  until: z.optional(blockUntilField),
});

/** `PATCH /users/{id}/roles`: the roles that replace the user's, at least one (the server checks they exist). */
export const userRolesSchema = z.object({
  roleIds: z
    .array(z.int(ROLE_IDS_MESSAGE).check(z.positive(ROLE_IDS_MESSAGE)), ROLE_IDS_MESSAGE)
    .check(z.minLength(1, ROLE_IDS_MESSAGE)),
});

/** Why a block or an unblock is refused (409): the panel offers neither where they would be. */
export const BLOCK_ERRORS = {
  self: 'Нельзя заблокировать самого себя',
  staff: 'Заблокировать сотрудника может только администратор',
  unblockStaff: 'Разблокировать сотрудника может только администратор',
} as const;

/** Who the block rule knows a person by: their id and the names of their roles. */
export interface BlockParty {
  id: number;
  roles: ReadonlyArray<{ name: string }>;
}

/**
 * Who may block or unblock whom (docs/api.md, «Blocking»): nobody blocks themselves; a moderator blocks
 * and unblocks the platform's users only; staff (administrators and moderators) are blocked and
 * unblocked by an administrator. The refusal's message, or null when `actor` may.
 */
export function blockRefusal(
  action: 'block' | 'unblock',
  actor: BlockParty,
  target: BlockParty,
): string | null {
  if (action === 'block' && actor.id === target.id) return BLOCK_ERRORS.self;
  if (isStaff(target) && !hasAdminRole(actor)) {
    return action === 'block' ? BLOCK_ERRORS.staff : BLOCK_ERRORS.unblockStaff;
  }
  return null;
}

/**
 * What a blocked user's next call answers (403: the panel ends the session and shows it on the login
 * page), and what the live stream tells their open tabs.
 */
export function accountBlockedMessage(reason: string | null): string {
  return reason
    ? `Учётная запись заблокирована. Причина: ${reason}`
    : 'Учётная запись заблокирована';
}
