/**
 * CSV for spreadsheets (RFC 4180) that cannot smuggle formulas (ASVS 5.0 §1.2.10, DESIGN §7).
 * Our own sanitiser: csv-stringify's escape_formulas misses a leading NUL (security plan F5).
 * One function for both exports: the server's orders CSV and the browser-built users CSV (issue 14.14),
 * so a rule added here protects both.
 */

/**
 * Characters that make a spreadsheet treat a cell as a formula (or hide one behind a control
 * character), with their full-width forms, which some spreadsheet apps fold to ASCII.
 */
const FORMULA_LEAD = /^[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: a formula-leading value gets a `'` in front, then it is quoted with `"` doubled. */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_LEAD.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A whole document: header row, data rows, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
