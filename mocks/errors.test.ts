import { describe, expect, it } from 'vitest';
import { setControls } from './controls';
import { call } from './testing';

/** Which of `count` calls of `path` the mock answers 500, as a string of ✓ and ✗. */
async function pattern(path: string, count: number): Promise<string> {
  let marks = '';
  for (let i = 0; i < count; i += 1) marks += (await call(path)).status === 500 ? '✗' : '✓';
  return marks;
}

describe('the error controls', () => {
  it('with a seed, the same calls fail on every run, however other calls interleave', async () => {
    setControls({ errorRate: 0.4, errorSeed: 7 });
    const first = await pattern('/videos/1', 30);
    expect(first).toContain('✗');
    expect(first).toContain('✓');

    // Another seed resets the count; back on the first, the same pattern, other calls in between.
    setControls({ errorSeed: 8 });
    await pattern('/videos/1', 3);
    setControls({ errorSeed: 7 });
    let again = '';
    for (let i = 0; i < 30; i += 1) {
      await call('/videos/2');
      again += (await call('/videos/1')).status === 500 ? '✗' : '✓';
    }
    expect(again).toBe(first);
  });

  it('without one, errors are chance at the rate set, and none at 0', async () => {
    setControls({ errorRate: 0, errorSeed: 0 });
    expect(await pattern('/videos/1', 10)).toBe('✓'.repeat(10));
    setControls({ errorRate: 1 });
    expect(await pattern('/videos/1', 10)).toBe('✗'.repeat(10));
  });
});
