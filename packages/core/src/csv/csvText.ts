/** Characters that make a spreadsheet read a cell as a formula (CSV injection), at the cell's start. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Cells with these must be quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: text that a spreadsheet could run as a formula gets a leading apostrophe (OWASP's advice), so it
 * shows as the text it is; then quoted, quotes doubled, when RFC 4180 asks for it. Null is an empty cell.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file (RFC 4180): a header line, then one line per row, each ended by CRLF. */
export function csvText(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
