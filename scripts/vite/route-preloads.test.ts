// @vitest-environment jsdom
import type { IndexHtmlTransformContext, Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteFiles, routePreloads, urlPatternOf } from './route-preloads';

const ROUTES = '/work/src/routes';

/** A chunk of a fake bundle: what the plugin reads of it. */
function chunk(
  fileName: string,
  {
    facade,
    imports = [],
    css = [],
    entry = false,
  }: Partial<{
    facade: string;
    imports: string[];
    css: string[];
    entry: boolean;
  }> = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade ?? null,
    isEntry: entry,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

/** The page's head after the plugin's script has run at `path`. */
function preloadsAt(path: string, html: string): string[] {
  const script = html.match(/<script>(\(function preloadRouteFiles[\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error('no preload script in the page');
  history.replaceState(null, '', path);
  document.head.replaceChildren();
  new Function(script)();
  return [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel}${link.as ? `:${link.as}` : ''} ${link.getAttribute('href')}`,
  );
}

function build() {
  const bundle: Rollup.OutputBundle = Object.fromEntries(
    [
      chunk('assets/entry.js', { entry: true, imports: ['assets/app.js'] }),
      chunk('assets/app.js'),
      chunk('assets/client.js', {
        facade: '/work/src/shared/api/client.ts',
        imports: ['assets/ky.js'],
      }),
      chunk('assets/ky.js'),
      chunk('assets/login.js', {
        facade: `${ROUTES}/login.tsx?tsr-split=component---loader`,
        imports: ['assets/app.js', 'assets/form.js'],
        css: ['assets/login.css'],
      }),
      chunk('assets/form.js'),
      chunk('assets/shell.js', {
        facade: `${ROUTES}/_authenticated.tsx?tsr-split=component---loader`,
        imports: ['assets/panel.js'],
        css: ['assets/shell.css'],
      }),
      chunk('assets/panel.js', { imports: ['assets/app.js'] }),
      chunk('assets/users.js', {
        facade: `${ROUTES}/_authenticated/users/index.tsx?tsr-split=component---loader`,
        imports: ['assets/panel.js', 'assets/table.js'],
      }),
      chunk('assets/table.js'),
      chunk('assets/applications.js', {
        facade: `${ROUTES}/_authenticated/users/applications.tsx?tsr-split=component`,
        imports: ['assets/table.js'],
      }),
      chunk('assets/user.js', {
        facade: `${ROUTES}/_authenticated/users/$userId.tsx?tsr-split=component---loader`,
        imports: ['assets/card.js'],
        css: ['assets/card.css'],
      }),
      chunk('assets/card.js'),
      chunk('assets/not-found.js', {
        facade: `${ROUTES}/_authenticated/$.tsx?tsr-split=component`,
      }),
    ].map((one) => [one.fileName, one]),
  );
  const plugin = routePreloads({
    loadedBy: { 'src/routes/_authenticated.tsx': ['src/shared/api/client.ts'] },
  });
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const transform = plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => string;
  };
  return transform.handler(
    '<head><meta charset="UTF-8"><script type="module" src="/assets/entry.js"></script></head>',
    { bundle },
  );
}

afterEach(() => {
  history.replaceState(null, '', '/');
  document.head.replaceChildren();
});

describe('route preloads', () => {
  it('names a route file by its URL, a parameter as any one segment', () => {
    expect(urlPatternOf('src/routes/login.tsx')).toBe('/login');
    expect(urlPatternOf('src/routes/_authenticated/users/index.tsx')).toBe('/users');
    expect(urlPatternOf('src/routes/_authenticated/_admin/finance/stocks.tsx')).toBe(
      '/finance/stocks',
    );
    expect(urlPatternOf('src/routes/_authenticated/moderation/contests/$contestId/edit.tsx')).toBe(
      '/moderation/contests/*/edit',
    );
    expect(urlPatternOf('src/routes/_authenticated/$.tsx')).toBeUndefined();
  });

  it("asks, before the entry script, for the page's route chunks, its layouts' and their CSS only", () => {
    const html = build();
    expect(html.indexOf('preloadRouteFiles')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('preloadRouteFiles')).toBeLessThan(html.indexOf('type="module"'));
    expect(preloadsAt('/users', html).sort()).toEqual([
      'modulepreload /assets/client.js',
      'modulepreload /assets/ky.js',
      'modulepreload /assets/panel.js',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/table.js',
      'modulepreload /assets/users.js',
      'preload:style /assets/shell.css',
    ]);
    // /login is outside the guarded layout: no shell, no HTTP client; the entry's chunks are in
    // index.html already.
    expect(preloadsAt('/login', html).sort()).toEqual([
      'modulepreload /assets/form.js',
      'modulepreload /assets/login.js',
      'preload:style /assets/login.css',
    ]);
  });

  it('prefers a fixed segment to a parameter, and takes a trailing slash', () => {
    const html = build();
    expect(preloadsAt('/users/applications/', html)).toContain(
      'modulepreload /assets/applications.js',
    );
    expect(preloadsAt('/users/applications', html)).not.toContain('modulepreload /assets/user.js');
    expect(preloadsAt('/users/42', html)).toContain('modulepreload /assets/user.js');
    expect(preloadsAt('/users/42', html)).toContain('preload:style /assets/card.css');
  });

  it('asks for nothing on a page it does not know (the not-found page loads as before)', () => {
    const html = build();
    expect(preloadsAt('/no/such/page', html)).toEqual([]);
    expect(preloadsAt('/users/42/more', html)).toEqual([]);
  });

  it('asks in CORS mode, as the module scripts and Vite later do', () => {
    history.replaceState(null, '', '/app/users');
    preloadRouteFiles([['/users', [0, 1]]], ['assets/a.js', 'assets/a.css'], '/app/');
    const links = [...document.head.querySelectorAll('link')];
    expect(
      links.map((link) => [link.rel, link.getAttribute('href'), link.hasAttribute('crossorigin')]),
    ).toEqual([
      ['modulepreload', '/app/assets/a.js', true],
      ['preload', '/app/assets/a.css', true],
    ]);
  });
});
