/**
 * Lets plain Node 24 run the mock backend's TypeScript as Vite and Vitest do, with no bundler and no extra
 * dependency: Node strips the types itself; these module hooks add what Vite's resolver adds for the
 * files under mocks/ and src/ — extensionless relative imports (`./db` → `./db.ts`, `./handlers` →
 * `./handlers/index.ts`), the `@/` and `@mocks/` aliases of tsconfig.json and vite.config.ts,
 * `?inline` asset imports (a data URL, as Vite inlines them), and eager glob imports
 * (`import.meta.glob('./*.ts', { eager: true })`, how the mock finds each area's modules). Loaded
 * with `node --import ./mocks/server/register.ts` (see the `mock:server` script).
 */
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { dirname, extname } from 'node:path';
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

/**
 * `import.meta.glob<Type>(patterns, { eager: true })`, or with `import: 'name'` to take one export:
 * the only forms the project uses.
 */
const GLOB_CALL =
  /import\.meta\.glob(?:<[^>()]*>)?\(\s*(\[[^\]]*\]|'[^']*')\s*,\s*\{\s*eager:\s*true(?:\s*,\s*import:\s*'(\w+)')?\s*,?\s*\}\s*,?\s*\)/g;

/**
 * Expands each eager glob as Vite does: the matching files (relative patterns, `!` to leave some out),
 * each imported whole or by the one export named, in an object keyed by the pattern's path
 * (`{ './videos.ts': module }`).
 */
function expandGlobs(source: string, file: string): string {
  const imports: string[] = [];
  const expanded = source.replace(GLOB_CALL, (_call, literal: string, named?: string) => {
    const patterns = [...literal.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
    if (patterns.some((pattern) => !/^!?\.\.?\//.test(pattern))) {
      throw new Error(`${file}: import.meta.glob takes relative patterns here (${literal})`);
    }
    const include = patterns.filter((pattern) => !pattern.startsWith('!'));
    const exclude = patterns.filter((pattern) => pattern.startsWith('!')).map((p) => p.slice(1));
    const found = globSync(include, { cwd: dirname(file), exclude }).map((path) =>
      path.startsWith('.') ? path : `./${path}`,
    );
    const entries = found.sort().map((path) => {
      const name = `__glob_${imports.length}`;
      const binding = named ? `{ ${named} as ${name} }` : `* as ${name}`;
      imports.push(`import ${binding} from ${JSON.stringify(path)};`);
      return `${JSON.stringify(path)}: ${name}`;
    });
    return `{ ${entries.join(', ')} }`;
  });
  if (/import\.meta\.glob\s*[<(]/.test(expanded)) {
    throw new Error(`${file}: only import.meta.glob(patterns, { eager: true }) is supported`);
  }
  return `${imports.join('\n')}\n${expanded}`;
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
    if (parsed.protocol === 'file:' && parsed.search === '' && isProjectFile(url)) {
      const loaded = nextLoad(url, context);
      const source =
        typeof loaded.source === 'string'
          ? loaded.source
          : new TextDecoder().decode(loaded.source as Uint8Array);
      if (!source.includes('import.meta.glob')) return loaded;
      return { ...loaded, source: expandGlobs(source, fileURLToPath(parsed)) };
    }
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
