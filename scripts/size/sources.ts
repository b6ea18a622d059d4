/**
 * What a page's first paint carries, by source: each chunk's gzip bytes shared among the sources its
 * source map gives its code to, in proportion to their raw bytes (gzip compresses a chunk as one
 * stream, so a source's share is an estimate; the totals are exact). Code the map gives to no source
 * is the bundler's own: imports and exports between chunks, the lists of files to preload.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export const BUNDLER = '(the bundler: chunk links, preload lists)';

/**
 * A source's name at `depth`: a package (`@mantine/core`, `react-dom`) and its folders below, or
 * the project's folders (`src/shared/table`) and files. `path`: the source's path from the project.
 */
export function sourceName(path: string | null, depth: number): string {
  if (!path) return BUNDLER;
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(.*))?$/);
  if (inPackage) {
    const [, name, rest = ''] = inPackage;
    return [name, ...rest.split('/').filter(Boolean)].slice(0, depth).join('/');
  }
  return path
    .replace(/\?.*$/, '')
    .split('/')
    .slice(0, depth + 1)
    .join('/');
}

/**
 * Gzip bytes per source name in `code`, whose source map is `map`; the map's sources are paths from
 * `mapDir`, named from the project's root `root`.
 */
export function sourcesOfChunk(
  code: string,
  map: RawSourceMap,
  depth: number,
  { mapDir = '.', root = '.' } = {},
): Map<string, number> {
  const gzip = gzipSync(code, { level: 9 }).length;
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index >= 0; index = code.indexOf('\n', index + 1))
    lineStarts.push(index + 1);
  const starts: [number, string | null][] = [];
  new SourceMapConsumer(map).eachMapping((mapping) =>
    starts.push([
      (lineStarts[mapping.generatedLine - 1] ?? 0) + mapping.generatedColumn,
      mapping.source,
    ]),
  );
  starts.sort((a, b) => a[0] - b[0]);
  // Up to the first mapping, and from each mapping to the next: its source's bytes.
  const ends = [...starts.slice(1).map(([start]) => start), code.length];
  const raw = new Map([[BUNDLER, starts[0]?.[0] ?? code.length]]);
  starts.forEach(([start, source], index) => {
    const end = ends[index] ?? code.length;
    const name = sourceName(source && relative(root, resolve(mapDir, source)), depth);
    raw.set(name, (raw.get(name) ?? 0) + end - start);
  });
  return new Map([...raw].map(([name, bytes]) => [name, (bytes / code.length) * gzip]));
}

/**
 * Gzip bytes per source name over `files` of `distDir`, largest first. A file without a source map
 * is the bundler's own (its runtime); a build without any has none to read.
 */
export function sourcesOfFiles(
  distDir: string,
  files: string[],
  depth: number,
): [string, number][] {
  const total = new Map<string, number>();
  const add = (name: string, bytes: number) => total.set(name, (total.get(name) ?? 0) + bytes);
  let mapped = 0;
  for (const file of files) {
    const code = readFileSync(join(distDir, file), 'utf8').replace(
      /\n\/\/# sourceMappingURL=.*$/,
      '',
    );
    const mapPath = join(distDir, `${file}.map`);
    if (!existsSync(mapPath)) {
      add(BUNDLER, gzipSync(code, { level: 9 }).length);
      continue;
    }
    mapped += 1;
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap;
    const paths = { mapDir: dirname(mapPath), root: process.cwd() };
    for (const [name, bytes] of sourcesOfChunk(code, map, depth, paths)) add(name, bytes);
  }
  if (mapped === 0)
    throw new Error(
      `${distDir} has no source maps: npm run profile builds dist-profile/ with them.`,
    );
  return [...total].sort((a, b) => b[1] - a[1]);
}
