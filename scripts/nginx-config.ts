/**
 * The production nginx configuration of a real-API build, from deploy/nginx.conf.template:
 *
 *   node scripts/nginx-config.ts --dist dist --api-url https://api.example.org [--port 8080]
 *     [--host 127.0.0.1] [--root /usr/share/www-panel] [--media-origin https://cdn.example.org]…
 *     [--brotli] [--workers auto] [--access-log off|/abs/file] [--csp-report-uri https://…]
 *     [--out nginx.conf]
 *
 * The Content-Security-Policy is built here, not written by hand, because two of its parts come from
 * the build: the API's origin (VITE_API_URL: the panel's calls and, in the API's answers, the media)
 * and the sha256 of every inline script of the built index.html (the colour scheme set before the
 * first paint, the early keys' listener, the page's first chunks asked for), so `script-src` needs neither 'unsafe-inline' nor an extra
 * blocking request. Styles are allowed by 'self' and a nonce nginx makes per answer ($request_id),
 * written into index.html in place of the build's placeholder (src/shared/lib/csp-nonce.ts).
 * --dist is read (index.html); --root is where nginx will find the files (default: --dist itself).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CSP_NONCE_PLACEHOLDER } from '../src/shared/lib/csp-nonce.ts';

const TEMPLATE = join(import.meta.dirname, '..', 'deploy', 'nginx.conf.template');
/** Debian's package libnginx-mod-http-brotli-filter puts it here. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** The browser features the panel never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** An http(s) origin as CSP and nginx can take it verbatim (no quotes, spaces or semicolons). */
export function origin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`not a URL: ${url}`);
  }
  const value = parsed.origin;
  if (!/^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i.test(value))
    throw new Error(`not an http(s) origin: ${url}`);
  return value;
}

/**
 * `'sha256-…'` of each inline <script> of the page, hashed exactly as the browser does (the text
 * between the tags, UTF-8). Inline event handlers and javascript: URLs cannot be allowed by a hash
 * (not without 'unsafe-hashes'): a page with one is refused here rather than broken in production.
 */
export function inlineScriptHashes(html: string): string[] {
  if (/<[^>]+\son[a-z]+\s*=/i.test(html) || /javascript:/i.test(html))
    throw new Error('index.html has an inline event handler or a javascript: URL');
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const digest = createHash('sha256')
      .update(body ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/**
 * Where browsers send the reports of what the policy refused: an absolute http(s) URL that the header
 * can carry as it is (no quotes, spaces, commas, semicolons or `$`).
 */
export function reportUri(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`--csp-report-uri: not a URL: ${url}`);
  }
  if (!/^https?:$/.test(parsed.protocol) || /["'\s,;$\\]/.test(url))
    throw new Error(`--csp-report-uri: an http(s) URL without quotes, spaces, commas, ; or $`);
  return parsed.href;
}

/** The name `report-to` gives the endpoint of `Reporting-Endpoints`. */
export const REPORT_ENDPOINT = 'csp';

/** nginx's per-request nonce: the id of the request, 32 hex digits, new in every answer. */
export const STYLE_NONCE = "'nonce-$request_id'";

export interface CspInput {
  /** VITE_API_URL of the build. */
  apiUrl: string;
  scriptHashes: string[];
  /** Other origins the API's answers put media on (a CDN); the API's own origin is always allowed. */
  mediaOrigins?: string[];
  /** Where the browser reports violations (`report-uri`, and `report-to` with Reporting-Endpoints). */
  reportUri?: string;
}

/**
 * The panel's policy: nothing by default, then exactly what it loads. Styles: the site's files and
 * the `<style>` elements the UI writes at run time (Mantine's CSS variables and responsive style
 * props, react-remove-scroll under modals), each with the answer's nonce; no 'unsafe-inline'.
 */
export function contentSecurityPolicy({
  apiUrl,
  scriptHashes,
  mediaOrigins = [],
  reportUri: report,
}: CspInput): string {
  const api = origin(apiUrl);
  const media = [...new Set([api, ...mediaOrigins.map(origin)])].join(' ');
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", STYLE_NONCE],
    // data: for the few SVG icons inside Mantine's CSS.
    ['img-src', "'self'", 'data:', media],
    ['media-src', "'self'", media],
    ['connect-src', "'self'", api],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  // report-uri for the browsers that do not know report-to yet; those that do use report-to alone.
  if (report) directives.push(['report-uri', reportUri(report)], ['report-to', REPORT_ENDPOINT]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export interface NginxOptions extends CspInput {
  /** Absolute path nginx serves. */
  root: string;
  port: number;
  /** Address to listen on; all of them when absent. */
  host?: string;
  brotli?: boolean;
  /** `auto` or a number. */
  workers?: string;
  /**
   * A file, or `off` (the default): an unprivileged nginx cannot open /dev/stdout when it is a pipe
   * of another user (EACCES), so there is no portable "to the console"; errors go to stderr anyway.
   */
  accessLog?: string;
}

/** A path written into the configuration inside double quotes, where `$` would be a variable. */
function configPath(name: string, path: string): string {
  if (!isAbsolute(path) || /["$\\\s;{}]/.test(path))
    throw new Error(`--${name}: an absolute path without quotes, $, \\, spaces, ; or braces`);
  return `"${path}"`;
}

export function renderNginxConfig(template: string, options: NginxOptions): string {
  const { port, host, brotli = false, workers = 'auto', accessLog = 'off' } = options;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error('--port: 1…65535');
  if (host !== undefined && !/^([a-z0-9.-]+|\[[0-9a-f:.]+\])$/i.test(host))
    throw new Error(`--host: an address or a name, not ${host}`);
  if (!/^(auto|[1-9]\d*)$/.test(workers)) throw new Error('--workers: auto or a number');
  const fields: Record<string, string> = {
    load_modules: brotli ? `load_module ${BROTLI_MODULE};\n` : '',
    worker_processes: workers,
    access_log: accessLog === 'off' ? 'off' : configPath('access-log', accessLog),
    brotli: brotli
      ? [
          '  brotli on;',
          '  brotli_comp_level 5;',
          '  brotli_min_length 512;',
          '  brotli_types text/css application/javascript application/json image/svg+xml text/plain;',
          '',
        ].join('\n')
      : '',
    listen: host === undefined ? String(port) : `${host}:${port}`,
    root: configPath('root', options.root),
    content_security_policy: contentSecurityPolicy(options),
    reporting_endpoints: options.reportUri
      ? `    add_header Reporting-Endpoints '${REPORT_ENDPOINT}="${reportUri(options.reportUri)}"' always;\n`
      : '',
    csp_nonce_placeholder: CSP_NONCE_PLACEHOLDER,
    permissions_policy: PERMISSIONS_POLICY,
  };
  const used = new Set<string>();
  const config = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`the template names an unknown field {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(fields).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`the template lacks {{${unused.join('}}, {{')}}}`);
  return config;
}

function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      root: { type: 'string' },
      'api-url': { type: 'string', default: process.env.VITE_API_URL },
      'media-origin': { type: 'string', multiple: true, default: [] },
      port: { type: 'string', default: '8080' },
      host: { type: 'string' },
      brotli: { type: 'boolean', default: false },
      workers: { type: 'string', default: 'auto' },
      'access-log': { type: 'string', default: 'off' },
      'csp-report-uri': { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const apiUrl = values['api-url'];
  if (!apiUrl)
    throw new Error(
      '--api-url (or VITE_API_URL) is required: a mock-mode build is not a deployment target',
    );
  const dist = resolve(values.dist);
  if (existsSync(join(dist, 'mockServiceWorker.js')))
    throw new Error(`${values.dist} is a mock-mode build: build it with VITE_API_URL`);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!html.includes(CSP_NONCE_PLACEHOLDER))
    throw new Error(`${values.dist}/index.html has no ${CSP_NONCE_PLACEHOLDER}: build it again`);
  const config = renderNginxConfig(readFileSync(TEMPLATE, 'utf8'), {
    apiUrl,
    scriptHashes: inlineScriptHashes(html),
    reportUri: values['csp-report-uri'],
    mediaOrigins: values['media-origin'],
    root: values.root ?? dist,
    port: Number(values.port),
    host: values.host,
    brotli: values.brotli,
    workers: values.workers,
    accessLog: values['access-log'],
  });
  if (values.out) {
    mkdirSync(dirname(resolve(values.out)), { recursive: true });
    writeFileSync(values.out, config);
  } else {
    process.stdout.write(config);
  }
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    console.error(`nginx-config: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
