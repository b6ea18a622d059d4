import { describe, expect, it } from 'vitest';
import { accountBlockedMessage } from '@/contract/users';
import { fetchRaw as call } from '../testing';

/** A blocked user's session ends at their next call (docs/api.md, «Blocking»). */

interface Pair {
  accessToken: string;
  refreshToken: string;
}

async function loginAs(email: string, password: string): Promise<Pair> {
  const answer = await call('POST', '/auth', { body: { email, password } });
  expect(answer.status).toBe(200);
  return (answer.json as { result: Pair }).result;
}

const asAdmin = () => loginAs('admin@whowillwin.ru', 'admin123');
const asModerator = () => loginAs('moderator@whowillwin.ru', 'moder123');

async function blockModerator(admin: Pair, reason: string) {
  const answer = await call('PATCH', '/users/2/block', {
    token: admin.accessToken,
    body: { reason },
  });
  expect(answer.status).toBe(200);
}

const ENDED = {
  status: 403,
  json: { message: 'Учётная запись заблокирована. Причина: Передача доступа третьим лицам' },
};

describe("a blocked user's session", () => {
  it('says why, with the reason, or without one', () => {
    expect(accountBlockedMessage('Спам')).toBe('Учётная запись заблокирована. Причина: Спам');
    expect(accountBlockedMessage(null)).toBe('Учётная запись заблокирована');
  });

  it('ends at the next call: 403 with the reason, whatever the call', async () => {
    const [admin, moderator] = [await asAdmin(), await asModerator()];
    const token = moderator.accessToken;
    expect((await call('GET', '/users/self', { token })).status).toBe(200);
    await blockModerator(admin, 'Передача доступа третьим лицам');
    expect(await call('GET', '/users/self', { token })).toEqual(ENDED);
    expect(await call('GET', '/videos?limit=10', { token })).toEqual(ENDED);
    expect(await call('POST', '/events/ticket', { token })).toEqual(ENDED);
    expect(await call('PATCH', '/users/13/block', { token, body: { reason: 'Спам' } })).toEqual(
      ENDED,
    );
  });

  it('is not renewed: the refresh token answers 403 with the reason and stays unspent', async () => {
    const [admin, moderator] = [await asAdmin(), await asModerator()];
    await blockModerator(admin, 'Передача доступа третьим лицам');
    const renew = () => call('POST', '/auth', { body: { refreshToken: moderator.refreshToken } });
    expect(await renew()).toEqual(ENDED);
    expect(await renew()).toEqual(ENDED);
    const login = await call('POST', '/auth', {
      body: { email: 'moderator@whowillwin.ru', password: 'moder123' },
    });
    expect(login).toEqual({
      status: 400,
      json: { message: 'Учётная запись заблокирована. Причина: Передача доступа третьим лицам' },
    });
  });

  it('goes on once unblocked; the administrator who blocked is untouched', async () => {
    const [admin, moderator] = [await asAdmin(), await asModerator()];
    await blockModerator(admin, 'Передача доступа третьим лицам');
    expect((await call('GET', '/users/self', { token: admin.accessToken })).status).toBe(200);
    const unblock = await call('PATCH', '/users/2/unblock', { token: admin.accessToken });
    expect(unblock.status).toBe(200);
    expect((await call('GET', '/users/self', { token: moderator.accessToken })).status).toBe(200);
    const renewed = await call('POST', '/auth', { body: { refreshToken: moderator.refreshToken } });
    expect(renewed.status).toBe(200);
  });
});
