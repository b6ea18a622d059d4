import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { beyondFirstPaint, guardFindings } from './judge.mjs';

const run = (score: number | null, tbt: number) => ({ score, tbt });

describe('the guard on a list’s mobile load', () => {
  const floor = [run(100, 10), run(98, 12), run(99, 9)];

  it('holds at TBT 200 ms and 12 under the floor of each run', () => {
    expect(guardFindings('/users', [run(88, 150), run(86, 200), run(87, 210)], floor)).toEqual([]);
  });

  it('fails on a median TBT over 200 ms (a 300 ms task in the load)', () => {
    expect(
      guardFindings('/moderation/videos', [run(90, 150), run(90, 260), run(90, 340)], floor),
    ).toEqual(['/moderation/videos: TBT 260 ms > 200 ms']);
  });

  it('compares each score with the floor of its own run, never another run’s', () => {
    // 87 is 13 under a floor of 100, 11 under one of 98.
    expect(guardFindings('/users', [run(87, 50), run(87, 50), run(87, 50)], floor)).toEqual([]);
    expect(
      guardFindings(
        '/users',
        [run(87, 50), run(87, 50), run(87, 50)],
        [run(100, 1), run(100, 1), run(99, 1)],
      ),
    ).toEqual(['/users: 13 under the floor (at most 12)']);
  });

  it('fails when a list or its floor could not be scored', () => {
    expect(guardFindings('/users', [], floor)).toEqual([
      '/users: TBT not measured > 200 ms',
      '/users: no score beside the floor (at most 12)',
    ]);
    expect(guardFindings('/users', [run(95, 20)], [run(null, 0)])).toEqual([
      '/users: no score beside the floor (at most 12)',
    ]);
  });
});

describe('what a list fetched before its first row, against its first paint', () => {
  const dist = mkdtempSync(join(tmpdir(), 'held-rows-'));
  const write = (name: string, bytes: number) => {
    // Random bytes do not compress: their gzip size is about their size.
    const content = Buffer.from(
      Array.from({ length: bytes }, () => Math.floor(Math.random() * 256)),
    );
    writeFileSync(join(dist, name), content);
    return name;
  };
  const page = [write('page.js', 4000), write('page.css', 500)];
  const small = write('client.js', 1000);
  const large = write('overlays.js', 3000);

  it('passes when it fetched the first paint, or less, and up to 2 KiB more', () => {
    expect(beyondFirstPaint(dist, page, page.slice(0, 1))).toMatchObject({
      extra: [],
      bytes: 0,
      ok: true,
    });
    expect(beyondFirstPaint(dist, page, [...page, small, small])).toMatchObject({
      extra: [small],
      ok: true,
    });
  });

  it('fails and names the files when more came before the row', () => {
    const result = beyondFirstPaint(dist, page, [...page, small, large]);
    expect(result.extra).toEqual([small, large]);
    expect(result.bytes).toBeGreaterThan(2048);
    expect(result.ok).toBe(false);
  });
});
