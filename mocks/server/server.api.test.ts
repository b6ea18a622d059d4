import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageOf, tokenPairSchema } from '@/contract/common';
import { userSchema } from '@/contract/common';
import { videoSchema } from '@/contract/videos';
import { fetchServer } from './testing';
import { ADMIN_LOGIN } from '../testing';
import { START, server, api, json, login, bearer, startServer } from './server.test-helpers';

describe('npm run mock:server', () => {
  beforeAll(async () => {
    await startServer();
  }, START);
  afterAll(() => server.stop());

  it('logs in with a seeded account, and refuses a wrong password with 400', async () => {
    const tokens = await login();
    expect(tokens.accessToken).toMatch(/^eyJ[\w-]+\.eyJ[\w-]+\.[\w-]{43}$/);

    const wrong = await fetchServer(api('/auth'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ADMIN_LOGIN, password: 'nope' }),
    });
    expect([wrong.status, await json(wrong)]).toEqual([
      400,
      { message: 'Неверный логин или пароль' },
    ]);
  });

  it('answers a list the client parses, with media on its own origin', async () => {
    const { accessToken } = await login();
    const response = await fetchServer(api('/videos?status=moderation&limit=10'), {
      headers: bearer(accessToken),
    });
    expect(response.status).toBe(200);
    const { items, total } = z
      .object({ result: pageOf(videoSchema) })
      .parse(await json(response)).result;
    expect(items).toHaveLength(10);
    expect(total).toBeGreaterThan(10);
    expect(items.every((video) => video.status === 'moderation')).toBe(true);

    const video = items[0]!;
    expect(video.previewUrl).toBe(`${server.origin}/mock-media/previews/${video.id}.png`);
    const preview = await fetchServer(video.previewUrl);
    expect(preview.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await preview.arrayBuffer()).subarray(1, 4)).toEqual(
      new TextEncoder().encode('PNG'),
    );
    const clip = await fetchServer(video.videoUrl, { headers: { Range: 'bytes=0-99' } });
    expect([clip.status, (await clip.arrayBuffer()).byteLength]).toEqual([206, 100]);
  });

  it('answers 422 with field errors for a malformed query or body', async () => {
    const { accessToken } = await login();
    const query = await fetchServer(api('/videos?limit=7'), { headers: bearer(accessToken) });
    expect(query.status).toBe(422);
    expect(await json(query)).toMatchObject({ errors: { limit: expect.any(String) } });

    const body = await fetchServer(api('/videos/1/reject'), {
      method: 'POST',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'нет' }),
    });
    expect([body.status, await json(body)]).toEqual([
      422,
      {
        message: 'Проверьте правильность заполнения полей',
        errors: { reason: 'Причина: от 5 до 500 символов' },
      },
    ]);
  });

  it('answers 401 Expired JWT Token to an expired access token; the refresh token renews it once', async () => {
    const tokens = await login();
    const expire = await fetchServer(`${server.origin}/__mock/expire-access-tokens`, {
      method: 'POST',
    });
    expect(expire.status).toBe(204);

    const expired = await fetchServer(api('/users/self'), { headers: bearer(tokens.accessToken) });
    expect([expired.status, await json(expired)]).toEqual([401, { message: 'Expired JWT Token' }]);

    const refresh = (refreshToken: string) =>
      fetchServer(api('/auth'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
    const renewed = await refresh(tokens.refreshToken);
    expect(renewed.status).toBe(200);
    const fresh = z.object({ result: tokenPairSchema }).parse(await json(renewed)).result;

    const retried = await fetchServer(api('/users/self'), { headers: bearer(fresh.accessToken) });
    expect(retried.status).toBe(200);
    expect(z.object({ result: userSchema }).parse(await json(retried)).result.email).toBe(
      ADMIN_LOGIN.email,
    );

    const reused = await refresh(tokens.refreshToken);
    expect([reused.status, await json(reused)]).toEqual([
      401,
      { message: 'refresh token не найден' },
    ]);
  });

  it('goes back to the seed on POST /__mock/reset', async () => {
    const { accessToken } = await login();
    const read = async () =>
      z
        .object({ result: z.object({ status: z.string() }) })
        .parse(await json(await fetchServer(api('/users/5'), { headers: bearer(accessToken) })))
        .result.status;
    const before = await read();
    const block = await fetchServer(api('/users/5/block'), {
      method: 'PATCH',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'Проверка сброса' }),
    });
    expect(block.status).toBe(200);
    expect(await read()).toBe('blocked');

    const reset = await fetchServer(`${server.origin}/__mock/reset`, { method: 'POST' });
    expect(reset.status).toBe(204);
    // The reset drops the sessions too: log in again.
    const again = await login();
    const status = z
      .object({ result: z.object({ status: z.string() }) })
      .parse(await json(await fetchServer(api('/users/5'), { headers: bearer(again.accessToken) })))
      .result.status;
    expect(status).toBe(before);
  });

  it('takes developer controls only from this machine: another site gets 403, a bad token 401', async () => {
    const { accessToken } = await login();
    const block = await fetchServer(api('/users/6/block'), {
      method: 'PATCH',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'Проверка чужого сброса' }),
    });
    expect(block.status).toBe(200);
    const reset = (headers: Record<string, string>) =>
      fetchServer(`${server.origin}/__mock/reset`, { method: 'POST', headers });

    const foreign = await reset({ Origin: 'https://evil.example' });
    expect([foreign.status, await json(foreign)]).toEqual([
      403,
      { message: 'Управление mock-сервером доступно только с локальных адресов' },
    ]);
    const sandboxed = await reset({ Origin: 'null' });
    expect(sandboxed.status).toBe(403);
    const forged = await reset({ Authorization: 'Bearer mock-access.1.0.9999999999999.x' });
    expect([forged.status, await json(forged)]).toEqual([401, { message: 'Invalid JWT Token' }]);
    const controls = await fetchServer(`${server.origin}/__mock/controls`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(controls.status).toBe(403);
    const user = await fetchServer(api('/users/6'), { headers: bearer(accessToken) });
    expect(await json(user)).toMatchObject({ result: { status: 'blocked' } });

    const local = await reset({ Origin: 'http://localhost:5173', ...bearer(accessToken) });
    expect(local.status).toBe(204);
  });
});
