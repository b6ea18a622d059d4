import type { Plugin, Rollup } from 'vite';
import { staticImports } from './bundle.ts';

/**
 * Shorter preload lists: a chunk that imports another on demand lists the scripts that one needs
 * (Vite's `__vitePreload`), fetched at once instead of one import level at a time. The scripts the
 * importing chunk imports statically are running already: naming them again only weighs on the
 * importing chunk (every list page's first paint carries such lists). Style sheets stay listed: Vite
 * loads them only through these lists.
 */
export function preloadLists() {
  let bundle: Rollup.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();

  /** The scripts a chunk imports statically, directly or not. */
  function running(fileName: string): Set<string> {
    let found = closures.get(fileName);
    if (!found && bundle) {
      found = staticImports(bundle, [fileName]);
      closures.set(fileName, found);
    }
    return found ?? new Set();
  }

  const plugin: Plugin = {
    name: 'short-preload-lists',
    apply: 'build',
    // Before Vite writes the lists (its own generateBundle): the finished chunks and their imports.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
  };

  const resolveDependencies = (
    _fileName: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    if (hostType !== 'js' || !bundle) return deps;
    const imported = running(hostId);
    return deps.filter((dep) => !imported.has(dep));
  };

  return { plugin, resolveDependencies };
}
