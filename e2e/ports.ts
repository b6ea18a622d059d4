/**
 * The e2e servers' ports. E2E_PORT (default 4173) lets several checkouts on one machine run their suites
 * at once; the real-API project's two servers sit on the next two ports.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** `vite preview` of the mock-mode build (dist/). */
export const E2E_URL = `http://localhost:${E2E_PORT}`;
/** `vite preview` of the real-API build (dist-real-api/). */
export const REAL_API_PORT = E2E_PORT + 1;
/** `npm run mock:server`, the backend of the real-API build: another origin than the page's. */
export const MOCK_SERVER_PORT = E2E_PORT + 2;
export const MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_SERVER_PORT}`;
/**
 * Debian's nginx serving the real-API build with the production configuration (the tests of
 * e2e/deployed/); E2E_PORT+3 and +4 are the performance report's (.ci/run).
 */
export const DEPLOYED_PORT = E2E_PORT + 5;
export const DEPLOYED_URL = `http://localhost:${DEPLOYED_PORT}`;
/** `npm run dev` in mock mode (the `dev-server` project), compared with the build on E2E_PORT. */
export const DEV_SERVER_PORT = E2E_PORT + 6;
export const DEV_SERVER_URL = `http://localhost:${DEV_SERVER_PORT}`;
