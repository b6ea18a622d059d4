import type { Plugin } from 'vite';
import { barrelEntries } from './deep-imports.ts';

/** A page's or a layout's route-split chunk: its component and loader (TanStack Router's plugin). */
const ROUTE_COMPONENT = /[\\/]src[\\/]routes[\\/].+\?tsr-split=component/;
const LOGIN = /[\\/]src[\\/]routes[\\/]login\.tsx\?/;
const SHELL = /[\\/]src[\\/]routes[\\/]_authenticated\.tsx\?/;
const LAYOUT = /[\\/]src[\\/]routes[\\/](_authenticated|_authenticated[\\/]_admin)\.tsx\?/;
/** A record's page: a `$param` in its path (`videos/$videoId.tsx`, `contests/$contestId/edit.tsx`). */
const RECORD = /[\\/]\$\w+(\.tsx|[\\/])/;

/**
 * `base`, `panel`, `widgets`, `charts`, or `lists<count>:` / `forms<count>:` and the pages that draw
 * the module.
 */
type ChunkName = string;
/** The chunks of what loads when opened. */
const ON_DEMAND = new Set<ChunkName>(['widgets', 'charts']);
/** The charts' library: what reaches it is a chart widget. */
const CHART_LIBRARY = /[\\/]node_modules[\\/](@mantine[\\/]charts|recharts)[\\/]/;
/** More lists than the panel will have; a module drawn by half of them goes to `panel`. */
const MOST_LISTS = 32;
/** More pages with a form (/login, the records') than the panel will have. */
const MOST_FORMS = 8;
/**
 * A lists' chunk whose modules' code (before minifying) is shorter than this, about 1.5 KiB gzip,
 * joins a chunk of more lists, its own among them: a file less for each of its lists, which over
 * HTTP/1.1 fetch six at a time, and a little more code for the others.
 */
const SMALL_GROUP = 5000;

/**
 * Which shared chunk a module goes to, from the routes that draw it in their first paint (the route
 * chunks that import it statically, directly or not):
 * - `base`: drawn by /login and by the shell around every other page (or by at least half of the
 *   pages): buttons, fields, the HTTP client;
 * - `panel`: the rest of what the shell or at least half of the pages draw (the table kit);
 * - `widgets`: a library module no first paint draws, shared by what loads when opened (menus,
 *   selects, dialogs, popovers): one chunk, fetched with the first of them;
 * - `charts`: the same, drawn by the charts only (recharts, d3): ~100 KiB gzip a menu, a dialog or
 *   a notice does not fetch;
 * - `lists:…`: drawn by a few lists and shared with anything else (a record's page, a widget): one
 *   chunk per set of lists that draw it. The bundler would cut a chunk per set of everything that
 *   imports a module, so a list fetched a dozen files of 0.1–1 KiB each, and gzip compresses files
 *   apart; a record's page or a widget may fetch a little more of a list's code instead;
 * - `forms:…`: drawn by no list, by a few of /login and the records' pages (fields, form helpers)
 *   and shared with anything else: one chunk per set of those pages, for the same reason. The
 *   bundler had cut a record's page into fifty files, and over HTTP/1.1 a browser fetches six at a
 *   time;
 * - none: drawn by one page only, or the panel's own code of a widget, left to the bundler (its
 *   route's chunk, or a chunk shared by the few that need it).
 * The initial chunk (`app`) takes its modules before these groups.
 */
export function createChunkGroups() {
  let names: Map<string, ChunkName> | undefined;
  let graph: Map<string, readonly string[]> = new Map();
  /** Each module's code before minifying, in characters (unknown: never small). */
  let codeSize = new Map<string, number>();
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
    const chartRoots = new Set(
      [...reachedLazily]
        .filter(([id]) => CHART_LIBRARY.test(id))
        .flatMap(([, reachers]) => [...reachers]),
    );
    const pages = roots.filter((root) => !LAYOUT.test(root) && !LOGIN.test(root));
    const result = new Map<string, ChunkName>();
    for (const id of graph.keys()) {
      const by = [...(reachedBy.get(id) ?? [])];
      const everywhere =
        by.some((root) => SHELL.test(root)) ||
        by.filter((root) => pages.includes(root)).length * 2 >= pages.length;
      if (by.length === 0) {
        // A library of one widget only stays with that widget; one only the charts draw goes to
        // the charts' chunk, so that a menu or a dialog does not fetch the charts' library.
        const lazyBy = [...(reachedLazily.get(id) ?? [])];
        if (/[\\/]node_modules[\\/]/.test(id) && lazyBy.length > 1)
          result.set(id, lazyBy.every((root) => chartRoots.has(root)) ? 'charts' : 'widgets');
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
    for (const [id, name] of result) if (ON_DEMAND.has(name) && drags(id)) result.delete(id);

    const lists = pages.filter((root) => !RECORD.test(root));
    const listIndex = new Map(lists.map((root, index) => [root, index.toString(36)]));
    const forms = roots.filter((root) => LOGIN.test(root) || RECORD.test(root));
    const formIndex = new Map(forms.map((root, index) => [root, index.toString(36)]));
    /** `lists3:4-9-d`: the group of a set of pages, named by their places. */
    const setName = (kind: string, drawnBy: string[], index: Map<string, string>) =>
      `${kind}${drawnBy.length}:${drawnBy
        .map((root) => index.get(root))
        .sort()
        .join('-')}`;
    // A module the widgets' chunk imports stays out: a list's chunk would come with the widgets.
    const widgetImports = new Set(
      [...result].flatMap(([id, name]) => (ON_DEMAND.has(name) ? (graph.get(id) ?? []) : [])),
    );
    const listsOf = new Map<string, string>();
    for (const id of graph.keys()) {
      if (result.has(id) || initial.has(id) || widgetImports.has(id)) continue;
      const by = [...(reachedBy.get(id) ?? [])];
      const drawnBy = by.filter((root) => listIndex.has(root));
      const users = by.length + (reachedLazily.get(id)?.size ?? 0);
      if (users < 2) continue;
      if (drawnBy.length === 0) {
        const formsBy = by.filter((root) => formIndex.has(root));
        if (formsBy.length > MOST_FORMS)
          throw new Error(`chunk-groups: more than ${MOST_FORMS} pages with a form`);
        if (formsBy.length > 0) listsOf.set(id, setName('forms', formsBy, formIndex));
        continue;
      }
      if (by.some((root) => LOGIN.test(root))) continue;
      if (drawnBy.length > MOST_LISTS)
        throw new Error(`chunk-groups: more than ${MOST_LISTS} lists`);
      listsOf.set(id, setName('lists', drawnBy, listIndex));
    }
    // A group takes the imports no group took before it: a module joins its lists' chunk only when
    // each of its imports is in an earlier group (the shared chunks, or the chunk of more lists: what
    // a module imports is drawn by the same lists or more), or joins the same chunk.
    const joins = new Map<string, boolean>();
    const joined = (id: string): boolean => {
      if (initial.has(id) || result.has(id)) return true;
      if (!listsOf.has(id)) return false;
      if (!joins.has(id)) {
        joins.set(id, true);
        joins.set(id, (graph.get(id) ?? []).every(joined));
      }
      return joins.get(id)!;
    };
    for (const [id, name] of listsOf) if (joined(id)) result.set(id, name);
    joinSmallGroups(result);
    return result;
  }

  /**
   * Each small lists' chunk joins the chunk of the fewest more lists, its own among them, where its
   * modules' imports already are: in an earlier group (the shared chunks, a chunk of yet more lists)
   * or in that chunk. A group takes its modules' imports with it, so one imported from a later
   * group would take that group's lists along.
   */
  function joinSmallGroups(result: Map<string, ChunkName>): void {
    const members = new Map<ChunkName, string[]>();
    for (const [id, name] of result) {
      if (!name.startsWith('lists')) continue;
      if (!members.has(name)) members.set(name, []);
      members.get(name)!.push(id);
    }
    const listsIn = (name: ChunkName) => name.slice(name.indexOf(':') + 1).split('-');
    const size = (name: ChunkName) =>
      members.get(name)!.reduce((sum, id) => sum + (codeSize.get(id) ?? Infinity), 0);
    const into = new Map<ChunkName, ChunkName>();
    const finalName = (name: ChunkName) => into.get(name) ?? name;
    // The chunks of more lists first: where one goes is settled before a smaller one joins it.
    const byLists = [...members.keys()].sort((a, b) => listsIn(b).length - listsIn(a).length);
    for (const name of byLists) {
      if (size(name) >= SMALL_GROUP) continue;
      const own = listsIn(name);
      const candidates = byLists
        .filter((other) => {
          const lists = listsIn(other);
          return lists.length > own.length && own.every((list) => lists.includes(list));
        })
        .map(finalName)
        .sort((a, b) => listsIn(a).length - listsIn(b).length);
      const target = candidates.find((candidate) =>
        members.get(name)!.every((id) =>
          (graph.get(id) ?? []).every((imported) => {
            const group = result.get(imported);
            if (initial.has(imported) || group === undefined || !group.startsWith('lists'))
              return true;
            const where = finalName(group);
            return (
              where === name ||
              where === candidate ||
              listsIn(where).length > listsIn(candidate).length
            );
          }),
        ),
      );
      if (target) into.set(name, target);
    }
    for (const [id, name] of result) if (into.has(name)) result.set(id, into.get(name)!);
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
      codeSize = new Map();
      names = undefined;
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        graph.set(id, info?.importedIds ?? []);
        if (typeof info?.code === 'string') codeSize.set(id, info.code.length);
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
  /**
   * The chunks of a few pages, one group per kind and number of pages (more than half of the lists
   * go to `panel`): the chunks of more pages first, so they take their modules before a chunk of
   * fewer takes them as its modules' imports; the lists' before the forms', whose pages draw the
   * lists' modules too.
   */
  const sets = (kind: 'lists' | 'forms', count: number, priority: number) => ({
    name: (id: string) => {
      const name = nameOf(id);
      return name?.startsWith(`${kind}${count}:`) ? name : null;
    },
    // A name made by a function has no name of its own in the bundler's timing report.
    debugName: `${kind}${count}`,
    priority,
  });
  const top = MOST_FORMS + MOST_LISTS;
  return {
    plugin,
    /** The priority above these groups: the caller's own group of the initial chunk. */
    priority: top + 4,
    groups: [
      group('base', top + 3),
      group('panel', top + 2),
      group('widgets', top + 1),
      group('charts', top + 1),
      ...Array.from({ length: MOST_LISTS }, (_, index) =>
        sets('lists', MOST_LISTS - index, top - index),
      ),
      ...Array.from({ length: MOST_FORMS }, (_, index) =>
        sets('forms', MOST_FORMS - index, MOST_FORMS - index),
      ),
    ],
  };
}
