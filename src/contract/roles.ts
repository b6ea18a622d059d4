/** The role whose holders may open every section (SPEC §6); every other role opens /moderation and /user only. */
export const ADMIN_ROLE = 'Администратор';

/**
 * What a moderator is told of an administrators' section: by the navigation guard, and by the server
 * (409, never 403, which would log them out) when a call of such a section is made anyway.
 */
export const ADMIN_ONLY_MESSAGE = 'Раздел доступен только администраторам';
