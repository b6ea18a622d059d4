import { http } from 'msw';
import { accountBlockedMessage } from '@/contract/users';
import { NO_PANEL_ACCESS_MESSAGE } from '@/contract/roles';
import { db } from '../db';
import { API, checkBody, fail, ok, prepareRequest, validationFailed } from '../http';
import { readJson, unknownParams } from '../request-parsing';
import { issueTokens, revokeRefreshToken, rotateRefreshToken } from '../tokens';
import { sessionEndedFor } from '../sessions';
import { LOGIN_FAILED_MESSAGE } from '@/contract/session';

/** `POST /auth`: login with email+password, or refresh with refreshToken (docs/api.md#session). */
export const handlers = [
  http.post(`${API}/auth`, async ({ request }) => {
    await prepareRequest(request);
    const url = new URL(request.url);
    if (url.search !== '') return validationFailed(unknownParams(url, []));
    const refused = await checkBody(request, 'post', '/auth');
    if (refused) return refused;
    const body = await readJson(request);
    if (typeof body.refreshToken === 'string') {
      // The session of a blocked user, or of one without a panel role now, is not renewed: 403 ends
      // it with the reason (the token stays unspent, so it is refused the same way until then).
      const holder = db.users.find(
        (user) => user.id === db.refreshSessions[body.refreshToken as string]?.userId,
      );
      const ended = holder ? sessionEndedFor(holder) : null;
      if (ended) return fail(403, ended);
      const rotated = await rotateRefreshToken(body.refreshToken);
      return rotated.ok ? ok(rotated.tokens) : fail(401, rotated.message);
    }
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const user = db.users.find((candidate) => candidate.email === email);
    if (!user || user.password !== body.password) return fail(400, LOGIN_FAILED_MESSAGE);
    // The reason, as a blocked session hears it: the login page says why.
    if (user.status === 'blocked') return fail(400, accountBlockedMessage(user.blockReason));
    if (sessionEndedFor(user)) return fail(400, NO_PANEL_ACCESS_MESSAGE);
    return ok(await issueTokens(user.id));
  }),

  /**
   * `POST /auth/logout`: the refresh token and every token rotated from the same login stop working.
   * No access token needed (it may have expired): the refresh token is the proof. Always 200: a token
   * already dead has nothing left to end.
   */
  http.post(`${API}/auth/logout`, async ({ request }) => {
    await prepareRequest(request);
    const url = new URL(request.url);
    if (url.search !== '') return validationFailed(unknownParams(url, []));
    const refused = await checkBody(request, 'post', '/auth/logout');
    if (refused) return refused;
    return ok({ revoked: revokeRefreshToken((await readJson(request)).refreshToken as string) });
  }),
];
