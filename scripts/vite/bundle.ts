/** What the build's plugins read of a finished bundle, and how they change a chunk's source map. */
import type { Rollup } from 'vite';

/**
 * The chunks of `bundle` that `roots` import statically, directly or not; a root is in it only when
 * something walked imports it.
 */
export function staticImports(bundle: Rollup.OutputBundle, roots: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const output = bundle[stack.pop()!];
    if (output?.type !== 'chunk') continue;
    for (const imported of output.imports)
      if (!found.has(imported)) {
        found.add(imported);
        stack.push(imported);
      }
  }
  return found;
}

/** `roots` and what they import statically: what runs once they are loaded. */
export function staticClosure(bundle: Rollup.OutputBundle, roots: string[]): Set<string> {
  return new Set([...roots, ...staticImports(bundle, roots)]);
}

/**
 * Moves `chunk`'s source map as `change` says its mappings move, wherever the map is: the `.map`
 * file beside it (`build.sourcemap`) or the chunk's own.
 */
export function updateMappings(
  chunk: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
  change: (mappings: string) => string,
): void {
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === 'asset') {
    const map = JSON.parse(String(mapFile.source)) as { mappings: string };
    map.mappings = change(map.mappings);
    mapFile.source = JSON.stringify(map);
  } else if (chunk.map) chunk.map.mappings = change(chunk.map.mappings);
}
