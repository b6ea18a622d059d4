import { http, HttpResponse } from 'msw';
import { db, syncDatabase } from '../db';
import { avatarPng, coverPng, previewPng } from '../media/pictures';
import { SAMPLE_VIDEOS } from '../media/samples';

const PALETTE = [
  '#228be6',
  '#12b886',
  '#fab005',
  '#fa5252',
  '#7950f2',
  '#15aabf',
  '#fd7e14',
  '#40c057',
];
/** One colour per category (by id), for previews and contest covers. */
export const CATEGORY_COLORS = [
  '#e64980',
  '#7950f2',
  '#fab005',
  '#40c057',
  '#fd7e14',
  '#12b886',
  '#228be6',
  '#be4bdb',
  '#f76707',
  '#15aabf',
  '#f06595',
  '#82c91e',
];
const IMAGE_HEADERS = { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' };

function categoryColor(categoryId: number | undefined): string {
  return categoryId === undefined
    ? '#868e96'
    : (CATEGORY_COLORS[(categoryId - 1) % CATEGORY_COLORS.length] ?? '#868e96');
}

/** The id in a picture's file name (`12.png`). */
function idOf(file: unknown): number {
  return Number(String(file).replace(/\.png$/, ''));
}

const pictures = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** A picture drawn once for what it shows (`key`), then served from memory. */
function picture(key: string, draw: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Response> {
  let bytes = pictures.get(key);
  if (!bytes) {
    bytes = draw();
    pictures.set(key, bytes);
  }
  return bytes.then((body) => new HttpResponse(body, { headers: IMAGE_HEADERS }));
}

const videoBytes = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** The clip's bytes, decoded once from its inlined data URL; undefined for an unknown file. */
function sampleBytes(file: string): Promise<Uint8Array<ArrayBuffer>> | undefined {
  const load = Object.hasOwn(SAMPLE_VIDEOS, file) ? SAMPLE_VIDEOS[file] : undefined;
  if (!load) return undefined;
  let bytes = videoBytes.get(file);
  if (!bytes) {
    bytes = load().then(({ default: dataUrl }) => {
      const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
      return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    });
    videoBytes.set(file, bytes);
  }
  return bytes;
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (first range only); null when absent, 'invalid' when unsatisfiable. */
function byteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : 'invalid';
}

/** Every media URL of the mock is answered here, locally: nothing leaves the machine. */
export const handlers = [
  http.get('*/mock-media/avatars/:file', ({ params }) => {
    const color = PALETTE[idOf(params.file) % PALETTE.length] ?? '#868e96';
    return picture(`avatar:${color}`, () => avatarPng(color));
  }),

  http.get('*/mock-media/previews/:file', ({ params }) => {
    syncDatabase();
    const id = idOf(params.file);
    const video = db.videos.find((candidate) => candidate.id === id);
    const color = categoryColor(video?.categoryId);
    return picture(`preview:${id}:${color}`, () => previewPng(color, id));
  }),

  http.get('*/mock-media/covers/:file', ({ params }) => {
    syncDatabase();
    const id = idOf(params.file);
    const color = categoryColor(db.contests.find((contest) => contest.id === id)?.categoryId);
    return picture(`cover:${color}`, () => coverPng(color));
  }),

  /** The sample clips, with byte ranges: media elements (Safari above all) ask for them. */
  http.get('*/mock-media/videos/:file', async ({ params, request }) => {
    const bytes = await sampleBytes(String(params.file));
    if (!bytes) return new HttpResponse(null, { status: 404 });
    const headers = {
      'Content-Type': 'video/webm',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'max-age=3600',
    };
    const range = byteRange(request.headers.get('Range'), bytes.length);
    if (range === 'invalid') {
      return new HttpResponse(null, {
        status: 416,
        headers: { ...headers, 'Content-Range': `bytes */${bytes.length}` },
      });
    }
    if (!range) {
      return new HttpResponse(bytes.slice(), {
        headers: { ...headers, 'Content-Length': String(bytes.length) },
      });
    }
    return new HttpResponse(bytes.slice(range.start, range.end + 1), {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`,
        'Content-Length': String(range.end - range.start + 1),
      },
    });
  }),
];
