import { SourceMapGenerator } from 'source-map-js';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUNDLER, sourceName, sourcesOfChunk } from './sources';

describe('a first paint by source', () => {
  it('names a package by its name, the project by its folders, down to the depth asked', () => {
    expect(sourceName('node_modules/@mantine/core/esm/components/Button.mjs', 1)).toBe(
      '@mantine/core',
    );
    expect(sourceName('node_modules/react-dom/cjs/client.js', 2)).toBe('react-dom/cjs');
    expect(sourceName('src/shared/table/DataTable.tsx', 1)).toBe('src/shared');
    expect(sourceName('src/routes/login.tsx?tsr-split=component', 2)).toBe('src/routes/login.tsx');
    expect(sourceName(null, 1)).toBe(BUNDLER);
  });

  it("shares a chunk's gzip bytes among its sources by their raw bytes, the bundler's code too", () => {
    const table = 'function table(){return 1}'.repeat(3);
    const button = 'function button(){return 2}';
    const code = `import{a}from"./x.js";${table}${button}`;
    const map = new SourceMapGenerator({ file: 'chunk.js' });
    const at = (column: number, source: string) =>
      map.addMapping({
        generated: { line: 1, column },
        original: { line: 1, column: 0 },
        source,
      });
    at(22, '../../src/shared/table/DataTable.tsx');
    at(22 + table.length, '../../node_modules/@mantine/core/esm/Button.mjs');
    const sources = sourcesOfChunk(code, JSON.parse(map.toString()), 1, {
      mapDir: '/work/dist/assets',
      root: '/work',
    });
    const gzip = gzipSync(code, { level: 9 }).length;
    expect([...sources.keys()].sort()).toEqual([BUNDLER, '@mantine/core', 'src/shared']);
    expect(sources.get('src/shared')).toBeCloseTo((table.length / code.length) * gzip);
    expect(sources.get(BUNDLER)).toBeCloseTo((22 / code.length) * gzip);
    expect([...sources.values()].reduce((sum, bytes) => sum + bytes)).toBeCloseTo(gzip);
  });
});
