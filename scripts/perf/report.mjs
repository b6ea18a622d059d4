/** The benchmark's figures as it prints them. */

/** The median of the numbers among `values` (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const cell = (value, format) => (value === null ? '—' : String(format(value)));
export const ms = (value) => `${Math.round(value)} ms`;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A table row printer: the first column left-aligned, the others right-aligned, to `widths`. */
export const line = (widths) => (cells) =>
  cells.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join(' ');
