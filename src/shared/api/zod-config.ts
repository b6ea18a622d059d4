import { config } from 'zod/mini';

/**
 * Zod compiles object parsers with `new Function`, and probes whether it may when the first object
 * schema is built: under the deployed Content-Security-Policy (no 'unsafe-eval') that probe is a
 * reported violation on every load. The interpreted parsers are used instead (pages of 10 to 100
 * rows do not need compiled ones). main.tsx imports this first, before any module builds a schema.
 */
config({ jitless: true });
