import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';

/**
 * A thin `node:http` bridge over MSW's own request handling: each incoming request becomes a Fetch API
 * `Request`, MSW's public `getResponse(handlers, request)` picks the handler and runs it exactly as the
 * service worker and msw/node do, and the `Response` is written back. Around that, what a browser on
 * another origin needs (CORS), what a real backend does (gzip, HEAD), and one log line per request.
 */
export interface BridgeOptions {
  handlers: readonly RequestHandler[];
  /** One line per request; omit for silence. */
  log?: (line: string) => void;
}

/** Any port of localhost, 127.x.x.x or [::1], over http or https: the panel's dev, preview and e2e servers. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/;
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
const EXPOSED_HEADERS = 'Content-Length, Content-Range, Accept-Ranges, Content-Disposition';
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|image\/svg\+xml|text\/)/;
const GZIP_MIN_BYTES = 1024;

export function isLocalOrigin(origin: string | undefined): origin is string {
  return origin !== undefined && LOCAL_ORIGIN.test(origin);
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  return isLocalOrigin(origin)
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Expose-Headers': EXPOSED_HEADERS,
        Vary: 'Origin',
      }
    : {};
}

/** The longest request target the server reads (docs/api.md, «Limits»): longer answers 414. */
export const MAX_URL_LENGTH = 8192;
/**
 * How much of a request's head (its request line and headers) Node reads before it refuses the request
 * itself, with a bare 431 and no CORS headers: well above MAX_URL_LENGTH, so a long address still gets
 * the 414 with its message.
 */
export const MAX_HEAD_BYTES = 64 * 1024;
/** The largest request body the server reads (docs/api.md, «Limits»): larger answers 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

/**
 * The body, kept up to MAX_BODY_BYTES. A larger one is refused once it has arrived: the rest is
 * discarded as it comes, never stored (closing the socket mid-upload would cut the client off before
 * it reads the 413).
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** A JSON body that does not parse: the handlers would read it as `{}`. */
function isMalformedJson(headers: IncomingMessage['headers'], body: Buffer): boolean {
  if (body.length === 0 || !/\bjson\b/i.test(headers['content-type'] ?? '')) return false;
  try {
    JSON.parse(body.toString('utf8'));
    return false;
  } catch {
    return true;
  }
}

function refusal(status: number, message: string, cors: Record<string, string>) {
  return {
    status,
    headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' },
    body: Buffer.from(JSON.stringify({ message })),
  };
}

async function toFetchRequest(
  req: IncomingMessage,
  method: string,
  body: Buffer | undefined,
): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer | null,
): void {
  res.writeHead(status, { ...headers, ...(body ? { 'Content-Length': body.length } : {}) });
  res.end(body ?? undefined);
}

/**
 * A server-sent event stream (`GET /events`) is written as its chunks come, never gathered or gzipped,
 * until either side ends it: the client going away cancels the handler's stream.
 */
async function stream(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: ReadableStream<Uint8Array>,
): Promise<void> {
  const reader = body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  res.writeHead(status, { ...headers, 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done || res.destroyed) break;
    res.write(value);
  }
  res.end();
}

async function answer(req: IncomingMessage, res: ServerResponse, options: BridgeOptions) {
  const origin = req.headers.origin;
  const method = (req.method ?? 'GET').toUpperCase();
  const cors = corsHeaders(origin);

  if (method === 'OPTIONS') {
    // A preflight from a local origin is allowed with the Authorization header; anyone else gets no
    // CORS headers at all, so their browser refuses the call.
    const preflight = isLocalOrigin(origin)
      ? {
          ...cors,
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
          Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
        }
      : {};
    send(res, 204, { ...preflight, Allow: ALLOWED_METHODS }, null);
    return;
  }

  // Limits (docs/api.md): a long address, a large or malformed body are refused before any handler.
  if ((req.url ?? '').length > MAX_URL_LENGTH) {
    const { status, headers, body } = refusal(414, 'Слишком длинный адрес запроса', cors);
    req.resume();
    send(res, status, headers, body);
    return;
  }
  let requestBody: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      requestBody = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      const refused = refusal(413, 'Тело запроса больше 1 МиБ', cors);
      send(res, refused.status, refused.headers, refused.body);
      return;
    }
    if (isMalformedJson(req.headers, requestBody)) {
      const refused = refusal(400, 'Некорректный JSON', cors);
      send(res, refused.status, refused.headers, refused.body);
      return;
    }
  }

  // HEAD is GET without the body, as every HTTP server does it.
  const request = await toFetchRequest(req, method === 'HEAD' ? 'GET' : method, requestBody);
  let response: Response | undefined;
  try {
    response = await getResponse([...options.handlers], request);
  } catch (error) {
    console.error(error);
    response = Response.json({ message: `Ошибка мок-сервера: ${String(error)}` }, { status: 500 });
  }
  response ??= Response.json(
    { message: `Мок-сервер не знает адреса ${method} ${new URL(request.url).pathname}` },
    { status: 404 },
  );

  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  Object.assign(headers, cors);

  if (/^text\/event-stream\b/.test(String(headers['content-type'] ?? '')) && response.body) {
    await stream(res, response.status, headers, response.body);
    return;
  }

  let body: Buffer | null = Buffer.from(await response.arrayBuffer());
  const gzip =
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
    response.status === 200 &&
    body.length >= GZIP_MIN_BYTES &&
    !headers['content-encoding'] &&
    COMPRESSIBLE.test(String(headers['content-type'] ?? ''));
  if (gzip) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = headers.Vary ? `${String(headers.Vary)}, Accept-Encoding` : 'Accept-Encoding';
    delete headers.Vary;
  }
  if (method === 'HEAD') {
    headers['content-length'] = String(body.length);
    body = null;
  }
  send(res, response.status, headers, body);
}

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s; a client that reuses
 * it at that instant (a test's request context between two of its calls, a browser) has its call
 * reset with no answer. Clients close theirs first.
 */
export const KEEP_ALIVE_MS = 65_000;

export function createMockHttpServer(options: BridgeOptions): Server {
  const server = createServer({ maxHeaderSize: MAX_HEAD_BYTES }, (req, res) => {
    const started = performance.now();
    // 'close', not 'finish': a stream the client left (GET /events) never finishes.
    res.on('close', () => {
      const ms = Math.round(performance.now() - started);
      options.log?.(`${req.method} ${req.url} ${res.statusCode} ${ms} ms`);
    });
    answer(req, res, options).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, {}, Buffer.from('Internal error'));
      else res.destroy();
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Above the keep-alive time, as Node asks.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
