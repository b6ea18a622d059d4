/** Empty VITE_API_URL = same origin, which is what the mock backend answers on. */
export const apiUrl: string = import.meta.env.VITE_API_URL ?? '';

export const APP_NAME = 'Who Will Win';

/** ky needs an absolute base in Node (tests); in the browser it is the page's origin. */
export function apiBase(): string {
  const origin = apiUrl || globalThis.location.origin;
  return `${origin.replace(/\/$/, '')}/api/admin`;
}
