import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { rgb } from '../media/png';
import { SAMPLES } from '../media/samples';
import { CATEGORY_COLORS } from './media';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`http://localhost:3000${path}`, { headers });

/** The colour of the category with this id, as the pictures draw it: `[r, g, b]`. */
const categoryColor = (id: number) => [...rgb(CATEGORY_COLORS[id - 1]!)];

/** An 8-bit RGB PNG read back: its size and the colour of a pixel. */
function decodePng(file: Uint8Array) {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let width = 0;
  let height = 0;
  const data: Uint8Array[] = [];
  for (let at = 8; at < file.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(file.subarray(at + 4, at + 8));
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      expect([...body.subarray(8, 13)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)];
    expect(filter).toBe(1);
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      pixels[y * stride + i] = (rows[y * (stride + 1) + 1 + i]! + left) & 0xff;
    }
  }
  return {
    width,
    height,
    at: (x: number, y: number) => [
      ...pixels.subarray((y * width + x) * 3, (y * width + x) * 3 + 3),
    ],
  };
}

describe('mock media', () => {
  it('draws a preview per video: a PNG in its category colour, with a play glyph', async () => {
    const video = db.videos[0]!;
    const response = await get(`/mock-media/previews/${video.id}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const preview = decodePng(new Uint8Array(await response.arrayBuffer()));
    expect([preview.width, preview.height]).toEqual([320, 180]);
    // The gradient starts at the category's colour in the top left corner.
    expect(preview.at(0, 0)).toEqual(categoryColor(video.categoryId));
    // The play glyph, white, in the middle.
    expect(preview.at(158, 90)).toEqual([255, 255, 255]);
  });

  it('draws neighbouring videos of one category apart, and a grey picture for an unknown id', async () => {
    const [one, other] = db.videos.filter((row) => row.categoryId === db.videos[0]!.categoryId);
    const bytes = async (id: number) =>
      new Uint8Array(await (await get(`/mock-media/previews/${id}.png`)).arrayBuffer());
    expect(await bytes(one!.id)).not.toEqual(await bytes(other!.id));
    const unknown = decodePng(await bytes(9999));
    expect(unknown.at(0, 0)).toEqual([0x86, 0x8e, 0x96]);
  });

  it("draws avatars: a head and shoulders on the user's colour", async () => {
    const response = await get('/mock-media/avatars/3.png');
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const avatar = decodePng(new Uint8Array(await response.arrayBuffer()));
    expect([avatar.width, avatar.height]).toEqual([64, 64]);
    // Palette colour 3 of 8, `#fa5252`, around a head mixed with white.
    expect(avatar.at(2, 2)).toEqual([0xfa, 0x52, 0x52]);
    // The head: nine tenths white over it.
    expect(avatar.at(32, 25)).toEqual([255, 238, 238]);
  });

  it('draws contest covers in their category colour', async () => {
    const contest = db.contests.find((row) => row.id === 2)!;
    const response = await get('/mock-media/covers/2.png');
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const cover = decodePng(new Uint8Array(await response.arrayBuffer()));
    expect([cover.width, cover.height]).toEqual([480, 270]);
    expect(cover.at(0, 0)).toEqual(categoryColor(contest.categoryId));
  });

  it('keeps the sample clips small: under 1 MB together, as the table made with them says', () => {
    const sizes = SAMPLES.map((clip) => readFileSync(resolve('mocks/media', clip.file)).length);
    expect(sizes).toEqual(SAMPLES.map((clip) => clip.bytes));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1_000_000);
  });

  it.each(SAMPLES.map((clip) => clip.file))('serves %s, whole and by byte range', async (file) => {
    const bytes = new Uint8Array(readFileSync(resolve('mocks/media', file)));
    const whole = await get(`/mock-media/videos/${file}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await get(`/mock-media/videos/${file}`, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const open = await get(`/mock-media/videos/${file}`, { Range: 'bytes=0-' });
    expect([open.status, (await open.arrayBuffer()).byteLength]).toEqual([206, bytes.length]);
    const tail = await get(`/mock-media/videos/${file}`, { Range: 'bytes=-10' });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-10));
    expect(
      (await get(`/mock-media/videos/${file}`, { Range: `bytes=${bytes.length}-` })).status,
    ).toBe(416);
  });

  it('answers 404 for an unknown clip', async () => {
    expect((await get('/mock-media/videos/other.webm')).status).toBe(404);
  });
});
