/**
 * Money typed as roubles (`1 500,50`, `1500.5`, `200`) ↔ integer kopecks, by string arithmetic: a
 * float never stands in between (0.1 + 0.2 is not 0.3, and 1500.5 * 100 need not be 150050).
 */
const ROUBLES = /^(\d{1,12})(?:[.,](\d{0,2}))?$/;

/** Kopecks of a rouble amount as typed; null when it is not one (negative, letters, 3 decimals). */
export function parseRoubles(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/₽$/, '');
  const match = ROUBLES.exec(compact);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The same for a number input's value (`1500.5` → 150050): its shortest decimal text, parsed. */
export function roublesToKopecks(value: number | string): number | null {
  return parseRoubles(typeof value === 'number' ? String(value) : value);
}

/** Kopecks as an input shows them: `150050` → `1500,50`, `20000` → `200`. */
export function roublesInput(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  return rest === 0 ? `${sign}${whole}` : `${sign}${whole},${String(rest).padStart(2, '0')}`;
}

/** Kopecks as a money field writes them out: `150050` → `1 500,50`, `20000` → `200`. */
export function roublesText(kopecks: number): string {
  return roublesInput(kopecks).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
