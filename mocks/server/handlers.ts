import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  controls,
  expireAccessTokensNow,
  expireRefreshTokensNow,
  resetControls,
  setControls,
  type MockControls,
} from '../controls';
import { resetDatabase } from '../db';
import { fillQueue, QUEUE_FILL_MAX } from '../queue-fill';
import { readJson } from '../request-parsing';
import { verifyAccessToken } from '../tokens';
import { isLocalOrigin } from './bridge';

/** What the server keeps whatever a reset does: its latency comes from the command line. */
export interface ServerSettings {
  latencyMs: number;
  /**
   * `--colleague`: the simulated colleague (docs/product.md#several-moderators-at-once) stays on
   * across resets.
   */
  colleague?: boolean;
}

/** The developer controls of the browser's flask panel, as HTTP calls (README: "Mock server"). */
const EDITABLE: Record<string, (value: number) => boolean> = {
  latencyMs: (value) => Number.isInteger(value) && value >= 0 && value <= 60_000,
  errorRate: (value) => value >= 0 && value <= 1,
  errorSeed: (value) => Number.isInteger(value) && value >= 0,
  accessTtlMs: (value) => Number.isInteger(value) && value >= 1000,
};

function controlsView(): Pick<
  MockControls,
  'latencyMs' | 'errorRate' | 'errorSeed' | 'accessTtlMs'
> {
  return {
    latencyMs: controls.latencyMs,
    errorRate: controls.errorRate,
    errorSeed: controls.errorSeed,
    accessTtlMs: controls.accessTtlMs,
  };
}

/**
 * The developer controls change everybody's data and sessions: they answer only calls from this
 * machine's own pages (a browser always sends the page's `Origin`; curl and test runners send none),
 * and a call that carries an access token must carry a valid one. A page on another site that posts
 * to the server (no CORS preflight is needed for a bare POST) gets 403 and changes nothing.
 */
async function refusedControl(request: Request): Promise<Response | null> {
  const origin = request.headers.get('Origin');
  if (origin !== null && !isLocalOrigin(origin)) {
    return HttpResponse.json(
      { message: 'Управление mock-сервером доступно только с локальных адресов' },
      { status: 403 },
    );
  }
  const authorization = request.headers.get('Authorization');
  if (authorization !== null) {
    const check = await verifyAccessToken(authorization);
    if (!check.ok) return HttpResponse.json({ message: check.message }, { status: 401 });
  }
  return null;
}

type ControlResolver = (info: { request: Request }) => Response | Promise<Response>;

function control(method: 'get' | 'patch' | 'post', path: string, resolve: ControlResolver) {
  return http[method](`*/__mock/${path}`, async ({ request }) => {
    return (await refusedControl(request)) ?? resolve({ request });
  });
}

/**
 * Routes only the standalone server has, ahead of the shared handler set: an index at `/`, the contract
 * at `/api/admin/openapi.json` (docs/openapi.json, generated afresh) and the developer controls under
 * `/__mock/`.
 */
export function serverHandlers(settings: ServerSettings, openapi: () => JsonBodyType) {
  return [
    http.get(
      ({ request }) => new URL(request.url).pathname === '/',
      () =>
        HttpResponse.json({
          name: 'Who Will Win mock server',
          api: '/api/admin',
          openapi: '/api/admin/openapi.json',
          controls: '/__mock/controls',
        }),
    ),

    http.get('*/api/admin/openapi.json', () => HttpResponse.json(openapi())),

    control('get', 'controls', () => HttpResponse.json(controlsView())),

    control('patch', 'controls', async ({ request }) => {
      const body = await readJson(request);
      const patch: Record<string, number> = {};
      const errors: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        const valid = EDITABLE[key];
        if (!valid) errors[key] = `Можно менять: ${Object.keys(EDITABLE).join(', ')}`;
        else if (typeof value !== 'number' || !valid(value)) errors[key] = 'Недопустимое значение';
        else patch[key] = value;
      }
      if (Object.keys(errors).length > 0) {
        return HttpResponse.json(
          { message: 'Проверьте правильность заполнения полей', errors },
          { status: 422 },
        );
      }
      setControls(patch);
      return HttpResponse.json(controlsView());
    }),

    control('post', 'expire-access-tokens', () => {
      expireAccessTokensNow();
      return new HttpResponse(null, { status: 204 });
    }),

    control('post', 'expire-refresh-tokens', () => {
      expireRefreshTokensNow();
      return new HttpResponse(null, { status: 204 });
    }),

    /**
     * A queue to load-test with (`npm run queue:sim`): `{ videos, moderators }` adds that many waiting
     * videos by one new author and that many moderator accounts; answers 201 with the author's id, the
     * videos' ids and the accounts (mocks/queue-fill.ts).
     */
    control('post', 'queue', async ({ request }) => {
      const body = await readJson(request);
      const errors: Record<string, string> = {};
      for (const [key, max] of Object.entries(QUEUE_FILL_MAX)) {
        const value = body[key];
        if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > max)
          errors[key] = `Ожидается целое число от 0 до ${max}`;
      }
      for (const key of Object.keys(body))
        if (!(key in QUEUE_FILL_MAX)) errors[key] = 'Неизвестное поле';
      if (Object.keys(errors).length > 0) {
        return HttpResponse.json(
          { message: 'Проверьте правильность заполнения полей', errors },
          { status: 422 },
        );
      }
      const filled = fillQueue({
        videos: body.videos as number,
        moderators: body.moderators as number,
      });
      return HttpResponse.json(filled, { status: 201 });
    }),

    /** Back to the seed data and default controls (the command line's latency and colleague stay). */
    control('post', 'reset', () => {
      resetDatabase();
      resetControls();
      setControls({ latencyMs: settings.latencyMs, colleague: settings.colleague ?? false });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
