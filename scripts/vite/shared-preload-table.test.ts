import { decode, encode } from '@jridgewell/sourcemap-codec';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunk } from './sample-bundle';
import { GLOBAL_TABLE, shareTable } from './shared-preload-table';

const table = (names: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(names)})))=>i.map(i=>d[i]);\n`;

/** An entry, the initial chunk it imports (with the largest table) and a page loaded on demand. */
function bundleWithTables(): Rollup.OutputBundle {
  const entry = chunk('assets/entry.js', { entry: true, imports: ['assets/app.js'] });
  entry.code = `${table(['assets/mock.js'])}x(()=>import("./mock.js"),__vite__mapDeps([0]));`;
  const app = chunk('assets/app.js', { imports: ['assets/runtime.js'] });
  app.code = `${table(['assets/panel.js', 'assets/panel.css', 'assets/users.js'])}r(()=>import("./users.js"),__vite__mapDeps([2,0,1]));`;
  const runtime = chunk('assets/runtime.js');
  runtime.code = `${table(['assets/panel.js'])}q(()=>import("./panel.js"),__vite__mapDeps([0]));`;
  const users = chunk('assets/users.js', { imports: ['assets/panel.js'] });
  users.code = `${table(['assets/dialog.js', 'assets/panel.css', 'assets/widgets.js'])}o(()=>import("./dialog.js"),__vite__mapDeps([0,2,1]));p(()=>import("./widgets.js"),__vite__mapDeps([2]))`;
  const plain = chunk('assets/panel.js');
  plain.code = 'export{}';
  return Object.fromEntries(
    [entry, app, runtime, users, plain].map((output) => [output.fileName, output]),
  );
}

/** The file names each `__vite__mapDeps([…])` of a chunk resolves to, run as the browser runs it. */
function preloads(bundle: Rollup.OutputBundle, fileName: string): string[][] {
  const code = (bundle[fileName] as Rollup.OutputChunk).code;
  const page: Record<string, unknown> = {};
  // The initial chunk's first line sets the page's table; the chunk's own line and lists run after.
  const host = (bundle['assets/app.js'] as Rollup.OutputChunk).code.split('\n')[0]!;
  new Function('globalThis', host)(page);
  const calls = [...code.matchAll(/__vite__mapDeps\(\[[-\d,]*\]\)/g)].map((call) => call[0]);
  return new Function(GLOBAL_TABLE, `${code.split('\n')[0]}\nreturn [${calls.join(',')}];`)(
    page[GLOBAL_TABLE],
  ) as string[][];
}

describe('the shared preload table', () => {
  it('keeps what every import preloads, by the same names in the same order', () => {
    const expected = {
      'assets/entry.js': [['assets/mock.js']],
      'assets/users.js': [
        ['assets/dialog.js', 'assets/widgets.js', 'assets/panel.css'],
        ['assets/widgets.js'],
      ],
    };
    const bundle = bundleWithTables();
    shareTable(bundle);
    for (const [fileName, lists] of Object.entries(expected))
      expect(preloads(bundle, fileName)).toEqual(lists);
    expect((bundle['assets/app.js'] as Rollup.OutputChunk).code).toContain(
      `globalThis.${GLOBAL_TABLE}=["assets/panel.js","assets/panel.css","assets/users.js"]`,
    );
  });

  it('names in a chunk only the files the initial table does not hold', () => {
    const bundle = bundleWithTables();
    shareTable(bundle);
    const users = (bundle['assets/users.js'] as Rollup.OutputChunk).code;
    expect(users).toContain('d=["assets/dialog.js","assets/widgets.js"]');
    expect(users).not.toContain('panel.css');
    expect(users).toContain('__vite__mapDeps([-1,-2,1])');
  });

  it('leaves the table of a chunk that runs before the initial one as it was', () => {
    const bundle = bundleWithTables();
    const runtime = (bundle['assets/runtime.js'] as Rollup.OutputChunk).code;
    shareTable(bundle);
    expect((bundle['assets/runtime.js'] as Rollup.OutputChunk).code).toBe(runtime);
  });

  it("moves the source map's columns after a list whose length changed, on its line only", () => {
    const bundle = bundleWithTables();
    const users = bundle['assets/users.js'] as Rollup.OutputChunk;
    const code = users.code.split('\n')[1]!;
    const after = code.indexOf('p(()=>');
    // Line 0: the table (nothing mapped); line 1: a segment at the start and one after the lists.
    bundle['assets/users.js.map'] = {
      type: 'asset',
      fileName: 'assets/users.js.map',
      source: JSON.stringify({
        version: 3,
        sources: ['src/users.tsx'],
        mappings: encode([
          [],
          [
            [0, 0, 0, 0],
            [after, 0, 1, 0],
          ],
        ]),
      }),
    } as Rollup.OutputAsset;
    shareTable(bundle);
    const line = users.code.split('\n')[1]!;
    const map = JSON.parse(String((bundle['assets/users.js.map'] as Rollup.OutputAsset).source));
    const [first, second] = decode(map.mappings)[1]!;
    expect(first![0]).toBe(0);
    expect(second![0]).toBe(line.indexOf('p(()=>'));
    expect(line.indexOf('p(()=>')).not.toBe(after);
  });

  it('changes nothing in a bundle without tables', () => {
    const bundle = { 'assets/entry.js': chunk('assets/entry.js', { entry: true }) };
    const code = bundle['assets/entry.js'].code;
    shareTable(bundle);
    expect(bundle['assets/entry.js'].code).toBe(code);
  });
});
