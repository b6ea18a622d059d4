// @vitest-environment jsdom
import type { IndexHtmlTransformContext } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteFiles, routePreloads, urlPatternOf } from './route-preloads';
import { sampleBundle } from './sample-bundle';

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
  const bundle = sampleBundle();
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
