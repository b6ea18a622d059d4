import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { readFrames } from '../live-testing';
import { fetchRaw as call, RAW_BASE } from '../testing';

/** Rights follow the role at every call (docs/product.md#session, «Rights end when they are taken away»). */

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

async function setRoles(admin: Pair, userId: number, roleIds: number[]) {
  const answer = await call('PATCH', `/users/${userId}/roles`, {
    token: admin.accessToken,
    body: { roleIds },
  });
  expect(answer.status).toBe(200);
}

const ENDED = { status: 403, json: { message: 'Нет доступа к административной панели' } };
const USER_ROLE = 3;

const streams: AbortController[] = [];
afterEach(() => {
  for (const controller of streams.splice(0)) controller.abort();
});

describe('a user whose panel role is taken away', () => {
  it('is refused at the next call with 403, and nothing they ask for happens', async () => {
    const [admin, moderator] = [await asAdmin(), await asModerator()];
    const token = moderator.accessToken;
    expect((await call('GET', '/users/self', { token })).status).toBe(200);
    await setRoles(admin, 2, [USER_ROLE]);
    expect(await call('GET', '/users/self', { token })).toEqual(ENDED);
    expect(await call('POST', '/videos/291/approve', { token, body: {} })).toEqual(ENDED);
    expect(db.videos.find((video) => video.id === 291)!.status).toBe('moderation');
    expect(await call('PATCH', '/users/150/block', { token, body: { reason: 'Спам' } })).toEqual(
      ENDED,
    );
    expect(db.users.find((user) => user.id === 150)!.status).toBe('active');
    expect(await call('POST', '/events/ticket', { token })).toEqual(ENDED);
  });

  it('is not renewed (the token stays unspent) and cannot log in again', async () => {
    const [admin, moderator] = [await asAdmin(), await asModerator()];
    await setRoles(admin, 2, [USER_ROLE]);
    const renew = () => call('POST', '/auth', { body: { refreshToken: moderator.refreshToken } });
    expect(await renew()).toEqual(ENDED);
    expect(await renew()).toEqual(ENDED);
    const login = await call('POST', '/auth', {
      body: { email: 'moderator@whowillwin.ru', password: 'moder123' },
    });
    expect(login).toEqual({
      status: 400,
      json: { message: 'Нет доступа к административной панели' },
    });
  });

  it('goes on once the role is given back', async () => {
    const [admin, moderator] = [await asAdmin(), await asModerator()];
    await setRoles(admin, 2, [USER_ROLE]);
    await setRoles(admin, 2, [2]);
    expect((await call('GET', '/users/self', { token: moderator.accessToken })).status).toBe(200);
    const renewed = await call('POST', '/auth', { body: { refreshToken: moderator.refreshToken } });
    expect(renewed.status).toBe(200);
  });

  it('has their live stream told why and closed; a ticket taken before opens none', async () => {
    const [admin, moderator] = [await asAdmin(), await asModerator()];
    const ticket = async () => {
      const answer = await call('POST', '/events/ticket', { token: moderator.accessToken });
      return (answer.json as { result: { ticket: string } }).result.ticket;
    };
    const controller = new AbortController();
    streams.push(controller);
    const response = await fetch(`${RAW_BASE}/events?ticket=${await ticket()}`, {
      signal: controller.signal,
    });
    const frames = readFrames(response.body!);
    expect((await frames.next()).event).toBe('counters');
    const unused = await ticket();
    await setRoles(admin, 2, [USER_ROLE]);
    expect(await frames.next()).toEqual({
      event: 'session',
      data: { message: 'Нет доступа к административной панели' },
    });
    await expect(frames.next()).rejects.toThrow('the stream ended');
    expect(await call('GET', `/events?ticket=${unused}`)).toEqual(ENDED);
  });
});

describe('an administrator made a moderator', () => {
  it("has a moderator's rights at the next call, with the same token", async () => {
    const admin = await asAdmin();
    const other = db.users.find((user) => user.roleIds.includes(1) && user.id !== 1)!;
    const [otherLogin] = [await loginAs(other.email, other.password)];
    const token = otherLogin.accessToken;
    expect((await call('GET', '/finance/contributions?limit=10', { token })).status).toBe(200);
    await setRoles(admin, other.id, [2]);
    expect(await call('GET', '/finance/contributions?limit=10', { token })).toEqual({
      status: 409,
      json: { message: 'Раздел доступен только администраторам' },
    });
    expect(await call('DELETE', '/videos/3', { token })).toEqual({
      status: 409,
      json: { message: 'Удалять видео может только администратор' },
    });
    expect(await call('PATCH', '/users/150/roles', { token, body: { roleIds: [2] } })).toEqual({
      status: 409,
      json: { message: 'Менять роли может только администратор' },
    });
    // Still staff: the session itself goes on.
    expect((await call('GET', '/users/self', { token })).status).toBe(200);
  });
});
