import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MockStorage } from '../storage';

/**
 * The mock server's storage: what the browser keeps in localStorage (`www-mock-db`, its revision,
 * `www-mock-controls`), held in memory, and with `--data file.json` also written to that file as one
 * JSON object (`{ "www-mock-db": {...}, ... }`). Reads come from memory; each write replaces the file
 * atomically (a temporary file, then a rename), so a killed server never leaves half a file. A storage
 * even without a file, because the database checks its revision there before every call
 * (`syncDatabase`), as browser tabs do.
 */
export function serverStorage(file: string | null, options: { reset?: boolean } = {}): MockStorage {
  const items = new Map<string, string>();
  if (file && !options.reset && existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(stored)) items.set(key, JSON.stringify(value));
  }

  function flush() {
    if (!file) return;
    // The values are JSON already: joining them avoids parsing megabytes only to serialise them again.
    const entries = [...items].map(([key, raw]) => `${JSON.stringify(key)}:${raw}`);
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `{${entries.join(',\n')}}\n`);
    renameSync(temporary, file);
  }

  if (options.reset) flush();

  return {
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      items.set(key, value);
      flush();
    },
    removeItem(key) {
      if (items.delete(key)) flush();
    },
  };
}
