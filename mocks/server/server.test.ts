import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { pageOf, tokenPairSchema } from '@/shared/api/schemas';
import { userSchema } from '@/shared/api/schemas';
import { videoSchema } from '@/contract/videos';
import { readFrames } from '../live-testing';
import { fetchServer, startMockServer, type RunningMockServer } from './testing';

// Starting a Node process takes a few seconds on a busy machine: the hooks wait as long as it takes.
const START = 120_000;
const ADMIN = { email: 'admin@whowillwin.ru', password: 'admin123' };
const PANEL = 'http://localhost:5173';

let server: RunningMockServer;
const api = (path: string) => `${server.origin}/api/admin${path}`;

async function json(response: Response): Promise<unknown> {
  return (await response.json()) as unknown;
}

async function login(credentials = ADMIN) {
  const response = await fetchServer(api('/auth'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return z.object({ result: tokenPairSchema }).parse(await json(response)).result;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('npm run mock:server', () => {
  beforeAll(async () => {
    server = await startMockServer();
  }, START);
  afterAll(() => server.stop());

  it('logs in with a seeded account, and refuses a wrong password with 400', async () => {
    const tokens = await login();
    expect(tokens.accessToken).toMatch(/^mock-access\.1\./);

    const wrong = await fetchServer(api('/auth'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, password: 'nope' }),
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
    expect(video.previewUrl).toBe(`${server.origin}/mock-media/previews/${video.id}.svg`);
    const preview = await fetchServer(video.previewUrl);
    expect(preview.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await preview.text()).toMatch(/^<svg /);
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
      ADMIN.email,
    );

    const reused = await refresh(tokens.refreshToken);
    expect([reused.status, await json(reused)]).toEqual([
      401,
      { message: 'refresh token не найден' },
    ]);
  });

  it('allows a local origin, Authorization included, in preflight and in the answer', async () => {
    const preflight = await fetchServer(api('/users/self'), {
      method: 'OPTIONS',
      headers: {
        Origin: PANEL,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(PANEL);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/\bAuthorization\b/);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toMatch(/\bPATCH\b/);

    const { accessToken } = await login();
    const call = await fetchServer(api('/users/self'), {
      headers: { ...bearer(accessToken), Origin: 'http://127.0.0.1:4303' },
    });
    expect(call.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4303');

    const foreign = await fetchServer(api('/users/self'), {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('compresses JSON for clients that accept gzip, and logs one line per request', async () => {
    const { accessToken } = await login();
    const response = await fetchServer(api('/users?limit=50'), {
      headers: { ...bearer(accessToken), 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    await vi.waitFor(
      () =>
        expect(server.lines).toContainEqual(
          expect.stringMatching(/ GET \/api\/admin\/users\?limit=50 200 \d+ ms$/),
        ),
      { timeout: 10_000 },
    );
  });

  it('streams live events to a ticket holder on another origin until the client leaves', async () => {
    const { accessToken } = await login();
    const issued = await fetchServer(api('/events/ticket'), {
      method: 'POST',
      headers: bearer(accessToken),
    });
    const { ticket } = z
      .object({ result: z.object({ ticket: z.string(), expiresIn: z.literal(30) }) })
      .parse(await json(issued)).result;

    const controller = new AbortController();
    const events = await fetchServer(api(`/events?ticket=${ticket}`), {
      headers: { Accept: 'text/event-stream', Origin: PANEL, 'Accept-Encoding': 'gzip' },
      signal: controller.signal,
    });
    expect(events.status).toBe(200);
    expect(events.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(events.headers.get('Access-Control-Allow-Origin')).toBe(PANEL);
    // Written as it comes: never gathered for gzip.
    expect(events.headers.get('Content-Encoding')).toBeNull();
    const { next } = readFrames(events.body!);
    const counters = await fetchServer(api('/stats/counters'), { headers: bearer(accessToken) });
    expect(await next()).toEqual({
      event: 'counters',
      data: ((await json(counters)) as { result: unknown }).result,
    });

    const queue = await fetchServer(api('/videos?status=moderation&limit=10'), {
      headers: bearer(accessToken),
    });
    const [video] = z.object({ result: pageOf(videoSchema) }).parse(await json(queue)).result.items;
    await fetchServer(api(`/videos/${video!.id}/claim`), {
      method: 'POST',
      headers: bearer(accessToken),
    });
    expect(await next()).toMatchObject({
      event: 'claim',
      data: { queue: 'videos', id: video!.id, claim: { by: { nickname: 'admin' } } },
    });

    // The ticket is spent: another stream needs another one.
    const again = await fetchServer(api(`/events?ticket=${ticket}`), {
      headers: { Accept: 'text/event-stream' },
    });
    expect([again.status, await json(again)]).toEqual([
      401,
      { message: 'Билет потока событий недействителен или просрочен' },
    ]);

    controller.abort();
    await vi.waitFor(
      () =>
        expect(server.lines).toContainEqual(
          expect.stringMatching(/ GET \/api\/admin\/events\?ticket=\w+ 200 \d+ ms$/),
        ),
      { timeout: 10_000 },
    );
  });

  it('serves the OpenAPI document, the one in docs/', async () => {
    const response = await fetchServer(api('/openapi.json'));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(
      JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as unknown,
    );
  });

  it('refuses what it will not read: a long address (414), a large body (413), malformed JSON (400)', async () => {
    const { accessToken } = await login();
    const long = await fetchServer(api(`/videos?search=${'a'.repeat(15_000)}`), {
      headers: bearer(accessToken),
    });
    expect(long.status).toBe(414);
    expect(await json(long)).toEqual({ message: 'Слишком длинный адрес запроса' });

    const large = await fetchServer(api('/users/5/block'), {
      method: 'PATCH',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'а'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.status).toBe(413);
    expect(await json(large)).toEqual({ message: 'Тело запроса больше 1 МиБ' });

    const malformed = await fetchServer(api('/users/5/block'), {
      method: 'PATCH',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: '{"reason": "Спам",',
    });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ message: 'Некорректный JSON' });
    // Nothing was done.
    const user = await fetchServer(api('/users/5'), { headers: bearer(accessToken) });
    expect(((await json(user)) as { result: { status: string } }).result.status).not.toBe(
      'blocked',
    );
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
});

describe('npm run mock:server -- --colleague', () => {
  beforeAll(async () => {
    server = await startMockServer(['--colleague', '--quiet']);
  }, START);
  afterAll(() => server.stop());

  it(
    'says so on start, and a seeded moderator soon claims queue items (PRODUCT §7)',
    async () => {
      await vi.waitFor(() => expect(server.lines).toContain('  simulated colleague: on'), {
        timeout: 30_000,
      });
      const claimSchema = z.object({
        result: z.object({
          items: z.array(
            z.object({ claim: z.nullable(z.object({ by: z.object({ nickname: z.string() }) })) }),
          ),
        }),
      });
      const holders = async () => {
        const { accessToken } = await login();
        const nicknames: string[] = [];
        for (const path of [
          '/videos?status=moderation',
          '/complaints?status=new',
          '/applications?status=pending',
        ]) {
          const response = await fetchServer(api(`${path}&sort=createdAt&order=desc&limit=10`), {
            headers: bearer(accessToken),
          });
          for (const item of claimSchema.parse(await json(response)).result.items)
            if (item.claim) nicknames.push(item.claim.by.nickname);
        }
        return nicknames;
      };
      // Its first step comes a few seconds after the start.
      await vi.waitFor(async () => expect(await holders()).toHaveLength(1), {
        timeout: 60_000,
        interval: 500,
      });
      const [nickname] = await holders();
      expect(nickname).not.toMatch(/^(admin|moderator)$/);
    },
    START,
  );
});

describe('npm run mock:server -- --data file.json', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'www-mock-server-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'keeps changes across restarts, and --reset starts from the seed',
    async () => {
      const file = join(dir, 'db.json');
      const approveFirstWaiting = async () => {
        const { accessToken } = await login();
        const page = z.object({ result: pageOf(videoSchema) }).parse(
          await json(
            await fetchServer(api('/videos?status=moderation&sort=createdAt&order=asc&limit=10'), {
              headers: bearer(accessToken),
            }),
          ),
        ).result;
        const id = page.items[0]!.id;
        const approved = await fetchServer(api(`/videos/${id}/approve`), {
          method: 'POST',
          headers: bearer(accessToken),
        });
        expect(approved.status).toBe(200);
        return { id, waiting: page.total };
      };
      const statusOf = async (id: number) => {
        const { accessToken } = await login();
        const response = await fetchServer(api(`/videos/${id}`), { headers: bearer(accessToken) });
        return z.object({ result: videoSchema }).parse(await json(response)).result.status;
      };

      server = await startMockServer(['--data', file, '--quiet']);
      const { id } = await approveFirstWaiting();
      await server.stop();
      expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('www-mock-db');

      server = await startMockServer(['--data', file, '--quiet']);
      expect(await statusOf(id)).toBe('published');
      await server.stop();

      server = await startMockServer(['--data', file, '--reset', '--quiet']);
      expect(await statusOf(id)).toBe('moderation');
      await server.stop();
    },
    START * 3,
  );
});
