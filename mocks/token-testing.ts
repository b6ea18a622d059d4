import { createHmac } from 'node:crypto';
import { accessClaims, startRefreshSession, tokenSecret } from './tokens';

/**
 * Tokens for tests, at once (the mock's own `issueTokens` signs with WebCrypto, which is asynchronous):
 * the same HS256 JWT, signed with this process's key by Node's HMAC, so the mock accepts it as its own.
 */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signAccessToken(payload: Record<string, unknown>, key = tokenSecret()): string {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  const signature = createHmac('sha256', key).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export function testTokens(userId: number): { accessToken: string; refreshToken: string } {
  const claims = accessClaims(userId);
  const accessToken = signAccessToken({
    ...claims,
    iat: Math.floor(claims.iatMs / 1000),
    exp: Math.ceil(claims.expMs / 1000),
  });
  return { accessToken, refreshToken: startRefreshSession(userId, claims.iatMs) };
}
