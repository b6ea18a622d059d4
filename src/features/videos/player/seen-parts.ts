/** Parts of a video that were seen, as sorted, disjoint [from, to] spans of seconds. */
export type Span = readonly [number, number];

/** `spans` with `span` added: overlapping and touching spans become one. */
export function addSpan(spans: readonly Span[], span: Span): Span[] {
  const [from, to] = span[0] <= span[1] ? span : [span[1], span[0]];
  if (to - from <= 0) return [...spans];
  const merged: Span[] = [];
  let current: [number, number] = [from, to];
  let placed = false;
  for (const [a, b] of spans) {
    if (b < current[0]) merged.push([a, b]);
    else if (a > current[1]) {
      if (!placed) merged.push(current);
      placed = true;
      merged.push([a, b]);
    } else current = [Math.min(a, current[0]), Math.max(b, current[1])];
  }
  if (!placed) merged.push(current);
  return merged;
}

/** How much of `[0, duration]` the spans cover, from 0 to 1. */
export function seenShare(spans: readonly Span[], duration: number): number {
  if (!(duration > 0)) return 0;
  const covered = spans.reduce(
    (sum, [a, b]) => sum + Math.max(0, Math.min(b, duration) - Math.max(a, 0)),
    0,
  );
  return Math.min(1, covered / duration);
}

/** The share of `[from, to]` the spans cover. */
export function spanShare(spans: readonly Span[], from: number, to: number): number {
  if (!(to > from)) return 0;
  const covered = spans.reduce(
    (sum, [a, b]) => sum + Math.max(0, Math.min(b, to) - Math.max(a, from)),
    0,
  );
  return covered / (to - from);
}
