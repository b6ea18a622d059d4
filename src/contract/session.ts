/**
 * The session's messages (docs/product.md#error-policy), word for word: the server answers them and
 * the panel decides by them (src/shared/session/policy.ts), so they are part of the contract.
 */
export const REFRESH_EXPIRED_MESSAGE = 'истек срок жизни refresh token';
export const REFRESH_NOT_FOUND_MESSAGE = 'refresh token не найден';
export const EXPIRED_JWT_MESSAGE = 'Expired JWT Token';
/** No `Authorization: Bearer …` header. */
export const JWT_MISSING_MESSAGE = 'JWT Token не найден';
/** A token the server did not sign, or not an access token. */
export const INVALID_JWT_MESSAGE = 'Invalid JWT Token';
/** `POST /auth` with a wrong e-mail or password (400). */
export const LOGIN_FAILED_MESSAGE = 'Неверный логин или пароль';
