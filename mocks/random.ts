/** Deterministic PRNG (mulberry32): the same seed gives the same database on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (probability: number): boolean => next() < probability;
  /** A date between `daysAgoMax` and `daysAgoMin` days before `now`. */
  const pastDate = (now: number, daysAgoMin: number, daysAgoMax: number): string =>
    new Date(now - int(daysAgoMin * 86_400_000, daysAgoMax * 86_400_000)).toISOString();
  return { next, int, pick, chance, pastDate };
}
export type Random = ReturnType<typeof createRandom>;
