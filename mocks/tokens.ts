import { controls } from './controls';
import { commit, db } from './db';

export const REFRESH_TTL_MS = 30 * 86_400_000;

function nonce(): string {
  return Math.random().toString(36).slice(2, 12);
}

/** Access tokens carry their own claims (user, issue and expiry time) so they survive reloads. */
export function issueTokens(userId: number): { accessToken: string; refreshToken: string } {
  const now = Date.now();
  const accessToken = `mock-access.${userId}.${now}.${now + controls.accessTtlMs}.${nonce()}`;
  const refreshToken = `mock-refresh.${userId}.${now}.${nonce()}${nonce()}`;
  db.refreshSessions[refreshToken] = { userId, expiresAt: now + REFRESH_TTL_MS };
  commit();
  return { accessToken, refreshToken };
}

type Verified = { ok: true; userId: number } | { ok: false; message: string };

export function verifyAccessToken(header: string | null): Verified {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return { ok: false, message: 'JWT Token не найден' };
  const [kind, user, issued, expires] = token.split('.');
  const userId = Number(user);
  if (kind !== 'mock-access' || !Number.isInteger(userId))
    return { ok: false, message: 'Invalid JWT Token' };
  const now = Date.now();
  if (Number(expires) <= now || Number(issued) < controls.accessNotBefore) {
    return { ok: false, message: 'Expired JWT Token' };
  }
  return { ok: true, userId };
}

/** Rotation: a refresh token is good once; the old one is forgotten. */
export function rotateRefreshToken(
  token: string,
): Verified & { tokens?: ReturnType<typeof issueTokens> } {
  const session = db.refreshSessions[token];
  if (!session) return { ok: false, message: 'refresh token не найден' };
  const issued = Number(token.split('.')[2]);
  delete db.refreshSessions[token];
  if (session.expiresAt <= Date.now() || issued < controls.refreshNotBefore) {
    commit();
    return { ok: false, message: 'истек срок жизни refresh token' };
  }
  return { ok: true, userId: session.userId, tokens: issueTokens(session.userId) };
}
