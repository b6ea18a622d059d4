import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, HINT_MIN_BYTES } from './compile-hints';
import { chunk, sampleBundle } from './sample-bundle';

function hinted(bundle: Rollup.OutputBundle, minBytes = 0): string[] {
  const plugin = compileHints({
    loadedBy: { 'src/routes/_authenticated.tsx': ['src/shared/api/client.ts'] },
    minBytes,
  });
  const generate = plugin.generateBundle as {
    handler: (options: unknown, bundle: Rollup.OutputBundle) => void;
  };
  generate.handler({}, bundle);
  return Object.values(bundle)
    .filter((output) => output.type === 'chunk' && output.code.startsWith(COMPILE_HINT))
    .map((output) => output.fileName)
    .sort();
}

describe('compile hints', () => {
  it("start every chunk of a page's first paint, and no chunk loaded later", () => {
    expect(hinted(sampleBundle())).toEqual(
      [
        'assets/app.js',
        'assets/card.js',
        'assets/client.js',
        'assets/entry.js',
        'assets/form.js',
        'assets/ky.js',
        'assets/login.js',
        'assets/panel.js',
        'assets/shell.js',
        'assets/table.js',
        'assets/user.js',
        'assets/users.js',
        'assets/applications.js',
      ].sort(),
    );
  });

  it('leave out a page chunk that only re-exports another chunk’s: it has no function', () => {
    const bundle = sampleBundle();
    const facade = chunk('assets/comments.js', {
      facade: '/work/src/routes/_authenticated/moderation/comments.tsx?tsr-split=component',
      imports: ['assets/table.js'],
      modules: [],
    });
    bundle[facade.fileName] = facade;
    const files = hinted(bundle);
    expect(files).toContain('assets/table.js');
    expect(files).not.toContain('assets/comments.js');
  });

  it('come first, once, and shift the source map by their line', () => {
    const bundle = sampleBundle();
    bundle['assets/entry.js.map'] = {
      type: 'asset',
      fileName: 'assets/entry.js.map',
      source: JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' }),
    } as Rollup.OutputAsset;
    hinted(bundle);
    const entry = bundle['assets/entry.js'] as Rollup.OutputChunk;
    expect(entry.code).toBe(`${COMPILE_HINT}/* assets/entry.js */`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const map = JSON.parse(String((bundle['assets/entry.js.map'] as Rollup.OutputAsset).source));
    expect(map.mappings).toBe(';AAAA');
  });

  it('leave out a chunk of the first paint smaller than their threshold', () => {
    const bundle = sampleBundle();
    (bundle['assets/app.js'] as Rollup.OutputChunk).code = 'x'.repeat(HINT_MIN_BYTES);
    (bundle['assets/table.js'] as Rollup.OutputChunk).code = 'x'.repeat(HINT_MIN_BYTES - 1);
    const files = hinted(bundle, HINT_MIN_BYTES);
    expect(files).toContain('assets/app.js');
    expect(files).not.toContain('assets/table.js');
    expect(files).not.toContain('assets/entry.js');
  });
});
