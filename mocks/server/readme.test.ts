import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
/** The mock server's default port (main.ts). */
const DEFAULT_PORT = 8787;

/**
 * The README's first commands say that mock mode keeps its data per browser profile, and give the
 * recipe for two people: the recipe's commands must be the ones that exist.
 */
const readme = readFileSync(resolve('README.md'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const twoCommands = readme.slice(readme.indexOf('## Two commands'), readme.indexOf('## Run modes'));

describe('README: mock mode and two people', () => {
  it('says, beside the two commands, that mock data is per browser profile', () => {
    expect(twoCommands).toContain('npm install && npm run dev');
    expect(twoCommands).toMatch(/Mock mode is per browser profile/);
  });

  it('gives the mock-server recipe for two browsers with commands that exist', () => {
    expect(twoCommands).toContain('npm run mock:server');
    expect(twoCommands).toContain(`VITE_API_URL=http://127.0.0.1:${DEFAULT_PORT} npm run dev`);
    expect(scripts['mock:server']).toBeDefined();
    expect(scripts.dev).toBeDefined();
  });
});
