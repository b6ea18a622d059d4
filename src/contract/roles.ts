/**
 * The role whose holders may open every section (docs/product.md#roles); every other role opens
 * /moderation and /user only.
 */
export const ADMIN_ROLE = 'Администратор';

/**
 * What a moderator is told of an administrators' section: by the navigation guard, and by the server
 * (409, never 403, which would log them out) when a call of such a section is made anyway.
 */
export const ADMIN_ONLY_MESSAGE = 'Раздел доступен только администраторам';
/**
 * A user without a panel role: the login's refusal (400), and the 403 that ends the session of a user
 * whose panel role was taken away.
 */
export const NO_PANEL_ACCESS_MESSAGE = 'Нет доступа к административной панели';
/** The role of those who clear the queues. */
export const MODERATOR_ROLE = 'Модератор';

/** The roles of the panel's staff: the people who work in it, as opposed to the platform's users. */
export const STAFF_ROLES: readonly string[] = [ADMIN_ROLE, MODERATOR_ROLE];

interface WithRoles {
  roles: ReadonlyArray<{ name: string }>;
}

export const hasAdminRole = (user: WithRoles): boolean =>
  user.roles.some((role) => role.name === ADMIN_ROLE);

export const isStaff = (user: WithRoles): boolean =>
  user.roles.some((role) => STAFF_ROLES.includes(role.name));
