import type { Plugin } from 'vite';
import { barrelEntries } from './deep-imports.ts';

/** A page's or a layout's route-split chunk: its component and loader (TanStack Router's plugin). */
const ROUTE_COMPONENT = /[\\/]src[\\/]routes[\\/].+\?tsr-split=component/;
const LOGIN = /[\\/]src[\\/]routes[\\/]login\.tsx\?/;
const SHELL = /[\\/]src[\\/]routes[\\/]_authenticated\.tsx\?/;
const LAYOUT = /[\\/]src[\\/]routes[\\/](_authenticated|_authenticated[\\/]_admin)\.tsx\?/;

type ChunkName = 'base' | 'panel' | 'widgets';

/**
 * Which shared chunk a module goes to, from the routes that draw it in their first paint (the route
 * chunks that import it statically, directly or not):
 * - `base`: drawn by /login and by the shell around every other page (or by at least half of the
 *   pages): buttons, fields, the HTTP client;
 * - `panel`: the rest of what the shell or at least half of the pages draw (the table kit);
 * - `widgets`: a library module no first paint draws, shared by what loads when opened (menus,
 *   selects, dialogs, popovers): one chunk, fetched with the first of them;
 * - none: drawn by a few pages only (/login among them or not), or the panel's own code of a
 *   widget, left to the bundler (its route's chunk, or a chunk shared by the few that need it).
 * The initial chunk (`app`) takes its modules before these groups.
 */
export function createChunkGroups() {
  let names: Map<string, ChunkName> | undefined;
  let graph: Map<string, readonly string[]> = new Map();
  /** What the entry imports statically: the initial chunk's. */
  let initial = new Set<string>();
  const dynamic = new Map<string, readonly string[]>();

  /** Module → the given roots that import it statically, directly or not. */
  function reach(roots: string[]): Map<string, Set<string>> {
    const reachedBy = new Map<string, Set<string>>();
    for (const root of roots) {
      const stack = [root];
      const seen = new Set<string>();
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (!reachedBy.has(id)) reachedBy.set(id, new Set());
        reachedBy.get(id)!.add(root);
        // A package entry re-exports everything; the imports through it are made direct (deep-imports.ts).
        if (!barrelEntries.has(id)) stack.push(...(graph.get(id) ?? []));
      }
    }
    return reachedBy;
  }

  function classify(): Map<string, ChunkName> {
    const roots = [...graph.keys()].filter((id) => ROUTE_COMPONENT.test(id));
    const reachedBy = reach(roots);
    // What loads on demand: every module imported with import(), but the routes'.
    const lazyRoots = [...new Set([...dynamic.values()].flat())].filter(
      (id) => !roots.includes(id),
    );
    const reachedLazily = reach(lazyRoots);
    const pages = roots.filter((root) => !LAYOUT.test(root) && !LOGIN.test(root));
    const result = new Map<string, ChunkName>();
    for (const id of graph.keys()) {
      const by = [...(reachedBy.get(id) ?? [])];
      const everywhere =
        by.some((root) => SHELL.test(root)) ||
        by.filter((root) => pages.includes(root)).length * 2 >= pages.length;
      if (by.length === 0) {
        // A library of one widget only (the chart's) stays with that widget.
        if (/[\\/]node_modules[\\/]/.test(id) && (reachedLazily.get(id)?.size ?? 0) > 1)
          result.set(id, 'widgets');
      } else if (everywhere) {
        result.set(id, by.some((root) => LOGIN.test(root)) ? 'base' : 'panel');
      }
    }
    // A group takes its modules' imports with it: a library module of the widgets that imports a
    // module some page draws (and no group takes) stays out, or that page would fetch the widgets.
    const dragsAPage = new Map<string, boolean>();
    const drags = (id: string): boolean => {
      if (!dragsAPage.has(id)) {
        dragsAPage.set(id, false);
        const own = !initial.has(id) && reachedBy.has(id) && !result.has(id);
        dragsAPage.set(id, own || (graph.get(id) ?? []).some(drags));
      }
      return dragsAPage.get(id)!;
    };
    for (const [id, name] of result) if (name === 'widgets' && drags(id)) result.delete(id);
    return result;
  }

  const nameOf = (id: string): ChunkName | null => {
    names ??= classify();
    return names.get(id) ?? null;
  };

  /** Reads the module graph once the build has it. */
  const plugin: Plugin = {
    name: 'first-paint-chunk-groups',
    apply: 'build',
    buildEnd() {
      graph = new Map();
      names = undefined;
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        graph.set(id, info?.importedIds ?? []);
        dynamic.set(id, info?.dynamicallyImportedIds ?? []);
        if (info?.isEntry) entries.push(id);
      }
      initial = new Set();
      const stack = [...entries];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (initial.has(id)) continue;
        initial.add(id);
        stack.push(...(graph.get(id) ?? []));
      }
    },
  };

  const group = (name: ChunkName, priority: number) => ({
    name,
    priority,
    test: (id: string) => nameOf(id) === name,
  });
  return { plugin, groups: [group('base', 3), group('panel', 2), group('widgets', 1)] };
}
