import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '@/test/session';
import {
  createSeenParts,
  savedSpeed,
  saveSpeed,
  seekPlayer,
  sessionSeenParts,
  setPlayer,
  stepSpeed,
} from './player-control';

afterEach(() => setPlayer(null));

describe('playback speed', () => {
  it('steps between 0.5× and 3×, from any speed to the next offered one', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    expect(stepSpeed(3, 1)).toBe(3);
    expect(stepSpeed(1.1, 1)).toBe(1.25);
    expect(stepSpeed(1.1, -1)).toBe(1);
    expect(stepSpeed(8, -1)).toBe(2.5);
  });

  it('keeps the speed chosen for the next videos, and nothing it does not offer', () => {
    expect(savedSpeed()).toBe(1);
    saveSpeed(1.5);
    expect(savedSpeed()).toBe(1.5);
    saveSpeed(7);
    expect(savedSpeed()).toBe(1.5);
    localStorage.setItem('www-video-speed', 'fast');
    expect(savedSpeed()).toBe(1);
  });

  it('a player put on the page starts at the speed chosen last', () => {
    saveSpeed(2);
    const video = document.createElement('video');
    setPlayer(video);
    expect(video.playbackRate).toBe(2);
    expect(video.defaultPlaybackRate).toBe(2);
  });
});

describe('the player, for time codes', () => {
  it('seeks within the video, and does nothing without a player', () => {
    seekPlayer(10);
    const video = document.createElement('video');
    Object.defineProperty(video, 'duration', { value: 60 });
    setPlayer(video);
    seekPlayer(83);
    expect(video.currentTime).toBe(60);
    seekPlayer(-3);
    expect(video.currentTime).toBe(0);
    seekPlayer(42);
    expect(video.currentTime).toBe(42);
  });
});

describe('seen parts of the session', () => {
  it('adds what was seen per video and tells only when it changed', () => {
    const seen = createSeenParts();
    let told = 0;
    const stop = seen.subscribe(() => (told += 1));
    seen.mark('a.webm', [0, 10]);
    seen.mark('a.webm', [2, 8]);
    seen.mark('a.webm', [20, 30]);
    seen.mark('b.webm', [0, 5]);
    stop();
    expect(seen.spans('a.webm')).toEqual([
      [0, 10],
      [20, 30],
    ]);
    expect(seen.spans('b.webm')).toEqual([[0, 5]]);
    expect(told).toBe(3);
  });

  it("are the session's: kept while it lasts, gone with its logout, none in the next user's", () => {
    const first = testSession();
    first.own(sessionSeenParts).mark('a.webm', [0, 10]);
    expect(first.own(sessionSeenParts).spans('a.webm')).toEqual([[0, 10]]);

    first.lifecycle.logout();
    expect(first.own(sessionSeenParts).spans('a.webm')).toEqual([]);
    // The page reloaded after the logout: the next user's session.
    const next = testSession();
    expect(next.own(sessionSeenParts).spans('a.webm')).toEqual([]);
  });
});
