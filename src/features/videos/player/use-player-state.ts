import { useEffect, useState } from 'react';

/**
 * What `read` makes of the player now, again on each of its `events`; `initial` while there is no
 * player yet.
 */
export function usePlayerState<T>(
  player: HTMLVideoElement | null,
  events: readonly string[],
  read: (player: HTMLVideoElement) => T,
  initial: T,
): T {
  const [value, setValue] = useState(() => (player ? read(player) : initial));
  useEffect(() => {
    if (!player) return;
    const update = () => setValue(read(player));
    for (const event of events) player.addEventListener(event, update);
    update();
    return () => {
      for (const event of events) player.removeEventListener(event, update);
    };
    // The events and the reader are fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [player]);
  return value;
}

/** The clip's length once the player knows it, else 0. */
export const durationOf = (player: HTMLVideoElement) =>
  Number.isFinite(player.duration) ? player.duration : 0;
export const DURATION_EVENTS = ['loadedmetadata', 'durationchange'] as const;

/** Where the player is. */
export const timeOf = (player: HTMLVideoElement) => player.currentTime;
export const TIME_EVENTS = ['timeupdate', 'seeked'] as const;
