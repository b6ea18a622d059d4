import { readFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageOf } from '@/contract/common';
import { videoSchema } from '@/contract/videos';
import { readFrames } from '../live-testing';
import { fetchServer } from './testing';
import { START, server, api, json, login, bearer, startServer } from './server.test-helpers';

const PANEL = 'http://localhost:5173';

describe('npm run mock:server', () => {
  beforeAll(async () => {
    await startServer();
  }, START);
  afterAll(() => server.stop());

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

  it('keeps an idle connection open past Node’s 5 s, so a client reusing it is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const call = request(api('/roles'), { agent }, (response: IncomingMessage) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, reused: call.reusedSocket }),
          );
        });
        call.on('error', reject);
        call.end();
      });
    expect(await get()).toEqual({ status: 401, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await get()).toEqual({ status: 401, reused: true });
    agent.destroy();
  });

  it('lets the panel read the sample clips from another origin, by byte ranges (seeking)', async () => {
    const size = readFileSync('mocks/media/sample-2.webm').length;
    const part = await fetchServer(`${server.origin}/mock-media/videos/sample-2.webm`, {
      headers: { Origin: PANEL, Range: 'bytes=1000-1999' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('Access-Control-Allow-Origin')).toBe(PANEL);
    expect(part.headers.get('Content-Range')).toBe(`bytes 1000-1999/${size}`);
    expect(part.headers.get('Access-Control-Expose-Headers')).toMatch(/\bContent-Range\b/);
    expect((await part.arrayBuffer()).byteLength).toBe(1000);
  });

  it('compresses JSON for clients that accept gzip, and logs one line per request', async () => {
    const { accessToken } = await login();
    const response = await fetchServer(api('/users?limit=50'), {
      headers: { ...bearer(accessToken), 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    await server.printed(/ GET \/api\/admin\/users\?limit=50 200 \d+ ms$/);
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
    await server.printed(/ GET \/api\/admin\/events\?ticket=\w+ 200 \d+ ms$/);
  });

  it('serves the OpenAPI document, the one in docs/', async () => {
    const response = await fetchServer(api('/openapi.json'));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(
      JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as unknown,
    );
  });

  it('refuses what it will not read: a long address (414, then 431), a large body (413), malformed JSON (400)', async () => {
    const { accessToken } = await login();
    const long = await fetchServer(api(`/videos?search=${'a'.repeat(15_000)}`), {
      headers: bearer(accessToken),
    });
    expect(long.status).toBe(414);
    expect(await json(long)).toEqual({ message: 'Слишком длинный адрес запроса' });
    // Longer than Node's own default limit of a request's head (16 KiB): still the 414 and its message.
    const longer = await fetchServer(api(`/videos?search=${'a'.repeat(40_000)}`), {
      headers: bearer(accessToken),
    });
    expect(longer.status).toBe(414);
    expect(await json(longer)).toEqual({ message: 'Слишком длинный адрес запроса' });
    // Beyond 64 KiB the HTTP server refuses the head itself: a bare 431, or the connection reset.
    const refused = await fetchServer(api(`/videos?search=${'a'.repeat(70_000)}`), {
      headers: bearer(accessToken),
    }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      () => 'reset',
    );
    expect([{ status: 431, body: '' }, 'reset']).toContainEqual(refused);

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
});
