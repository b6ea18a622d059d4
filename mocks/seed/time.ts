/** Time helpers shared by the seed modules. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Whole seconds: seeded dates read like real ones. */
export const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** Rows in time order (ties keep their order) with ids 1..n: seeded ids follow `createdAt`. */
export function numberByTime<T extends { createdAt: string }>(
  rows: readonly T[],
): (T & { id: number })[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) =>
      a.row.createdAt === b.row.createdAt
        ? a.index - b.index
        : a.row.createdAt < b.row.createdAt
          ? -1
          : 1,
    )
    .map(({ row }, index) => ({ id: index + 1, ...row }));
}

/** Kopecks as whole rubles, digits grouped by no-break spaces as `ru` does, locale-free: `1 500 ₽`. */
export function rubles(kopecks: number): string {
  return `${String(Math.round(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₽`;
}
