import type { Plugin, Rollup } from 'vite';
import { staticClosure } from './bundle.ts';

/** A route file's chunk that holds its component and loader (TanStack Router's code splitting). */
const ROUTE_COMPONENT = /[\\/](src[\\/]routes[\\/].+\.tsx)\?tsr-split=.*component/;

/**
 * A route file's URL as the preload table matches it: `_authenticated/users/$userId.tsx` →
 * `/users/*`. Pathless layouts (`_name`) and `index` add no segment; a `$param` is any one segment.
 * `undefined` for the splat route (`$.tsx`): it matches whatever no page does.
 */
export function urlPatternOf(routeFile: string): string | undefined {
  const segments = routeFile
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route');
  if (segments.at(-1) === '$') return undefined;
  return `/${segments.map((segment) => (segment.startsWith('$') ? '*' : segment)).join('/')}`;
}

/** The route files around a page, outermost first: `_authenticated.tsx`, `_authenticated/_admin.tsx`… */
function layoutFilesOf(routeFile: string): string[] {
  const parts = routeFile.replace(/^src\/routes\//, '').split('/');
  const layouts = ['src/routes/__root.tsx'];
  for (let depth = 1; depth < parts.length; depth += 1) {
    const dir = `src/routes/${parts.slice(0, depth).join('/')}`;
    layouts.push(`${dir}.tsx`, `${dir}/route.tsx`);
  }
  return layouts;
}

/**
 * What the page at `location` needs first, asked for while index.html is parsed (runs in the page:
 * no closure over this module). `routes`: URL patterns with the indexes of their files in `files`,
 * the fixed ones before those with a `*`, so `/users/applications` wins over `/users/*`.
 */
export function preloadRouteFiles(
  routes: [string, number[]][],
  files: string[],
  base: string,
): void {
  const parts = location.pathname
    .slice(base.length - 1)
    .replace(/(.)\/$/, '$1')
    .split('/');
  for (const [pattern, indexes] of routes) {
    const segments = pattern.split('/');
    if (
      segments.length !== parts.length ||
      segments.some((segment, index) => segment !== '*' && segment !== parts[index])
    )
      continue;
    for (const file of indexes.map((index) => files[index]!)) {
      const link = document.createElement('link');
      // As Vite's preload helper asks for them later (CORS mode, style sheets as styles), so the
      // browser answers it from what it fetched now; a style sheet is applied only when the route's
      // chunk adds it, as before.
      if (file.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = base + file;
      document.head.appendChild(link);
    }
    return;
  }
}

/**
 * Modules a layout's pages load on demand at once (`src/routes/_authenticated.tsx`: the HTTP client,
 * for the guard's first call), by the layout's route file: they count among its pages' first scripts.
 */
export type LoadedBy = Record<string, string[]>;

/**
 * What each page's first paint runs: the scripts index.html loads on every page (`initial`), and per
 * URL pattern the chunks of its route and of the layouts around it with what they import statically,
 * less the initial ones (`pages`, the fixed patterns before those with a `*`).
 */
export function firstPaintScripts(
  bundle: Rollup.OutputBundle,
  loadedBy: LoadedBy = {},
): { initial: Set<string>; pages: [string, string[]][] } {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const closure = (roots: Rollup.OutputChunk[]) =>
    staticClosure(
      bundle,
      roots.map((chunk) => chunk.fileName),
    );
  const initial = closure(chunks.filter((chunk) => chunk.isEntry));
  const chunkOfRoute = new Map<string, Rollup.OutputChunk>();
  for (const chunk of chunks) {
    const routeFile = chunk.facadeModuleId?.match(ROUTE_COMPONENT)?.[1];
    if (routeFile) chunkOfRoute.set(routeFile.replaceAll('\\', '/'), chunk);
  }
  const chunkOfModule = (id: string) => {
    const chunk = chunks.find((one) =>
      one.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${id}`),
    );
    if (!chunk) throw new Error(`route-preloads: no chunk of its own for ${id}`);
    return chunk;
  };
  const routeFiles = [...chunkOfRoute.keys()];
  const isLayout = (file: string) =>
    routeFiles.some((other) => other.startsWith(`${file.replace(/\.tsx$/, '')}/`));
  const pages: [string, string[]][] = [];
  for (const routeFile of routeFiles) {
    const pattern = urlPatternOf(routeFile);
    if (!pattern || isLayout(routeFile) || routeFile.endsWith('__root.tsx')) continue;
    const layouts = [...layoutFilesOf(routeFile), routeFile];
    const roots = [
      ...layouts.map((file) => chunkOfRoute.get(file)),
      ...layouts.flatMap((file) => (loadedBy[file] ?? []).map(chunkOfModule)),
    ].filter((chunk) => chunk !== undefined);
    pages.push([pattern, [...closure(roots)].filter((file) => !initial.has(file))]);
  }
  const wildcards = (pattern: string) => pattern.split('*').length;
  pages.sort((a, b) => wildcards(a[0]) - wildcards(b[0]) || a[0].localeCompare(b[0]));
  return { initial, pages };
}

/**
 * Each page's first scripts and style sheets, asked for by index.html itself. Without it they are
 * asked for one after another: the entry chunk, then, once it has run, the HTTP client's chunk (the
 * first call), then, once React has rendered its providers, the routes' chunks. The table names, per
 * page, the chunks of its route and of the layouts around it with what they import statically, less
 * what index.html loads anyway; a page loads no other page's code.
 */
export function routePreloads({ loadedBy = {} }: { loadedBy?: LoadedBy } = {}): Plugin {
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files: string[] = [];
        const indexOf = (file: string) => {
          if (!files.includes(file)) files.push(file);
          return files.indexOf(file);
        };
        const routes: [string, number[]][] = firstPaintScripts(bundle, loadedBy).pages.map(
          ([pattern, scripts]) => {
            const styles = new Set<string>();
            for (const file of scripts)
              for (const css of (bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ??
                [])
                styles.add(css);
            return [pattern, [...styles, ...scripts].map(indexOf)];
          },
        );
        const args = [routes, files, base].map((value) => JSON.stringify(value)).join(',');
        // Before the entry's tags: an inline script after a style sheet waits for it to load; and
        // after the head's first tags (the charset is declared in the first 1,024 bytes).
        const entry = html.match(/<script type="module"[^>]*>/);
        if (!entry?.index) throw new Error('route-preloads: index.html has no module script');
        const nonce = entry[0].match(/\snonce="[^"]*"/)?.[0] ?? '';
        const script = `<script${nonce}>(${preloadRouteFiles.toString()})(${args});</script>\n    `;
        return html.slice(0, entry.index) + script + html.slice(entry.index);
      },
    },
  };
}
