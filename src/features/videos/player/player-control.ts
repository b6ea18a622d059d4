import { addSpan, type Span } from './seen-parts';

/**
 * The video page's player, for what lives apart from it: the time-code links of a reason or of the
 * history, the reject dialog's «insert the time», the player keys. One player is on screen at a time.
 */
let player: HTMLVideoElement | null = null;
const playerListeners = new Set<() => void>();

export function setPlayer(element: HTMLVideoElement | null): void {
  player = element;
  // At the speed chosen last, in this browser.
  if (element) {
    element.defaultPlaybackRate = savedSpeed();
    element.playbackRate = element.defaultPlaybackRate;
  }
  for (const listener of playerListeners) listener();
}

export function currentPlayer(): HTMLVideoElement | null {
  return player;
}

export function subscribePlayer(listener: () => void): () => void {
  playerListeners.add(listener);
  return () => playerListeners.delete(listener);
}

/** Moves the player to `seconds` (within the video), shows it, and marks that moment as looked at. */
export function seekPlayer(seconds: number): void {
  if (!player) return;
  const end = Number.isFinite(player.duration) ? player.duration : Infinity;
  player.currentTime = Math.max(0, Math.min(seconds, end));
  player.scrollIntoView?.({ block: 'nearest' });
}

/** Playback speeds offered by the keys, slowest first. */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
const SPEED_KEY = 'www-video-speed';

/** The speed chosen last, in this browser: the next videos play at it too. */
export function savedSpeed(): number {
  const stored = Number(localStorage.getItem(SPEED_KEY));
  return SPEEDS.includes(stored as (typeof SPEEDS)[number]) ? stored : 1;
}

export function saveSpeed(speed: number): void {
  if (SPEEDS.includes(speed as (typeof SPEEDS)[number])) {
    localStorage.setItem(SPEED_KEY, String(speed));
  }
}

/** One step slower (-1) or faster (+1) than `speed`, within 0.5×–3×. */
export function stepSpeed(speed: number, step: -1 | 1): number {
  const index = SPEEDS.findIndex((candidate) => candidate >= speed);
  const at = index < 0 ? SPEEDS.length - 1 : index;
  const exact = SPEEDS[at] === speed;
  const next = step > 0 ? (exact ? at + 1 : at) : at - 1;
  return SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, next))]!;
}

const NOTHING: Span[] = [];

/** What was seen of each video (played, or its frames opened), by its media URL. */
export function createSeenParts() {
  const seen = new Map<string, Span[]>();
  const listeners = new Set<() => void>();
  const spans = (url: string): Span[] => seen.get(url) ?? NOTHING;
  return {
    spans,
    mark(url: string, span: Span): void {
      const before = spans(url);
      const after = addSpan(before, span);
      if (
        after.length === before.length &&
        after.every((s, i) => s[0] === before[i]![0] && s[1] === before[i]![1])
      ) {
        return;
      }
      seen.set(url, after);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SeenParts = ReturnType<typeof createSeenParts>;

/** The session's seen parts (`useSession().own(sessionSeenParts)`): the next user has seen nothing. */
export const sessionSeenParts = { create: createSeenParts };
