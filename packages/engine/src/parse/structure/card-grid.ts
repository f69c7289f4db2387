import { findDateRange } from './dates.ts';
import type { StructLine } from './lines.ts';

/** A line's cells, each with where it starts in the source text. */
function cellsOf(line: StructLine): StructLine[] {
  const cells: StructLine[] = [];
  let offset = 0;
  for (const cell of line.text.split('\t')) {
    const start = line.start + offset;
    offset += cell.length + 1;
    cells.push({ ...line, text: cell.trim(), start, end: start + cell.length });
  }
  return cells;
}

/**
 * Cards set side by side read one card at a time. Two schools in a row of cards come out of a page as rows
 * of cells ('Anna University⇥Bangalore University' / '2015 - 2019⇥- 2013' / 'B.E⇥B.Com'); a row whose every
 * cell holds a date shows that each column is an entry of its own, since one entry has one date range. The
 * run of rows with as many cells as that row is read column by column, each column a card from top to
 * bottom; other lines keep their place.
 */
export function readCardsByColumn(lines: StructLine[]): StructLine[] {
  const out: StructLine[] = [];
  for (let i = 0; i < lines.length; ) {
    const width = lines[i]?.bullet ? 1 : (lines[i]?.text.split('\t').length ?? 1);
    let end = i;
    while (end < lines.length && !lines[end]?.bullet && lines[end]?.text.split('\t').length === width)
      end += 1;
    const run = lines.slice(i, end);
    const datedRow = run.some((line) => cellsOf(line).every((cell) => findDateRange(cell.text)));
    if (width >= 2 && run.length >= 2 && datedRow) {
      const rows = run.map(cellsOf);
      for (let column = 0; column < width; column++)
        for (const row of rows) {
          const cell = row[column];
          if (cell?.text) out.push(cell);
        }
      i = end;
    } else {
      out.push(lines[i] as StructLine);
      i += 1;
    }
  }
  return out;
}
