import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SAMPLES } from '../media/samples';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`http://localhost:3000${path}`, { headers });

describe('mock media', () => {
  it('draws a preview per video: category colour, initials, play glyph, duration', async () => {
    const video = db.videos.find((row) => row.durationSec >= 60)!;
    const response = await get(`/mock-media/previews/${video.id}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/);
    expect(svg).toContain('linearGradient');
    expect(svg).toContain(
      `${Math.floor(video.durationSec / 60)}:${String(video.durationSec % 60).padStart(2, '0')}`,
    );
    expect(svg).toContain(db.categories.find((category) => category.id === video.categoryId)!.name);
    expect(svg).toContain(video.title[0]!.toUpperCase());
  });

  it('escapes text in SVG and draws a placeholder for unknown ids', async () => {
    db.videos[0]!.title = '<Тест> & «кавычки»';
    const svg = await (await get(`/mock-media/previews/${db.videos[0]!.id}.svg`)).text();
    expect(svg).not.toContain('<Тест>');
    expect(svg).toContain('>ТК<');
    expect(await (await get('/mock-media/previews/9999.svg')).text()).toContain('>?<');
  });

  it('draws contest covers', async () => {
    const response = await get('/mock-media/covers/2.svg');
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('Танцуют все!');
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
