import { http, HttpResponse } from 'msw';
import { db, syncDatabase } from '../db';
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
const CATEGORY_COLORS = [
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
const IMAGE_HEADERS = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' };

/** First letters of the first two words, skipping quotes and other non-letters. */
function initials(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function categoryColor(categoryId: number | undefined): string {
  return categoryId === undefined
    ? '#868e96'
    : (CATEGORY_COLORS[(categoryId - 1) % CATEGORY_COLORS.length] ?? '#868e96');
}

/** `#rrggbb` mixed with black. */
function darken(hex: string, amount: number): string {
  const channel = (offset: number) =>
    Math.round(parseInt(hex.slice(offset, offset + 2), 16) * (1 - amount));
  return `#${[1, 3, 5].map((offset) => channel(offset).toString(16).padStart(2, '0')).join('')}`;
}

function idOf(file: unknown): number {
  return Number(String(file).replace(/\.svg$/, ''));
}

function gradient(color: string): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.45)}"/></linearGradient></defs>`;
}

function duration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 16:9 thumbnail: category gradient, the title's initials, a play glyph and the duration. */
function previewSvg(
  video: { title: string; durationSec: number; categoryId: number } | undefined,
): string {
  const color = categoryColor(video?.categoryId);
  const category = video
    ? (db.categories.find((candidate) => candidate.id === video.categoryId)?.name ?? '')
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">',
    gradient(color),
    '<rect width="320" height="180" fill="url(#g)"/>',
    `<text x="20" y="70" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff" fill-opacity="0.4">${escapeXml(video ? initials(video.title) : '?')}</text>`,
    '<circle cx="160" cy="90" r="28" fill="#000" fill-opacity="0.35"/>',
    '<path d="M151 75 L151 105 L177 90 Z" fill="#fff"/>',
    `<text x="16" y="164" font-family="sans-serif" font-size="13" fill="#fff" fill-opacity="0.9">${escapeXml(category)}</text>`,
    video
      ? `<rect x="260" y="148" width="48" height="22" rx="4" fill="#000" fill-opacity="0.6"/><text x="284" y="164" font-family="sans-serif" font-size="13" fill="#fff" text-anchor="middle">${duration(video.durationSec)}</text>`
      : '',
    '</svg>',
  ].join('');
}

/** Contest cover: category gradient, a cup, the title. */
function coverSvg(contest: { title: string; categoryId: number } | undefined): string {
  const title = contest
    ? contest.title.length > 34
      ? `${contest.title.slice(0, 33)}…`
      : contest.title
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
    gradient(categoryColor(contest?.categoryId)),
    '<rect width="640" height="360" fill="url(#g)"/>',
    '<g fill="#fff" fill-opacity="0.85"><path d="M280 90 H360 V130 A40 40 0 0 1 280 130 Z"/><rect x="312" y="168" width="16" height="26"/><rect x="292" y="194" width="56" height="12" rx="3"/>',
    '<path d="M280 100 H262 A18 22 0 0 0 284 142 L286 134 A12 14 0 0 1 270 108 H280 Z"/><path d="M360 100 H378 A18 22 0 0 1 356 142 L354 134 A12 14 0 0 0 370 108 H360 Z"/></g>',
    `<text x="320" y="270" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
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
    syncDatabase();
    const id = idOf(params.file);
    const user = db.users.find((candidate) => candidate.id === id);
    const color = PALETTE[id % PALETTE.length];
    const text = user ? initials(user.name) : '?';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/><text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${text}</text></svg>`;
    return new HttpResponse(svg, { headers: IMAGE_HEADERS });
  }),

  http.get('*/mock-media/previews/:file', ({ params }) => {
    syncDatabase();
    const id = idOf(params.file);
    return new HttpResponse(previewSvg(db.videos.find((video) => video.id === id)), {
      headers: IMAGE_HEADERS,
    });
  }),

  http.get('*/mock-media/covers/:file', ({ params }) => {
    syncDatabase();
    const id = idOf(params.file);
    return new HttpResponse(coverSvg(db.contests.find((contest) => contest.id === id)), {
      headers: IMAGE_HEADERS,
    });
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
