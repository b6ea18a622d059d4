import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { apiIdle, cookieValue, expect, HOME, login, ROW, test } from '../fixtures';
import { AREAS, paramOf, withIds } from '../areas';
import { DEPLOYED_URL, MOCK_SERVER_URL } from '../ports';

/**
 * The panel as deployed: the real-API build behind Debian's nginx with the configuration of
 * deploy/nginx.conf.template (scripts/nginx-config.ts), against the mock server on another origin.
 * The Content-Security-Policy is the subject: no page of the panel breaks it, and it stops a script
 * that got into the page.
 */

// The project `real-api`'s build and mock server, as nginx serves them.
test.use({ baseURL: DEPLOYED_URL });

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

interface CspReports {
  /** The browser's `securitypolicyviolation` events. */
  events: Violation[];
  /** Console errors naming the policy (the browser logs what it refused). */
  console: string[];
}

/**
 * Every CSP violation of the context's pages from now on, listened to before any script of the page
 * runs.
 */
async function watchCsp(context: BrowserContext): Promise<CspReports> {
  const reports: CspReports = { events: [], console: [] };
  await context.exposeFunction('__cspViolation', (violation: Violation) => {
    reports.events.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (
        window as unknown as { __cspViolation: (v: Violation) => Promise<void> }
      ).__cspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      reports.console.push(message.text());
  });
  return reports;
}

/** The first item of a list of the mock server, read with the session of the page. */
async function firstId(page: Page, list: string): Promise<number> {
  const token = await cookieValue(page.context(), 'accessToken');
  const answer = await page.request.get(`${MOCK_SERVER_URL}/api/admin/${list}?page=1&limit=10`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `${list}: ${answer.status()} ${await answer.text()}`).toBe(true);
  const { result } = (await answer.json()) as { result: { items: { id: number }[] } };
  return result.items[0]!.id;
}

/** The served index.html's inline scripts, hashed as CSP does. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** Every nonce the served page carries (its meta element and its tags). */
const noncesOf = (html: string) =>
  [...html.matchAll(/ nonce="([^"]*)"/g)].map(([, nonce]) => nonce);

for (const scheme of ['light', 'dark'] as const) {
  test(`every page of the panel, logged in as an administrator, runs without a CSP violation (${scheme})`, async ({
    page,
    context,
  }) => {
    const csp = await watchCsp(context);
    // The panel follows the system's scheme until one is chosen.
    await page.emulateMedia({ colorScheme: scheme });
    await login(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);

    // The first record of each area that has a page of its own, by its parameter (`videoId`).
    const ids: Record<string, number> = {};
    for (const area of AREAS) {
      const param = area.paths.map(paramOf).find((name) => name !== null);
      if (param) ids[param] = await firstId(page, area.api);
    }
    const { videoId } = ids;
    // docs/product.md#routes, each opened by its address (nginx answers index.html for every
    // route): where it lands.
    const routes: [string, string][] = [
      ['/', '/users'],
      ['/moderation', HOME],
      ...AREAS.flatMap(({ paths }) =>
        paths.map((path): [string, string] => [withIds(path, ids), withIds(path, ids)]),
      ),
      ['/login', HOME],
      ['/no-such-page', '/no-such-page'],
    ];
    for (const [route, landing] of routes) {
      await page.goto(route);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await apiIdle(page);
      if (route === `/moderation/videos/${videoId}`) {
        // The media come from the API's origin: the player gets the video's metadata.
        const player = page.locator('video');
        await expect(player).toHaveAttribute('src', new RegExp(`^${MOCK_SERVER_URL}/`));
        await expect
          .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
          .toBeGreaterThanOrEqual(1);
      }
      if (route === '/users') {
        const avatar = page.getByRole('table').locator(`img[src^="${MOCK_SERVER_URL}/"]`).first();
        await expect
          .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
    }
    await expect(page.getByText('Страница не найдена')).toBeVisible();

    // The styles written at run time: the scheme changed by hand (Mantine stops transitions meanwhile
    // with a <style> of its own). A dialog writes none (its scroll lock is a rule of the build's
    // style sheet).
    // Counted once the page is drawn with its rows: the page's own components write theirs as they
    // are first drawn, and the load event comes before the rows.
    await page.goto('/finance/stocks');
    await expect(page.getByRole('table', { name: 'Акции' }).locator(ROW).first()).toBeVisible();
    await apiIdle(page);
    const before = await page.evaluate(() => document.querySelectorAll('style').length);
    await page.getByRole('button', { name: 'Новая акция' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const other = scheme === 'light' ? 'Тёмная' : 'Светлая';
    await page.getByRole('button', { name: /^Тема:/ }).click();
    await page.getByRole('menuitem', { name: other }).click();
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      scheme === 'light' ? 'dark' : 'light',
    );
    // Every <style> of the page carries the answer's nonce.
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => style.nonce),
    );
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles).size).toBe(1);
    expect(styles[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(csp).toEqual({ events: [], console: [] });
  });
}

test('a script or a style injected into the page is refused and reported', async ({
  page,
  context,
}) => {
  const csp = await watchCsp(context);
  await login(page, 'moderator');

  const ran = await page.evaluate(async () => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = "inline";';
    document.head.append(inline);
    // An inline handler of a broken image: the image's error event fires whether or not it runs.
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.__injected = "handler";');
    const failed = new Promise((resolve) => handler.addEventListener('error', resolve));
    handler.src = 'data:,broken';
    document.body.append(handler);
    await failed;
    // A string as code.
    let evaluated: string;
    try {
      evaluated = (0, eval)('"ran"') as string;
    } catch (error) {
      evaluated = (error as Error).name;
    }
    // A style sheet without the answer's nonce, and a style attribute written as markup.
    const style = document.createElement('style');
    style.textContent = 'body { visibility: hidden; }';
    document.head.append(style);
    const styled = document.createElement('div');
    styled.setAttribute('style', 'position: fixed; inset: 0; background: red;');
    document.body.append(styled);
    return {
      injected: (window as unknown as { __injected?: string }).__injected ?? null,
      evaluated,
      hidden: getComputedStyle(document.body).visibility === 'hidden',
      covered: getComputedStyle(styled).position === 'fixed',
    };
  });

  expect(ran).toEqual({ injected: null, evaluated: 'EvalError', hidden: false, covered: false });
  await expect
    .poll(() => csp.events.map(({ directive, blocked }) => `${directive} ${blocked}`).sort())
    .toEqual([
      'script-src eval',
      'script-src-attr inline',
      'script-src-elem inline',
      'style-src-attr inline',
      'style-src-elem inline',
    ]);
  // Each element and attribute refused with a console error (a refused eval throws instead).
  expect(csp.console).toHaveLength(4);
  for (const message of csp.console)
    expect(message).toMatch(/inline .*The action has been blocked/);
  // The page itself still works.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('as served by nginx', () => {
  test('the documents carry the policy and the security headers, with a nonce of their own, never a 304', async ({
    request,
  }) => {
    const seen = new Set<string>();
    for (const path of ['/', '/users/5', '/index.html', '/users/5']) {
      const answer = await request.get(path, {
        // What a browser that kept the page sends: the page must still come whole, with a new nonce.
        headers: { 'If-Modified-Since': new Date().toUTCString(), 'If-None-Match': '*' },
      });
      expect(answer.status()).toBe(200);
      const headers = answer.headers();
      const html = await answer.text();
      expect(html).toContain('<div id="root"></div>');
      const hashes = inlineScriptHashes(html);
      // The colour scheme, the early keys' listener, the page's first chunks (scripts/vite/).
      expect(hashes.length).toBe(3);
      const nonces = new Set(noncesOf(html));
      expect(nonces.size).toBe(1);
      const [nonce] = nonces;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      seen.add(nonce!);
      expect(headers['content-security-policy']).toBe(
        [
          "default-src 'none'",
          `script-src 'self' ${hashes.join(' ')}`,
          `style-src 'self' 'nonce-${nonce}'`,
          `img-src 'self' data: ${MOCK_SERVER_URL}`,
          `media-src 'self' ${MOCK_SERVER_URL}`,
          `connect-src 'self' ${MOCK_SERVER_URL}`,
          "font-src 'self'",
          "manifest-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
      expect(headers).toMatchObject({
        'cache-control': 'no-cache',
        'content-type': 'text/html; charset=utf-8',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
      expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)(,|$)/);
      // No validator: every load gets the page whole, its nonce and its policy's together.
      expect(headers['etag']).toBeUndefined();
      expect(headers['last-modified']).toBeUndefined();
    }
    expect(seen.size).toBe(4);
    // The other files keep theirs.
    expect((await request.get('/logo.svg')).headers()['etag']).toBeTruthy();
  });

  test('hashed assets are cached for a year and compressed; a missing one is a 404', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(
      html,
    )?.[1];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    for (const [asset, type] of [
      [script!, 'application/javascript; charset=utf-8'],
      [style!, 'text/css; charset=utf-8'],
    ] as const) {
      for (const encoding of ['gzip', 'br']) {
        const answer = await request.get(asset, { headers: { 'Accept-Encoding': encoding } });
        expect(answer.status()).toBe(200);
        expect(answer.headers()).toMatchObject({
          'cache-control': 'public, max-age=31536000, immutable',
          'content-type': type,
          'content-encoding': encoding,
          vary: 'Accept-Encoding',
          'x-content-type-options': 'nosniff',
        });
      }
    }
    const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();

    // The document is compressed too, after its nonce was written in.
    for (const encoding of ['gzip', 'br']) {
      const page = await request.get('/users', { headers: { 'Accept-Encoding': encoding } });
      expect(page.headers()['content-encoding']).toBe(encoding);
      const nonces = noncesOf(await page.text());
      expect(nonces.length).toBeGreaterThan(0);
      expect(page.headers()['content-security-policy']).toContain(`'nonce-${nonces[0]}'`);
    }

    // An old tab asking for a chunk of another deployment gets a 404, not index.html for a year.
    const missing = await request.get('/assets/index-missing.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // The build's stamp and any other dotfile are not served.
    expect((await request.get('/.real-api-build.json')).status()).toBe(404);
  });
});
