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
  /** A picker that favours items by weight (any non-negative numbers); O(log n) per pick. */
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): (() => T) => {
    const cumulative: number[] = [];
    let total = 0;
    for (const item of items) {
      total += Math.max(0, weight(item));
      cumulative.push(total);
    }
    return () => {
      const target = next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! > target) hi = mid;
        else lo = mid + 1;
      }
      return items[lo] as T;
    };
  };
  /** A shuffled copy (Fisher–Yates). */
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, chance, pastDate, weighted, shuffle };
}
export type Random = ReturnType<typeof createRandom>;
