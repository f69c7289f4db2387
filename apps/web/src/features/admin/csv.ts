/**
 * One CSV cell: always quoted, quotes doubled, and a leading character a spreadsheet would read as a
 * formula (= + - @, tab, carriage return) neutralised with an apostrophe, so an email or a name can
 * never run as a formula when the admin opens the file.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows to CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
