type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const hasId = (value: unknown): value is { id: unknown } => isPlain(value) && 'id' in value;

/**
 * The query cache's structural sharing, with the items of a list matched by `id` instead of by
 * position: after a decision the row that left shifts every later row by one, and sharing by position
 * then hands each a new object, so every memoised row of the table is drawn again. Here an
 * item equal to the one it was keeps its object wherever it moved; whatever did not change is the old
 * value, as with TanStack's own `replaceEqualDeep`.
 */
export function shareById(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const byId =
      previous.every(hasId) && next.every(hasId)
        ? new Map(previous.map((item) => [item.id, item]))
        : undefined;
    const shared = next.map((item: unknown, index) =>
      shareById(byId ? byId.get((item as { id: unknown }).id) : previous[index], item),
    );
    const same =
      shared.length === previous.length && shared.every((item, index) => item === previous[index]);
    return same ? previous : shared;
  }
  if (isPlain(previous) && isPlain(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const shared: Plain = {};
    for (const key of keys) {
      shared[key] = shareById(previous[key], next[key]);
      same &&= key in previous && shared[key] === previous[key];
    }
    return same ? previous : shared;
  }
  return next;
}
