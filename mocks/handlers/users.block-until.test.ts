import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRaw as call } from '../testing';

/** A block with an end lifts by itself at that instant (docs/product.md#session). */

interface Pair {
  accessToken: string;
  refreshToken: string;
}

async function login(email: string, password: string) {
  return call('POST', '/auth', { body: { email, password } });
}
const asModerator = () => login('moderator@whowillwin.ru', 'moder123');

afterEach(() => {
  vi.useRealTimers();
});

describe('a block with `until`', () => {
  it('lifts at that instant: the login, the tokens and the user row follow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-12-02T10:00:00.000Z'));
    const admin = ((await login('admin@whowillwin.ru', 'admin123')).json as { result: Pair })
      .result;
    const moderator = ((await asModerator()).json as { result: Pair }).result;
    const until = '2026-12-02T10:00:03.000Z';
    const blocked = await call('PATCH', '/users/2/block', {
      token: admin.accessToken,
      body: { reason: 'Перерыв в работе', until },
    });
    expect(blocked.status).toBe(200);
    const ended = {
      status: 403,
      json: { message: 'Учётная запись заблокирована. Причина: Перерыв в работе' },
    };
    expect(await call('GET', '/users/self', { token: moderator.accessToken })).toEqual(ended);

    vi.setSystemTime(Date.parse(until) - 1);
    expect((await asModerator()).status).toBe(400);
    expect(await call('POST', '/auth', { body: { refreshToken: moderator.refreshToken } })).toEqual(
      ended,
    );

    vi.setSystemTime(Date.parse(until));
    const user = await call('GET', '/users/2', { token: admin.accessToken });
    expect(user.json).toMatchObject({
      result: { status: 'active', blockReason: null, blockedUntil: null },
    });
    expect((await call('GET', '/users/self', { token: moderator.accessToken })).status).toBe(200);
    const renewed = await call('POST', '/auth', { body: { refreshToken: moderator.refreshToken } });
    expect(renewed.status).toBe(200);
    expect((await asModerator()).status).toBe(200);
    const activeList = await call('GET', '/users?status=blocked&limit=100', {
      token: admin.accessToken,
    });
    const ids = (activeList.json as { result: { items: Array<{ id: number }> } }).result.items.map(
      ({ id }) => id,
    );
    expect(ids).not.toContain(2);
  });

  it('a block without an end stays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-12-02T10:00:00.000Z'));
    const admin = ((await login('admin@whowillwin.ru', 'admin123')).json as { result: Pair })
      .result;
    await call('PATCH', '/users/2/block', {
      token: admin.accessToken,
      body: { reason: 'Перерыв в работе' },
    });
    vi.setSystemTime(Date.parse('2027-12-02T10:00:00.000Z'));
    const answer = await asModerator();
    expect(answer).toEqual({
      status: 400,
      json: { message: 'Учётная запись заблокирована. Причина: Перерыв в работе' },
    });
  });
});
