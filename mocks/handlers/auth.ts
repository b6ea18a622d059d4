import { http } from 'msw';
import { accountBlockedMessage } from '@/contract/users';
import { db } from '../db';
import {
  API,
  checkBody,
  fail,
  ok,
  prepareRequest,
  readJson,
  unknownParams,
  validationFailed,
} from '../http';
import { issueTokens, rotateRefreshToken } from '../tokens';
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
      // A blocked user's session is not renewed: 403 ends it with the reason (their token stays
      // unspent, so it is refused the same way until they are unblocked).
      const holder = db.users.find(
        (user) => user.id === db.refreshSessions[body.refreshToken as string]?.userId,
      );
      if (holder?.status === 'blocked') return fail(403, accountBlockedMessage(holder.blockReason));
      const rotated = await rotateRefreshToken(body.refreshToken);
      return rotated.ok ? ok(rotated.tokens) : fail(401, rotated.message);
    }
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const user = db.users.find((candidate) => candidate.email === email);
    if (!user || user.password !== body.password) return fail(400, LOGIN_FAILED_MESSAGE);
    // The reason, as a blocked session hears it: the login page says why.
    if (user.status === 'blocked') return fail(400, accountBlockedMessage(user.blockReason));
    if (!user.roleIds.some((id) => id === 1 || id === 2)) {
      return fail(400, 'Нет доступа к административной панели');
    }
    return ok(await issueTokens(user.id));
  }),
];
