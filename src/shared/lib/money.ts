/*
 * Money on the wire is integer kopecks (PRODUCT §3); people type roubles with kopecks. The conversion
 * goes through the decimal text, never through `roubles * 100`, so 1 500,29 ₽ is 150029, not 150028.
 * Showing money: formatMoney in ./format.
 */

/** Kopecks as the number of roubles an input shows: 150050 → 1500.5. */
export function kopecksToRoubles(kopecks: number): number {
  // A division by 100 is correctly rounded: its shortest decimal form is exactly the rouble amount.
  return kopecks / 100;
}

const ROUBLES = /^(\d+)(?:[.,](\d{0,2}))?$/;

/**
 * What an amount input holds (a number or its text, with `,` or `.`, spaces allowed) as kopecks; null
 * when it is not a non-negative amount with at most two decimals.
 */
export function roublesToKopecks(value: number | string): number | null {
  const text =
    typeof value === 'number'
      ? // Shortest round-trip form: 1500.5 → "1500.5" (exponent forms only far outside money).
        String(value)
      : value.replace(/[\s\u00a0]/g, '');
  const match = ROUBLES.exec(text);
  if (!match) return null;
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kopecks) ? kopecks : null;
}
