import Cookies from 'js-cookie';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Strict',
    secure: globalThis.location.protocol === 'https:',
    expires: 30,
  };
}

export function getAccessToken(): string | undefined {
  return Cookies.get(ACCESS_COOKIE);
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_COOKIE);
}

/**
 * docs/product.md#tokens-and-cookies: logged in means an access token or a refresh token exists.
 */
export function isLoggedIn(): boolean {
  return Boolean(getAccessToken() ?? getRefreshToken());
}

export function storeTokens(tokens: TokenPair): void {
  Cookies.set(ACCESS_COOKIE, tokens.accessToken, cookieAttributes());
  Cookies.set(REFRESH_COOKIE, tokens.refreshToken, cookieAttributes());
}

export function clearTokens(): void {
  Cookies.remove(ACCESS_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
}
