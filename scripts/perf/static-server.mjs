/** The benchmark's static server: what nginx with gzip on and `try_files $uri /index.html` would do. */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Served by the benchmark's static server, never part of the build. */
export const FLOOR_PATH = '/__perf/floor';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

async function fileAt(dist, pathname) {
  const file = resolve(dist, `.${decodeURIComponent(pathname)}`);
  if (file !== dist && !file.startsWith(`${dist}${sep}`)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

const gzipped = new Map();

/**
 * The floor: what the /users page must do at least, and nothing else. The same request as the panel's
 * first list call (bearer token from the cookie, so a CORS preflight too), 20 rows drawn with plain
 * DOM, no framework, ~1 KiB of inline script.
 */
function floorPage(api) {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Пользователи — floor</title>
<style>body{font:14px system-ui,sans-serif;margin:16px}table{border-collapse:collapse;width:100%}td,th{padding:6px;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><main><h1>Пользователи</h1><table aria-label="Пользователи"><thead><tr><th>Никнейм</th><th>E-mail</th><th>Роль</th><th>Статус</th><th>Создан</th></tr></thead><tbody></tbody></table></main>
<script>
const token = (document.cookie.match(/(?:^|; )accessToken=([^;]*)/) || [])[1];
fetch(${JSON.stringify(`${api}/users?page=1&limit=20&sort=createdAt&order=desc`)}, {
  headers: { Authorization: 'Bearer ' + decodeURIComponent(token || '') },
}).then((r) => r.json()).then(({ result }) => {
  const body = document.querySelector('tbody');
  for (const u of result.items) {
    const tr = document.createElement('tr');
    for (const v of [u.nickname, u.email, u.role && u.role.name, u.status, new Date(u.createdAt).toLocaleString('ru-RU')]) {
      const td = document.createElement('td');
      td.textContent = v == null ? '—' : String(v);
      tr.append(td);
    }
    body.append(tr);
  }
});
</script></body></html>`;
}

/** Serves `dist` on `port` (the page of `origin`) and the floor, which calls `api`. */
export function startStaticServer({ dist, port, origin, api }) {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', origin);
    if (pathname === FLOOR_PATH) {
      const body = gzipSync(floorPage(api));
      res
        .writeHead(200, {
          'Content-Type': TYPES['.html'],
          'Cache-Control': 'no-cache',
          'Content-Encoding': 'gzip',
          'Content-Length': body.length,
        })
        .end(body);
      return;
    }
    let file = await fileAt(dist, pathname);
    // Missing hashed assets are 404s; any other path is a route of the SPA.
    if (!file && !pathname.startsWith('/assets/')) file = join(dist, 'index.html');
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    let body = await readFile(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 6 }));
      body = gzipped.get(file);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListening(server));
  });
}
