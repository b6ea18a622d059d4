import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MockStorage } from '../storage';

/** How long writes gather before the file is written once for all of them. */
export const FLUSH_DELAY_MS = 200;

/**
 * The mock server's storage: what the browser keeps in localStorage (`www-mock-db`, its change
 * entries and revision, `www-mock-controls`), held in memory, and with `--data file.json` also written
 * to that file as one JSON object (`{ "www-mock-db": {...}, ... }`). Reads come from memory; the file
 * is written off the request path, at most every FLUSH_DELAY_MS and when the server stops (`flush`),
 * each time atomically (a temporary file, then a rename), so a killed server never leaves half a file.
 */
export function serverStorage(
  file: string | null,
  options: { reset?: boolean } = {},
): MockStorage & { flush(): void } {
  const items = new Map<string, string>();
  if (file && !options.reset && existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(stored)) items.set(key, JSON.stringify(value));
  }

  let pending: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (pending) clearTimeout(pending);
    pending = null;
    if (!file) return;
    // The values are JSON already: joining them avoids parsing megabytes only to serialise them again.
    const entries = [...items].map(([key, raw]) => `${JSON.stringify(key)}:${raw}`);
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `{${entries.join(',\n')}}\n`);
    renameSync(temporary, file);
  }

  function later() {
    if (!file || pending) return;
    pending = setTimeout(flush, FLUSH_DELAY_MS);
  }

  if (options.reset) flush();

  return {
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      items.set(key, value);
      later();
    },
    removeItem(key) {
      if (items.delete(key)) later();
    },
    flush,
  };
}
