import { loadJson, saveJson } from './storage';

/** Developer controls of the mock backend (README: "Mock backend controls"). */
export interface MockControls {
  /** Added to every answer, in ms. */
  latencyMs: number;
  /** Share of non-auth calls answered 500, 0..1. */
  errorRate: number;
  /**
   * 0: which calls fail is chance. Another number makes it repeatable: the n-th call of a method and
   * path fails or not by this seed alone, whatever else happens meanwhile (http.ts, `failsNow`).
   */
  errorSeed: number;
  /** Lifetime of new access tokens, in ms (docs/product.md#mock-backend: 5 minutes). */
  accessTtlMs: number;
  /** Access tokens issued before this moment answer `Expired JWT Token`. */
  accessNotBefore: number;
  /** Refresh tokens issued before this moment answer `истек срок жизни refresh token`. */
  refreshNotBefore: number;
  /**
   * The simulated colleague who claims and decides queue items
   * (docs/product.md#several-moderators-at-once); off by default.
   */
  colleague: boolean;
}

export const CONTROLS_KEY = 'www-mock-controls';
/**
 * Tests answer at once; the browser gets a realistic delay. Under plain Node (the mock server, which sets
 * its own latency) there is no `import.meta.env`.
 */
const isTest = import.meta.env?.MODE === 'test';

export const defaultControls = (): MockControls => ({
  latencyMs: isTest ? 0 : 150,
  errorRate: 0,
  errorSeed: 0,
  accessTtlMs: 5 * 60_000,
  accessNotBefore: 0,
  refreshNotBefore: 0,
  colleague: false,
});

export const controls: MockControls = {
  ...defaultControls(),
  ...loadJson<Partial<MockControls>>(CONTROLS_KEY),
};

/** Takes over the stored controls, e.g. after another tab changed them. */
export function reloadControls(): void {
  Object.assign(controls, defaultControls(), loadJson<Partial<MockControls>>(CONTROLS_KEY));
}

export function setControls(patch: Partial<MockControls>): MockControls {
  Object.assign(controls, patch);
  saveJson(CONTROLS_KEY, controls);
  return controls;
}

export function resetControls(): void {
  setControls(defaultControls());
}

/** "Expire the access token now": every access token issued so far answers 401 `Expired JWT Token`. */
export function expireAccessTokensNow(): void {
  setControls({ accessNotBefore: Date.now() + 1 });
}

export function expireRefreshTokensNow(): void {
  setControls({ refreshNotBefore: Date.now() + 1, accessNotBefore: Date.now() + 1 });
}
