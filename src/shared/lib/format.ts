/** Formatting for the ru locale, in the browser's time zone (docs/product.md#api-conventions). */

/**
 * Each formatter is built on its first use: building one loads its locale patterns (several ms each
 * under a slow CPU), and a page needs two or three of the six, none before it has data to show.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * One style of dates for the whole panel, lists and detail pages alike: «19.11.2026, 21:31» and
 * «19.11.2026» (compact enough for a table cell; the same text wherever a date is read).
 */
const dateTime = onFirstUse(
  () => new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' }),
);
const dateOnly = onFirstUse(() => new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short' }));
const count = onFirstUse(() => new Intl.NumberFormat('ru-RU'));
const rub = onFirstUse(
  () =>
    new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 2,
    }),
);

/** «19.11.2026, 21:31» in the browser's time zone; «—» for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime().format(new Date(iso)) : '—';
}

/** «19.11.2026» in the browser's time zone; «—» for none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dateOnly().format(new Date(iso)) : '—';
}

export function formatCount(value: number): string {
  return count().format(value);
}

/** Money is integer kopecks: 150050 → «1 500,50 ₽». */
export function formatMoney(kopecks: number): string {
  return rub().format(kopecks / 100);
}
