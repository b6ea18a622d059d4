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
import { readJson } from '../http';

/** What the server keeps whatever a reset does: its latency comes from the command line. */
export interface ServerSettings {
  latencyMs: number;
  /** `--colleague`: the simulated colleague (PRODUCT §7) stays on across resets. */
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

    http.get('*/__mock/controls', () => HttpResponse.json(controlsView())),

    http.patch('*/__mock/controls', async ({ request }) => {
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

    http.post('*/__mock/expire-access-tokens', () => {
      expireAccessTokensNow();
      return new HttpResponse(null, { status: 204 });
    }),

    http.post('*/__mock/expire-refresh-tokens', () => {
      expireRefreshTokensNow();
      return new HttpResponse(null, { status: 204 });
    }),

    /** Back to the seed data and default controls (the command line's latency and colleague stay). */
    http.post('*/__mock/reset', () => {
      resetDatabase();
      resetControls();
      setControls({ latencyMs: settings.latencyMs, colleague: settings.colleague ?? false });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
