import { checkStripFrames, frames, playerTime, pressOnRussianLayout } from './filmstrip';
import { expect, login, test } from './fixtures';

/**
 * Every frame of the strip is the video's picture at the frame's time: the strip of a cold page load
 * against the clip decoded afresh in the browser. One clip per run (the 64 s one: frames every
 * 4.923 s, times that are not whole seconds); `FILMSTRIP_CLIPS=all` takes the three, and
 * `--repeat-each 20` the twenty cold loads of docs/testing.md's by-hand check.
 */
const CLIPS = [
  // The seeded video that plays each sample clip (mocks/seed, fixed seed).
  { file: 'sample-1.webm', video: 3, frames: 13 },
  { file: 'sample-2.webm', video: 1, frames: 20 },
  { file: 'sample-3.webm', video: 2, frames: 30 },
];
const clips = process.env.FILMSTRIP_CLIPS === 'all' ? CLIPS : CLIPS.slice(0, 1);

for (const clip of clips) {
  test(`${clip.file}: each frame of the strip is the picture at its time; «.» and «,» step through all of them`, async ({
    page,
  }) => {
    await login(page, 'moderator');
    await page.goto(`/moderation/videos/${clip.video}`);
    await expect(page.locator('video')).toHaveAttribute('src', new RegExp(`${clip.file}$`));
    await expect(frames(page)).toHaveCount(clip.frames);

    const check = await checkStripFrames(page);
    console.log(
      `${clip.file}: ${check.mismatches.length} mismatches, ${check.missing.length} missing; ` +
        `own picture at most ${check.worstOwn.toFixed(1)} apart, another's at least ${check.closestOther.toFixed(1)}`,
    );
    expect(check.mismatches).toEqual([]);
    expect(check.missing).toEqual([]);

    // «ю» and «б» (the keys of «.» and «,» on a Russian layout): every frame, the highlight with the player.
    await frames(page).first().click();
    await expect.poll(() => playerTime(page)).toBe(0);
    for (let k = 1; k < clip.frames; k += 1) {
      await pressOnRussianLayout(page, 'Period', 'ю', 190);
      await expect(frames(page).nth(k)).toHaveAttribute('aria-current', 'true');
      expect(await playerTime(page)).toBeCloseTo(check.times[k]!, 2);
    }
    for (let k = clip.frames - 2; k >= 0; k -= 1) {
      await pressOnRussianLayout(page, 'Comma', 'б', 188);
      await expect(frames(page).nth(k)).toHaveAttribute('aria-current', 'true');
    }
  });
}
