import { jwtVerify, SignJWT } from 'jose';
import { controls } from './controls';
import { commit, db } from './db';
import { loadJson, saveJson } from './storage';
import {
  EXPIRED_JWT_MESSAGE,
  INVALID_JWT_MESSAGE,
  JWT_MISSING_MESSAGE,
  REFRESH_EXPIRED_MESSAGE,
  REFRESH_NOT_FOUND_MESSAGE,
} from '@/contract/session';

export const REFRESH_TTL_MS = 30 * 86_400_000;
const SECRET_KEY = 'www-mock-token-secret';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/**
 * The key access tokens are signed with (HS256): new for every process. In the browser the tabs
 * share one (kept in storage beside the data), since every tab's mock must accept the cookies of
 * another tab's login.
 */
function loadSecret(): Uint8Array {
  const stored = loadJson<string>(SECRET_KEY);
  if (stored) {
    const binary = atob(stored.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  }
  const secret = randomBytes(32);
  saveJson(SECRET_KEY, base64url(secret));
  return secret;
}
const secret = loadSecret();

/** For tests that mint tokens as this process would (mocks/token-testing.ts). */
export const tokenSecret = (): Uint8Array => secret;

/** What an access token says besides the standard claims: issue and expiry to the millisecond. */
export interface AccessClaims {
  sub: string;
  /** Issued at, ms: a developer's "expire now" compares to the millisecond. */
  iatMs: number;
  /** Expires at, ms (`exp` is the same in seconds, rounded up). */
  expMs: number;
}

export function accessClaims(userId: number, now = Date.now()): AccessClaims {
  return { sub: String(userId), iatMs: now, expMs: now + controls.accessTtlMs };
}

const TOKEN_PREFIX = 'mock-refresh.';

/**
 * A refresh token names no user: it is a key to its session (`db.refreshSessions`), and names its
 * family (`mock-refresh.<family>.<key>`), the login every token rotated from it descends from.
 */
export function startRefreshSession(
  userId: number,
  now = Date.now(),
  family = base64url(randomBytes(12)),
): string {
  const refreshToken = `${TOKEN_PREFIX}${family}.${base64url(randomBytes(24))}`;
  db.refreshSessions[refreshToken] = {
    userId,
    expiresAt: now + REFRESH_TTL_MS,
    issuedAt: now,
    family,
  };
  commit();
  return refreshToken;
}

/** The family a refresh token names, live or spent; null for anything else. */
function familyOf(token: string): string | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const [family, key, ...rest] = token.slice(TOKEN_PREFIX.length).split('.');
  return family && key && rest.length === 0 ? family : null;
}

/**
 * Ends a family: every refresh token rotated from the same login stops working (its access tokens
 * live out their few minutes). Returns how many live refresh tokens it had.
 */
function revokeFamily(family: string): number {
  const live = Object.entries(db.refreshSessions).filter(
    ([, session]) => session.family === family,
  );
  for (const [token] of live) delete db.refreshSessions[token];
  if (live.length > 0) commit();
  return live.length;
}

/**
 * `POST /auth/logout`: the token's family is revoked, the token itself with it. A spent token revokes
 * its family all the same: whoever holds the live one is not its rightful holder either (RFC 9700
 * §4.14.2). Anything else revokes nothing. Returns how many live refresh tokens it ended.
 */
export function revokeRefreshToken(token: string): number {
  const family = db.refreshSessions[token]?.family ?? familyOf(token);
  if (family === null) {
    // A token issued before families existed is its own family.
    const known = token in db.refreshSessions;
    delete db.refreshSessions[token];
    if (known) commit();
    return known ? 1 : 0;
  }
  return revokeFamily(family);
}

/** An HS256 JWT access token and a single-use refresh token (of `family` when it is a renewal). */
export async function issueTokens(
  userId: number,
  family?: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const claims = accessClaims(userId);
  // The refresh token first, in the same task as the rotation that spent the last one: the family
  // is never without its live token while the access token is signed.
  const refreshToken = startRefreshSession(userId, claims.iatMs, family);
  const accessToken = await new SignJWT({ iatMs: claims.iatMs, expMs: claims.expMs })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(Math.floor(claims.iatMs / 1000))
    .setExpirationTime(Math.ceil(claims.expMs / 1000))
    .sign(secret);
  return { accessToken, refreshToken };
}

type Verified = { ok: true; userId: number } | { ok: false; message: string };

/** A token this process signed, not expired, issued after the last "expire now"; else why not. */
export async function verifyAccessToken(header: string | null): Promise<Verified> {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return { ok: false, message: JWT_MISSING_MESSAGE };
  let claims: Partial<AccessClaims>;
  try {
    // Expiry is checked below, to the millisecond: `exp` (whole seconds) never ends it sooner.
    ({ payload: claims } = await jwtVerify<Partial<AccessClaims>>(token, secret, {
      algorithms: ['HS256'],
      clockTolerance: 1,
    }));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    return { ok: false, message: expired ? EXPIRED_JWT_MESSAGE : INVALID_JWT_MESSAGE };
  }
  const userId = Number(claims.sub);
  if (
    !Number.isInteger(userId) ||
    typeof claims.iatMs !== 'number' ||
    typeof claims.expMs !== 'number'
  )
    return { ok: false, message: INVALID_JWT_MESSAGE };
  if (claims.expMs <= Date.now() || claims.iatMs < controls.accessNotBefore) {
    return { ok: false, message: EXPIRED_JWT_MESSAGE };
  }
  return { ok: true, userId };
}

/**
 * Rotation: a refresh token is good once; the new one is of its family. A spent one presented again
 * means it was copied: the whole family is revoked (RFC 9700 §4.14.2), so neither the thief nor the
 * user goes on with it, and the user logs in again.
 */
export async function rotateRefreshToken(
  token: string,
): Promise<Verified & { tokens?: Awaited<ReturnType<typeof issueTokens>> }> {
  const session = db.refreshSessions[token];
  if (!session) {
    const family = familyOf(token);
    if (family !== null) revokeFamily(family);
    return { ok: false, message: REFRESH_NOT_FOUND_MESSAGE };
  }
  delete db.refreshSessions[token];
  if (session.expiresAt <= Date.now() || (session.issuedAt ?? 0) < controls.refreshNotBefore) {
    commit();
    return { ok: false, message: REFRESH_EXPIRED_MESSAGE };
  }
  const tokens = await issueTokens(session.userId, session.family);
  return { ok: true, userId: session.userId, tokens };
}
