import { MODERATOR_PREFIXES } from '@/contract/areas';
import { ADMIN_ROLE } from '@/contract/roles';

export const HOME_PATH = '/moderation/videos';
export const LOGIN_PATH = '/login';

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

interface GuardInput {
  path: string;
  loggedIn: boolean;
  /** Role names of the profile; null when not logged in. */
  roles: readonly string[] | null;
}

/**
 * docs/product.md#roles: non-administrators may open only paths starting with /moderation or /user:
 * the prefixes of the sections open to them (src/contract/areas.ts).
 */
export function mayOpen(path: string, roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE) || MODERATOR_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** docs/product.md#navigation-guard, rule by rule. */
export function decideNavigation({ path, loggedIn, roles }: GuardInput): GuardDecision {
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) {
    return loggedIn ? { type: 'redirect', to: HOME_PATH } : { type: 'allow' };
  }
  if (!loggedIn) return { type: 'redirect', to: LOGIN_PATH };
  if (!mayOpen(path, roles ?? [])) return { type: 'redirect', to: HOME_PATH };
  return { type: 'allow' };
}

/**
 * The guard sends a logged-in user home because of the role: a path they may not open. Not `/`, the
 * entry point that always sends everyone on, and not /login.
 */
export function deniedByRole(path: string, roles: readonly string[]): boolean {
  const login = path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`);
  return path !== '/' && !login && !mayOpen(path, roles);
}

/**
 * The `redirect` search param after login: only an internal path the role may open.
 * Anything else — another origin, `//host`, `javascript:`, backslash tricks — goes home.
 */
export function safeRedirectTarget(raw: unknown, roles: readonly string[]): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return HOME_PATH;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return HOME_PATH;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(raw)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, 'http://internal.invalid');
  } catch {
    return HOME_PATH;
  }
  // Dot segments can normalise to `//host` (`/..//evil.com`), which a browser reads as another origin.
  if (url.origin !== 'http://internal.invalid' || url.pathname.startsWith('//')) return HOME_PATH;
  if (url.pathname === LOGIN_PATH || !mayOpen(url.pathname, roles)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
