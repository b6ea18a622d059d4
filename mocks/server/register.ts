/**
 * Lets plain Node 24 run the mock backend's TypeScript as Vite and Vitest do, with no bundler and no extra
 * dependency: Node strips the types itself; these module hooks add what Vite's resolver adds for the
 * files under mocks/ and src/ — extensionless relative imports (`./db` → `./db.ts`, `./handlers` →
 * `./handlers/index.ts`), the `@/` and `@mocks/` aliases of tsconfig.json and vite.config.ts, and
 * `?inline` asset imports (a data URL, as Vite inlines them). Loaded with
 * `node --import ./mocks/server/register.ts` (see the `mock:server` script).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../../', import.meta.url);
const ALIASES: Record<string, URL> = {
  '@/': new URL('src/', ROOT),
  '@mocks/': new URL('mocks/', ROOT),
};
const INLINE_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const isFile = (url: URL) => existsSync(url) && statSync(url).isFile();

/** Our own sources only: a dependency in node_modules resolves the way Node always does. */
function isProjectFile(url: string | undefined): boolean {
  return Boolean(url?.startsWith(ROOT.href) && !url.includes('/node_modules/'));
}

/** The file a project specifier means, as Vite would find it; null leaves it to Node. */
function projectFile(specifier: string, parentURL: string | undefined): URL | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let target: URL;
  if (alias) target = new URL(specifier.slice(alias.length), ALIASES[alias]);
  else if (/^\.\.?\//.test(specifier) && isProjectFile(parentURL)) {
    target = new URL(specifier, parentURL);
  } else return null;
  const query = target.search;
  target.search = '';
  const candidates = [
    target,
    new URL(`${target.href}.ts`),
    new URL(`${target.href.replace(/\/$/, '')}/index.ts`),
  ];
  const found = candidates.find(isFile);
  if (!found) return null;
  found.search = query;
  return found;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const file = projectFile(specifier, context.parentURL);
    if (!file) return nextResolve(specifier, context);
    if (file.search === '?inline') return { url: file.href, format: 'module', shortCircuit: true };
    return nextResolve(file.href, context);
  },
  load(url, context, nextLoad) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'file:' || parsed.search !== '?inline') return nextLoad(url, context);
    parsed.search = '';
    const path = fileURLToPath(parsed);
    const type = INLINE_TYPES[extname(path)] ?? 'application/octet-stream';
    const dataUrl = `data:${type};base64,${readFileSync(path).toString('base64')}`;
    return {
      format: 'module',
      source: `export default ${JSON.stringify(dataUrl)};`,
      shortCircuit: true,
    };
  },
});
