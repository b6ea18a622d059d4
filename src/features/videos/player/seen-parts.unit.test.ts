import { describe, expect, it } from 'vitest';
import { addSpan, seenShare, spanShare, type Span } from './seen-parts';

describe('seen parts', () => {
  it('merges overlapping and touching spans, keeps the others apart and in order', () => {
    let spans: Span[] = [];
    spans = addSpan(spans, [10, 20]);
    spans = addSpan(spans, [40, 50]);
    spans = addSpan(spans, [0, 5]);
    expect(spans).toEqual([
      [0, 5],
      [10, 20],
      [40, 50],
    ]);
    spans = addSpan(spans, [18, 40]);
    expect(spans).toEqual([
      [0, 5],
      [10, 50],
    ]);
    expect(addSpan(spans, [5, 10])).toEqual([[0, 50]]);
    expect(addSpan(spans, [3, 3])).toEqual(spans);
    expect(addSpan([], [8, 2])).toEqual([[2, 8]]);
  });

  it('says how much of the video was seen, counting nothing past its end', () => {
    expect(seenShare([], 100)).toBe(0);
    expect(seenShare([[0, 70]], 100)).toBeCloseTo(0.7);
    expect(
      seenShare(
        [
          [0, 10],
          [90, 120],
        ],
        100,
      ),
    ).toBeCloseTo(0.2);
    expect(seenShare([[0, 10]], 0)).toBe(0);
    expect(spanShare([[0, 7]], 5, 10)).toBeCloseTo(0.4);
  });
});
