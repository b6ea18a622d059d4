import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { apiIdle, cookieValue, expect, HOME, login, test } from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * The panel as deployed: the real-API build behind Debian's nginx with the configuration of
 * deploy/nginx.conf.template (scripts/nginx-config.ts), against the mock server on another origin.
 * The Content-Security-Policy is the subject: no page of the panel breaks it, and it stops a script
 * that got into the page.
 */

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
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

test('every page of the panel, logged in as an administrator, runs without a CSP violation', async ({
  page,
  context,
}) => {
  const csp = await watchCsp(context);
  await login(page, 'admin');

  const [videoId, contestId, userId] = [
    await firstId(page, 'videos'),
    await firstId(page, 'contests'),
    await firstId(page, 'users'),
  ];
  // SPEC §2, each opened by its address (nginx answers index.html for every route): where it lands.
  const routes: [string, string][] = [
    ['/', '/users'],
    ['/moderation', HOME],
    ['/moderation/categories', '/moderation/categories'],
    ['/moderation/reasons-complaint', '/moderation/reasons-complaint'],
    ['/moderation/contests', '/moderation/contests'],
    [`/moderation/contests/${contestId}`, `/moderation/contests/${contestId}`],
    [`/moderation/contests/${contestId}/edit`, `/moderation/contests/${contestId}/edit`],
    [HOME, HOME],
    [`/moderation/videos/${videoId}`, `/moderation/videos/${videoId}`],
    ['/moderation/complaints', '/moderation/complaints'],
    ['/moderation/comments', '/moderation/comments'],
    ['/users', '/users'],
    ['/users/applications', '/users/applications'],
    [`/users/${userId}`, `/users/${userId}`],
    ['/finance/contribution', '/finance/contribution'],
    ['/finance/stocks', '/finance/stocks'],
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
  expect(csp).toEqual({ events: [], console: [] });
});

test('a script injected into the page is refused and reported', async ({ page, context }) => {
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
    return {
      injected: (window as unknown as { __injected?: string }).__injected ?? null,
      evaluated,
    };
  });

  expect(ran).toEqual({ injected: null, evaluated: 'EvalError' });
  await expect
    .poll(() => csp.events.map(({ directive, blocked }) => `${directive} ${blocked}`).sort())
    .toEqual(['script-src eval', 'script-src-attr inline', 'script-src-elem inline']);
  // The element and the handler, each refused with a console error (a refused eval throws instead).
  expect(csp.console).toHaveLength(2);
  for (const message of csp.console)
    expect(message).toMatch(/inline .*The action has been blocked/);
  // The page itself still works.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('as served by nginx', () => {
  test('the documents carry the policy and the security headers, revalidated on every load', async ({
    request,
  }) => {
    for (const path of ['/', '/users/5', '/index.html']) {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      const headers = answer.headers();
      const html = await answer.text();
      expect(html).toContain('<div id="root"></div>');
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      expect(headers['content-security-policy']).toBe(
        [
          "default-src 'none'",
          `script-src 'self' ${hashes.join(' ')}`,
          "style-src 'self' 'unsafe-inline'",
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
      expect(headers['etag']).toBeTruthy();
    }
  });

  test('hashed assets are cached for a year and compressed; a missing one is a 404', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
    const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(
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

    // The document is compressed too.
    const page = await request.get('/users', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');

    // An old tab asking for a chunk of another deployment gets a 404, not index.html for a year.
    const missing = await request.get('/assets/index-missing.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // The build's stamp and any other dotfile are not served.
    expect((await request.get('/.real-api-build.json')).status()).toBe(404);
  });
});
