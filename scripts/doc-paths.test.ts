import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file or folder of the repository a document or a comment names exists: the documents
 * (docs/*.md, README.md, src/shared/README.md) and the comments of the sources, tests and scripts,
 * wherever they name a path from the root (`src/…`, `mocks/…`, `scripts/…`, `e2e/…`, `docs/…`,
 * `.ci/…`). A glob (`*`, `{a,b}`) or a placeholder (`<area>`) must match at least one; what git
 * ignores (generated, `src/routeTree.gen.ts`) may be absent. Each failure is printed as `file:line`.
 */

const ROOT = join(import.meta.dirname, '..');

/** The areas of the README's worked examples, which do not exist: «Вещи» and the «Теги» trial. */
const EXAMPLE_AREAS =
  /(^|[/-])(things|tags|promocodes)([/.-]|$)|\/(Things|Tags|Promocodes?)[A-Z]\w*\.tsx?$/;

const PATH = /(?<![\w@./$-])((?:src|mocks|scripts|e2e|docs|\.ci)\/[\w./$<>{},*[\]…-]*)/g;

/** The repository paths `text` names, with their line numbers. */
export function namedPaths(text: string): Array<{ path: string; line: number }> {
  const found: Array<{ path: string; line: number }> = [];
  text.split('\n').forEach((content, index) => {
    for (const [, raw = ''] of content.matchAll(PATH)) {
      // A sentence's full stop, an ellipsis, an unclosed brace or bracket left by the text around.
      const path = raw.replace(/(\.\.\.|…|[.,])+$/, '').replace(/[{[]$/, '');
      if (path.includes('/')) found.push({ path, line: index + 1 });
    }
  });
  return found;
}

/** The comments of a script or a source file (what `//` and `/* … *\/` hold), lines kept in place. */
export function commentsOf(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g,
    (token) => (token.startsWith('/') ? token : token.replace(/[^\n]/g, ' ')),
  );
}

const isPattern = (path: string) => /[*{<[…]/.test(path);

/** Whether `path` names something of the repository: a file or folder, or a pattern matching one. */
export function exists(path: string, root = ROOT): boolean {
  if (!isPattern(path)) return existsSync(join(root, path));
  const glob = path
    .replace(/<[^>]*>/g, '*')
    .replace(/…/g, '*')
    .replace(/\/$/, '');
  return globSync(glob, { cwd: root }).length > 0;
}

function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: ROOT,
      input: paths.join('\n'),
      encoding: 'utf8',
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch {
    // Exit status 1: none is ignored.
    return new Set();
  }
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(join(ROOT, file)));

const DOCUMENTS = tracked.filter((file) =>
  /^(docs\/[^/]+\.md|README\.md|src\/shared\/README\.md)$/.test(file),
);
const SOURCES = tracked.filter(
  (file) =>
    /^(src|mocks|scripts|e2e)\/.*\.(ts|tsx|js|mjs|cjs)$/.test(file) &&
    file !== 'src/routeTree.gen.ts',
);

/** Every named path that names nothing, as `file:line: path`. */
function missing(): string[] {
  const named: Array<{ at: string; path: string }> = [];
  for (const file of [...DOCUMENTS, ...SOURCES]) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const cited = namedPaths(file.endsWith('.md') ? text : commentsOf(text));
    for (const { path, line } of cited) {
      if (EXAMPLE_AREAS.test(path)) continue;
      if (!exists(path)) named.push({ at: `${file}:${line}`, path });
    }
  }
  const ignored = ignoredByGit(named.map(({ path }) => path.replace(/\/$/, '')));
  return named
    .filter(({ path }) => !ignored.has(path.replace(/\/$/, '')))
    .map(({ at, path }) => `${at}: ${path}`);
}

describe('the files the documents and comments name', () => {
  it('all exist', () => {
    expect(DOCUMENTS).toContain('src/shared/README.md');
    expect(SOURCES.length).toBeGreaterThan(100);
    expect(missing()).toEqual([]);
  });

  it('are found in a text, without the punctuation around them', () => {
    const text = [
      'See `src/shared/README.md`, then (src/test/requests.ts).',
      "// what mocks/openapi/define.ts builds; not '@mocks/db' nor ../docs/api.md",
      'the files src/features/<area>/api.ts and mocks/handlers/*.ts…',
    ].join('\n');
    expect(namedPaths(text)).toEqual([
      { path: 'src/shared/README.md', line: 1 },
      { path: 'src/test/requests.ts', line: 1 },
      { path: 'mocks/openapi/define.ts', line: 2 },
      { path: 'src/features/<area>/api.ts', line: 3 },
      { path: 'mocks/handlers/*.ts', line: 3 },
    ]);
  });

  it('a wrong path is missing; a glob or a placeholder must match something', () => {
    expect(exists('src/shared/README.md')).toBe(true);
    expect(exists('src/shared/')).toBe(true);
    expect(exists('mocks/contracts.ts')).toBe(false);
    expect(exists('src/features/<area>/api.ts')).toBe(true);
    expect(exists('src/features/<area>/nothing-like-this.ts')).toBe(false);
    expect(exists('src/shared/lib/{format,money}.ts')).toBe(true);
    expect(exists('mocks/handlers/*.ts')).toBe(true);
    expect(exists('mocks/handlers/*.nothing')).toBe(false);
  });

  it('are read from comments only in code', () => {
    const source = [
      "import { x } from 'src/not/a/comment.ts';",
      '/** Built by mocks/openapi/define.ts */',
      "const glob = 'src/**/*.test.ts'; // read by vite.config.ts and scripts/doc-paths.test.ts",
    ].join('\n');
    expect(namedPaths(commentsOf(source)).map(({ path, line }) => `${line} ${path}`)).toEqual([
      '2 mocks/openapi/define.ts',
      '3 scripts/doc-paths.test.ts',
    ]);
  });
});
