/**
 * What each page of a build needs before its first paint, read from Vite's manifest and index.html:
 * the initial scripts, the chunks of the page's route and of the layouts around it (TanStack Router
 * loads them together, each with its loader), everything those import statically, and their CSS.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();

/** Raw and gzip (level 9) bytes of built files. */
export function sizesOf(distDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const path = join(distDir, file);
    if (!gzipCache.has(path)) {
      const content = readFileSync(path);
      gzipCache.set(path, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    raw += gzipCache.get(path).raw;
    gzip += gzipCache.get(path).gzip;
  }
  return { raw, gzip };
}

/** Manifest keys reachable from `key` through static `imports` (the key itself included). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export function cssOf(manifest, keys) {
  const css = new Set();
  for (const key of keys) for (const file of manifest[key]?.css ?? []) css.add(file);
  return [...css];
}

/** `src/routes/_authenticated/users/$userId.tsx` → `/users/$userId`. */
export function urlOfRouteFile(file) {
  const path = file
    .replace(/^src\/routes/, '')
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((part) => part && part !== 'index' && part !== 'route' && !part.startsWith('_'))
    .join('/');
  return `/${path}`;
}

/**
 * The build as the browser meets it: index.html's scripts (and modulepreloads), the manifest, and
 * whether dynamic imports fetch their chunk's static imports at once (Vite's preload helper, present
 * when index.html carries modulepreload links) or one import level at a time.
 */
export function readBuild(distDir) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(
      `No ${manifestPath}: run \`npm run build\` first (build.manifest must be true).`,
    );
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const preloaded = [
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*\shref="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]);
  if (scripts.length === 0) throw new Error(`No module script in ${join(distDir, 'index.html')}.`);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keyOf = (file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`index.html loads ${file}, which the manifest does not list.`);
    return key;
  };
  const htmlKeys = [...scripts, ...preloaded].map(keyOf);
  const initialKeys = new Set();
  for (const key of htmlKeys) staticClosure(manifest, key, initialKeys);
  return {
    distDir,
    manifest,
    htmlKeys,
    initialKeys,
    entryLabel: scripts.map((file) => file.replace(/^assets\//, '')).join(' + '),
    preloadsDependencies: preloaded.length > 0,
    routePreloads: routePreloadsOf(html),
  };
}

/**
 * The files index.html asks for itself on some page (scripts/vite/route-preloads.ts): the table its
 * inline script is called with, `(function preloadRouteFiles(…) {…})(routes, files, base);`.
 */
function routePreloadsOf(html) {
  const call = html.match(/\(function preloadRouteFiles\([\s\S]*?\}\)\(([\s\S]*?)\);<\/script>/);
  if (!call) return new Set();
  const [, files] = JSON.parse(`[${call[1]}]`);
  return new Set(files);
}

/** The route-split chunk of a route file that holds its component (and its loader). */
function componentChunkOf(manifest, routeFile) {
  return Object.keys(manifest).find(
    (key) => key.startsWith(`${routeFile}?tsr-split=`) && key.includes('component'),
  );
}

/** The route files around a page, outermost first: `_authenticated.tsx`, `_authenticated/_admin.tsx`… */
function layoutFilesOf(routeFile) {
  const parts = routeFile.replace(/^src\/routes\//, '').split('/');
  const layouts = [];
  for (let depth = 1; depth < parts.length; depth += 1) {
    const dir = `src/routes/${parts.slice(0, depth).join('/')}`;
    layouts.push(`${dir}.tsx`, `${dir}/route.tsx`);
  }
  return layouts;
}

/**
 * The fetch levels of a set of chunks: level 1 is what index.html names; a chunk imported statically
 * by one of level n is of level n + 1 unless index.html preloads it; the route chunks are imported by
 * the initial code once it runs, one level after the deepest initial chunk; with the preload helper
 * their static imports are fetched with them, else one level per import. A route chunk index.html
 * asks for itself (with its imports) is of level 1.
 */
function fetchLevels(build, routeKeys) {
  const { manifest, htmlKeys, initialKeys, preloadsDependencies, routePreloads } = build;
  // Breadth first: a chunk is fetched as soon as the first chunk importing it has arrived.
  const levels = new Map(htmlKeys.map((key) => [key, 1]));
  const walk = (starts, step) => {
    let frontier = starts;
    while (frontier.length > 0) {
      const next = [];
      for (const key of frontier)
        for (const dep of manifest[key]?.imports ?? []) {
          if (levels.has(dep)) continue;
          levels.set(dep, levels.get(key) + step);
          next.push(dep);
        }
      frontier = next;
    }
  };
  walk(htmlKeys, 1);
  const initialDepth = Math.max(...[...initialKeys].map((key) => levels.get(key)));
  const fresh = routeKeys.filter((key) => !levels.has(key));
  const preloaded = fresh.filter((key) => routePreloads.has(manifest[key].file));
  for (const key of preloaded) levels.set(key, 1);
  walk(preloaded, 0);
  const late = fresh.filter((key) => !levels.has(key));
  for (const key of late) levels.set(key, initialDepth + 1);
  walk(late, preloadsDependencies ? 0 : 1);
  return Math.max(...levels.values());
}

/**
 * Every page of the build (a route file with a component that is no layout of others) with the JS
 * and CSS of its first paint and the fetch levels of its chain.
 */
export function firstPaintOfPages(build) {
  const { manifest, initialKeys, distDir } = build;
  const routeFiles = new Set(
    Object.keys(manifest)
      .filter((key) => key.startsWith('src/routes/') && key.includes('?tsr-split=component'))
      .map((key) => key.split('?')[0]),
  );
  const isLayout = (file) =>
    [...routeFiles].some((other) => other.startsWith(`${file.replace(/\.tsx?$/, '')}/`));
  const pages = [];
  for (const file of routeFiles) {
    if (isLayout(file) || file.endsWith('__root.tsx')) continue;
    const routeKeys = [...layoutFilesOf(file), file]
      .map((routeFile) => componentChunkOf(manifest, routeFile))
      .filter(Boolean);
    const keys = new Set(initialKeys);
    for (const key of routeKeys) staticClosure(manifest, key, keys);
    const jsFiles = [...new Set([...keys].map((key) => manifest[key].file))];
    const cssFiles = cssOf(manifest, keys);
    pages.push({
      file,
      url: urlOfRouteFile(file),
      js: sizesOf(distDir, jsFiles),
      css: sizesOf(distDir, cssFiles),
      jsFiles: jsFiles.length,
      files: jsFiles,
      cssFiles: cssFiles.length,
      levels: fetchLevels(build, routeKeys),
    });
  }
  return pages.sort((a, b) => b.js.gzip - a.js.gzip);
}
