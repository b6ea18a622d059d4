/** CSV files the mock serves (contributions, the audit trail): Excel in the ru locale opens them as is. */

/**
 * What a spreadsheet reads as the start of a formula (or DDE): `=`, `+`, `-`, `@`, a tab, a carriage
 * return. A cell that begins so is written as text (OWASP, «CSV Injection»).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180). A value that a
 * spreadsheet would run as a formula (a nickname `=HYPERLINK(…)`) gets a single quote before it and is
 * quoted, so it opens as the text it is.
 */
export function csvField(value: string): string {
  if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A document: a BOM (Excel opens UTF-8 Cyrillic only with it), `;`-separated, CRLF lines. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly string[]>) {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The file as an attachment named `<prefix>-<day>.csv`, by the day where the panel runs (the browser's
 * zone in mock mode), not UTC's: at 01:30 in Moscow the file is already named by the new day.
 */
export function csvResponse(prefix: string, body: string): Response {
  const now = new Date();
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${prefix}-${day}.csv"`,
    },
  });
}
