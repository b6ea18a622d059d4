/** The role whose holders may open every section (SPEC §6); every other role opens /moderation and /user only. */
export const ADMIN_ROLE = 'Администратор';
