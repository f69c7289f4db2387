import { cleanLineText } from './repair.ts';
import type { RawLine } from './types.ts';

/**
 * Pure geometry: positioned text runs of one page → lines in reading order. Kept apart from pdf.js so the
 * layout rules can be tested with hand-made runs.
 */
export interface TextRun {
  str: string;
  /** Left edge, in points from the page's left. */
  x: number;
  /** Baseline, in points from the page's top (grows downwards). */
  top: number;
  width: number;
  fontSize: number;
  bold: boolean;
  /** A glyph from an icon font: no text, but it can mark where a line begins (a bullet drawn as a symbol). */
  icon?: boolean;
}

export interface PageLayout {
  lines: RawLine[];
  twoColumn: boolean;
  /** A line holds a gap wide enough to suggest a table or tab-aligned columns. */
  wideGaps: number;
}

/** A gap wider than this many font sizes is kept as a tab: it separates fields ('Acme Corp⇥Jan 2020 – Present'). */
const TAB_GAP_EM = 1.5;
/** A gap wider than this many font sizes is a word space when neither run brings its own space. */
const SPACE_GAP_EM = 0.12;
/** Lines each column must hold beside the other for the page to read as two columns. */
const MIN_SIDE_BY_SIDE_LINES = 3;
/** Share of the shared height a column's lines must fill (a line taking 1.2 of its type size). */
const MIN_BAND_FILL = 0.25;

const medianSize = (runs: TextRun[]) => {
  const sizes = runs.map((r) => r.fontSize).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
};

/** Lines the runs form (distinct baselines) and the share of the height `from`–`to` they fill (a line takes 1.2 of its type size). */
function lineFill(runs: TextRun[], from: number, to: number): { lines: number; fill: number } {
  const inside = runs.filter((r) => r.top >= from - 0.5 && r.top <= to + 0.5);
  const lines = new Set(inside.map((r) => Math.round(r.top))).size;
  const size = medianSize(inside) || 10;
  return { lines, fill: (lines * size * 1.2) / Math.max(to - from, size) };
}

/** True when the runs' lines between `from` and `to` are several and fill a fair share of that height. */
function fillsBand(runs: TextRun[], from: number, to: number): boolean {
  const { lines, fill } = lineFill(runs, from, to);
  return lines >= MIN_SIDE_BY_SIDE_LINES && fill >= MIN_BAND_FILL;
}

/** Lines a side with little of the page's text needs to read as a sidebar. */
const MIN_SIDEBAR_LINES = 6;
/** Share of its own height a sidebar's lines fill: set line under line, not a few lines spread down the page. */
const MIN_SIDEBAR_FILL = 0.5;

/**
 * A side holding little of the page's text (about, contact and skills in a narrow sidebar) is still a column
 * when its lines are many, set one under another, in type no larger than the text beside it. A few short
 * lines spread down the page beside the text (a page number), or section names set larger than the text
 * beside the sections they name (with a short resume, as close together as a sidebar's lines), are not.
 */
function isDenseSidebar(side: TextRun[], beside: TextRun[]): boolean {
  if (side.length === 0 || medianSize(side) > medianSize(beside) * 1.05) return false;
  const tops = side.map((r) => r.top);
  const { lines, fill } = lineFill(side, Math.min(...tops), Math.max(...tops));
  return lines >= MIN_SIDEBAR_LINES && fill >= MIN_SIDEBAR_FILL;
}

const DATE_LIKE = /\b(19|20)\d{2}\b|\b(present|current|now)\b/i;

/** Points per unit of `indent`: about one character of 10 pt body text. */
const INDENT_UNIT_PT = 5;

export function layoutPage(runs: TextRun[], pageWidth: number, page: number): PageLayout {
  const placed = runs.filter((r) => r.str.length > 0 && Number.isFinite(r.x) && Number.isFinite(r.top));
  const visible = placed.filter((r) => !r.icon);
  const icons = placed.filter((r) => r.icon);
  const columns = findColumns(visible, pageWidth);
  if (!columns) {
    const lines = markIconLeads(buildLines(visible, page), icons);
    return {
      lines: lines.map((l) => l.line),
      twoColumn: false,
      wideGaps: lines.filter((l) => l.wideGap).length,
    };
  }
  const header = buildLines(columns.header, page);
  const left = buildLines(columns.left, page);
  const right = buildLines(columns.right, page);
  // Labels beside rows are read where they stand: each before the first line of the row it names.
  const body =
    columns.rail === 'left'
      ? interleave(left, right)
      : columns.rail === 'right'
        ? mergeByBaseline(right, left)
        : [...left, ...right];
  const all = markIconLeads([...header, ...body], icons);
  return { lines: all.map((l) => l.line), twoColumn: true, wideGaps: all.filter((l) => l.wideGap).length };
}

/**
 * A line whose text starts just right of an icon glyph on its baseline begins with that picture (a
 * bullet set in a symbol font); the glyph's left edge is then where the line really starts.
 */
function markIconLeads(lines: BuiltLine[], icons: TextRun[]): BuiltLine[] {
  for (const built of lines) {
    const size = built.line.fontSize ?? 10;
    const lead = icons.find(
      (icon) =>
        Math.abs(icon.top - built.top) <= 0.5 * size &&
        icon.x < built.x &&
        built.x - (icon.x + icon.width) <= 1.5 * size,
    );
    if (!lead) continue;
    built.line.iconLead = true;
    built.line.indent = Math.round((lead.x / INDENT_UNIT_PT) * 10) / 10;
  }
  return lines;
}

/** How much of the narrower run's width the two runs share horizontally. */
function overlapShare(a: TextRun, b: TextRun): number {
  const shared = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const narrower = Math.min(a.width, b.width);
  return shared > 0 && narrower > 0 ? shared / narrower : 0;
}

interface BuiltLine {
  line: RawLine;
  wideGap: boolean;
  /** Left edge and baseline of the line's first run. */
  x: number;
  top: number;
}

/**
 * A smaller run set above or below the baseline right where a larger run ends (an ordinal's suffix, '1' +
 * 'st'; the raised 'A' of the LaTeX logo, kerned in under the 'L') is part of that run's word: it is appended
 * to it, so it is read with that word and not as a line of its own or a word cut in two.
 */
function joinRaisedRuns(runs: readonly TextRun[]): TextRun[] {
  const hosts = runs.map((run) => ({ ...run }));
  const joined = new Set<TextRun>();
  const byX = [...hosts].sort((a, b) => a.x - b.x);
  for (const run of byX) {
    if (!run.str.trim() || joined.has(run)) continue;
    const host = byX.find((other) => {
      if (other === run || joined.has(other) || other.fontSize < run.fontSize * 1.15) return false;
      const offBaseline = Math.abs(other.top - run.top);
      const end = other.x + other.width;
      return (
        offBaseline >= 0.1 * other.fontSize &&
        offBaseline <= 0.6 * other.fontSize &&
        run.x >= end - 0.5 * other.fontSize &&
        run.x <= end + 0.3 * other.fontSize
      );
    });
    if (!host) continue;
    host.str += run.str;
    host.width = Math.max(host.x + host.width, run.x + run.width) - host.x;
    joined.add(run);
  }
  return hosts.filter((run) => !joined.has(run));
}

/** How much larger a line's lead must be set than the rest of it to read as a label of its own. */
const LEAD_SIZE_RATIO = 1.15;
/** Words a lead in larger type may hold ('Work', 'Work Experience', 'Projects & Talks'). */
const MAX_LEAD_WORDS = 4;

/**
 * A line that opens with a few words in larger type, set apart from the rest, is two lines: a label in the
 * page's margin on the baseline of the first thing it labels ('Work' beside 'Senior Consultant', 'Education'
 * beside 'Anna University'). Read as one line, the section's name would be glued to its first entry.
 * Letters in small capitals ('J' + 'OHN') touch their capital, so they are never split off.
 */
function splitLeadInLargerType(group: TextRun[], leftEdges: number[]): TextRun[][] {
  group.sort((a, b) => a.x - b.x);
  const visible = group.filter((r) => r.str.trim());
  const leadSize = visible[0]?.fontSize ?? 0;
  const restAt = visible.findIndex((r) => r.fontSize * LEAD_SIZE_RATIO <= leadSize);
  if (restAt <= 0) return [group];
  const lead = visible.slice(0, restAt);
  const rest = visible.slice(restAt);
  const sameSize = (r: TextRun) => Math.abs(r.fontSize - leadSize) <= leadSize * 0.05;
  if (!lead.every(sameSize) || rest.some((r) => r.fontSize * LEAD_SIZE_RATIO > leadSize)) return [group];
  const leadText = lead.map((r) => r.str).join(' ');
  if (leadText.trim().split(/\s+/).length > MAX_LEAD_WORDS) return [group];
  const last = lead[lead.length - 1] as TextRun;
  const first = rest[0] as TextRun;
  const gap = first.x - (last.x + last.width);
  if (gap <= SPACE_GAP_EM * leadSize) return [group];
  // Further off than a tab, the rest is a label's text only when it starts where the page's lines start;
  // otherwise the gap parts two fields of one line ('Sales Executive⇥Feb 2021', dates in smaller type).
  const startsAtEdge = leftEdges.some(
    (edge) => Math.abs(edge - first.x) <= 1 && edge > (lead[0] as TextRun).x,
  );
  if (gap > TAB_GAP_EM * leadSize && !startsAtEdge) return [group];
  return [group.filter((r) => r.x < first.x), group.filter((r) => r.x >= first.x)];
}

/** Groups runs into lines by baseline, orders each line left to right and joins runs with the right spacing. */
/** Share of a line's runs that must be single letters for it to read as letter-spaced. */
const LETTER_RUN_SHARE = 0.5;

/**
 * In a letter-spaced line ('2023-01 T O P R E S E N T', each glyph a run of its own) the gaps between
 * letters are wider than a word space would be in plain text. The gap from which a word space is read:
 * none where the line writes its spaces as runs of their own, else the middle of the jump between letter
 * gaps and word gaps; undefined for an ordinary line.
 */
function letterSpacedWordGap(group: TextRun[]): number | undefined {
  const visible = group.filter((r) => r.str.trim());
  const letters = visible.filter((r) => r.str.trim().length === 1).length;
  if (letters < 2 || letters < LETTER_RUN_SHARE * visible.length) return undefined;
  const spelled = letters >= 4;
  if (spelled && group.some((r) => !r.str.trim() && r.str.length > 0)) return Number.POSITIVE_INFINITY;
  const gaps = visible
    .slice(1)
    .map((r, i) => r.x - ((visible[i] as TextRun).x + (visible[i] as TextRun).width))
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  // A word space adds about a quarter of an em to the letter spacing; kerning ('T A') moves letters less.
  const space = 0.2 * (visible[0]?.fontSize ?? 10);
  for (let i = 1; i < gaps.length; i++) {
    const [narrow, wide] = [gaps[i - 1] as number, gaps[i] as number];
    if (wide >= 1.8 * narrow && wide - narrow >= space) return (narrow + wide) / 2;
  }
  return spelled ? Number.POSITIVE_INFINITY : undefined;
}

/** Lines that must start at one place for it to count as an edge the page's text is set against. */
const MIN_LINES_AT_EDGE = 3;

/** Where several lines begin (to a point): the margins the page's text is set against. */
function sharedLeftEdges(groups: TextRun[][]): number[] {
  const starts = new Map<number, number>();
  for (const group of groups) {
    const x = Math.round(Math.min(...group.map((r) => r.x)));
    starts.set(x, (starts.get(x) ?? 0) + 1);
  }
  return [...starts].filter(([, count]) => count >= MIN_LINES_AT_EDGE).map(([x]) => x);
}

export function buildLines(runs: TextRun[], page: number): BuiltLine[] {
  const sorted = joinRaisedRuns(runs).sort((a, b) => a.top - b.top || a.x - b.x);
  const groups: TextRun[][] = [];
  let current: TextRun[] = [];
  let currentTop = Number.NEGATIVE_INFINITY;
  let currentSize = 0;
  for (const run of sorted) {
    // Tolerance follows the smaller type, so a small title line just under a large name stays its own line;
    // a run that sits on top of one already in the line cannot be part of it either.
    const tolerance = 0.5 * Math.max(Math.min(run.fontSize, currentSize || run.fontSize), 1);
    const overlaps = current.some((r) => overlapShare(r, run) > 0.3);
    if (current.length > 0 && Math.abs(run.top - currentTop) <= tolerance && !overlaps) {
      current.push(run);
      // The line's baseline is that of its largest run, so superscripts do not drag it.
      if (run.fontSize > currentSize) {
        currentSize = run.fontSize;
        currentTop = run.top;
      }
    } else {
      if (current.length > 0) groups.push(current);
      current = [run];
      currentTop = run.top;
      currentSize = run.fontSize;
    }
  }
  if (current.length > 0) groups.push(current);

  const leftEdges = sharedLeftEdges(groups);
  const lines: BuiltLine[] = [];
  for (const group of groups.flatMap((g) => splitLeadInLargerType(g, leftEdges))) {
    let text = '';
    let wideGap = false;
    let previous: TextRun | undefined;
    // A wide blank run seen, to be written as a tab only when text follows it on the line.
    let blankGap = false;
    const spacedAt = letterSpacedWordGap(group);
    for (const run of group) {
      if (previous) {
        // Some PDFs fake bold by drawing the same text twice with a tiny offset.
        if (run.str === previous.str && Math.abs(run.x - previous.x) < 1) continue;
        const gap = run.x - (previous.x + previous.width);
        const em = Math.max(previous.fontSize, run.fontSize, 1);
        // pdf.js may fill a right-aligned field's gap with one wide space run ('Acme⎵⎵⎵⎵City'); that run
        // is the gap, so it separates fields as an empty stretch of page would.
        if (!run.str.trim() && run.width > TAB_GAP_EM * em) {
          blankGap = true;
          previous = run;
          continue;
        }
        if (blankGap || gap > TAB_GAP_EM * em) {
          text = `${text.trimEnd()}\t`;
          wideGap = true;
        } else if (gap > (spacedAt ?? SPACE_GAP_EM * em) && !/\s$/.test(text) && !/^\s/.test(run.str)) {
          text += ' ';
        }
      }
      blankGap = false;
      text += run.str;
      previous = run;
    }
    const cleaned = cleanLineText(text, { softHyphenVisible: true })
      .replace(/ {2,}/g, ' ')
      .replace(/ *\t+ */g, '\t')
      .trim();
    if (!cleaned) continue;
    const sizes = group.filter((r) => r.str.trim()).map((r) => r.fontSize);
    const boldChars = group.filter((r) => r.bold).reduce((n, r) => n + r.str.trim().length, 0);
    const allChars = group.reduce((n, r) => n + r.str.trim().length, 0);
    lines.push({
      line: {
        text: cleaned,
        page,
        fontSize: sizes.length ? Math.max(...sizes) : undefined,
        bold: allChars > 0 && boldChars / allChars >= 0.6,
        indent: Math.round(((group[0]?.x ?? 0) / INDENT_UNIT_PT) * 10) / 10,
        right: Math.round((Math.max(...group.map((r) => r.x + r.width)) / INDENT_UNIT_PT) * 10) / 10,
      },
      wideGap,
      x: group[0]?.x ?? 0,
      top: group[0]?.top ?? 0,
    });
  }
  return lines;
}

interface Columns {
  header: TextRun[];
  left: TextRun[];
  right: TextRun[];
  /** The side that is a rail of labels and dates set beside the rows they name, not a column of its own. */
  rail?: 'left' | 'right';
}

/**
 * Finds a vertical gutter that splits the page into two columns of running text. A gutter is a band in the
 * middle 70% of the page that (almost) no run crosses. It only counts as a column break when both sides carry
 * a real share of the text and neither side is just a rail of dates (one-column resumes with right-aligned
 * dates have the same empty band), and when the two sides' lines do not pair up row by row (that is a table).
 */
export function findColumns(runs: TextRun[], pageWidth: number): Columns | undefined {
  const textRuns = runs.filter((r) => r.str.trim().length > 0);
  if (textRuns.length < 10 || pageWidth <= 0) return undefined;
  const binSize = 2;
  const bins = new Array<number>(Math.ceil(pageWidth / binSize) + 1).fill(0);
  for (const run of textRuns) {
    const from = Math.max(0, Math.floor(run.x / binSize));
    const to = Math.min(bins.length - 1, Math.floor((run.x + run.width) / binSize));
    for (let b = from; b <= to; b++) bins[b] = (bins[b] ?? 0) + 1;
  }
  const allowance = Math.max(2, Math.floor(textRuns.length * 0.04));
  const lo = Math.floor((pageWidth * 0.15) / binSize);
  const hi = Math.ceil((pageWidth * 0.85) / binSize);
  // Every open band is a candidate, widest first: the band before a rail of right-aligned dates is often
  // wider than the gutter beside a narrow sidebar, and is turned down below.
  const bands: { start: number; end: number }[] = [];
  let runStart = -1;
  for (let b = lo; b <= hi + 1; b++) {
    const open = b <= hi && (bins[b] ?? 0) <= allowance;
    if (open && runStart < 0) runStart = b;
    if (!open && runStart >= 0) {
      if ((b - runStart) * binSize >= 8) bands.push({ start: runStart, end: b });
      runStart = -1;
    }
  }
  bands.sort((a, b) => b.end - b.start - (a.end - a.start));
  for (const band of bands.slice(0, 3)) {
    const columns = columnsAt(textRuns, pageWidth, band.start * binSize, band.end * binSize);
    if (columns) return columns;
  }
  return undefined;
}

/** Most lines a rail of labels may hold for each line of the text beside it. */
const RAIL_SHARE = 1;

/**
 * A side that holds only section labels and dates, far fewer lines than the other side, labels the rows beside
 * it ('WORK EXPERIENCE', '2023-01 TO PRESENT' beside a job): a table of two cells a row, not two columns to read
 * one after the other. Left of the rows a label is set in capitals or in larger type; right of them only in
 * larger type (a place in capitals right of a job is a field of its row).
 */
function isRowLabels(side: TextRun[], rows: TextRun[], capitalsLabel: boolean): boolean {
  const labels = buildLines(side, 0);
  if (labels.length === 0 || labels.length > RAIL_SHARE * buildLines(rows, 0).length) return false;
  const textSize = medianSize(rows);
  let names = 0;
  for (const { line } of labels) {
    const text = line.text.replace(/\t/g, ' ');
    if (text.length > 40) return false;
    if (DATE_LIKE.test(text)) continue;
    const letters = text.replace(/[^\p{L}]/gu, '');
    const capitals = capitalsLabel && letters === letters.toUpperCase();
    const name = capitals || (line.fontSize ?? 0) >= textSize * LEAD_SIZE_RATIO;
    if (letters.length < 2 || !name) return false;
    names += 1;
  }
  // Dates alone beside rows ('2019 – 2021⇥Senior Engineer') are read row by row already.
  return names >= 2;
}

/**
 * Labels put back beside the rows they name. A row of the right side starts where its lines leave a gap
 * wider than their usual spacing; a label belongs to the row it stands in (cells are set from the row's
 * top, so a label in larger type sits a little below the row's first line) and is read before that row,
 * with a date under a label in the same cell ('WORK EXPERIENCE' over '2023-01 TO PRESENT'). A second
 * label in one row has an empty row of its own: it is read where it stands.
 */
function interleave(left: BuiltLine[], right: BuiltLine[]): BuiltLine[] {
  const gaps = right.slice(1).map((line, i) => line.top - (right[i] as BuiltLine).top);
  // Line spacing is the common small gap (the lower quartile): with a row a job, row gaps are many.
  const spacing = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 4)] ?? 12;
  const rowStarts = right.flatMap((_, i) => (i === 0 || (gaps[i - 1] ?? 0) > 1.4 * spacing ? [i] : []));
  const before = new Map<number, BuiltLine[]>();
  const rowsWithLabel = new Set<number>();
  for (const label of left) {
    const reach = 1.5 * (label.line.fontSize ?? 10);
    const row = rowStarts.filter((i) => (right[i] as BuiltLine).top <= label.top + reach).at(-1);
    const isDate = DATE_LIKE.test(label.line.text);
    let slot: number;
    if (row !== undefined && (isDate || !rowsWithLabel.has(row))) slot = row;
    else slot = right.findIndex((line) => line.top > label.top);
    if (row !== undefined && !isDate) rowsWithLabel.add(row);
    const at = slot < 0 ? right.length : slot;
    before.set(at, [...(before.get(at) ?? []), label]);
  }
  return [
    ...right.flatMap((line, i) => [...(before.get(i) ?? []), line]),
    ...(before.get(right.length) ?? []),
  ];
}

/** Share of one side's lines that stand on the baseline of a line of the other side. */
function pairedShare(side: TextRun[], other: TextRun[]): number {
  const tops = [...new Set(side.map((r) => Math.round(r.top)))];
  const paired = tops.filter((t) => other.some((r) => Math.abs(r.top - t) < 1.5)).length;
  return tops.length ? paired / tops.length : 0;
}

/**
 * Labels set right of the rows they name (section names in larger type, a date under each) are read where they
 * stand, line by line with the rows: a label before a row line it shares a baseline with.
 */
function mergeByBaseline(labels: BuiltLine[], rows: BuiltLine[]): BuiltLine[] {
  const out: BuiltLine[] = [];
  let next = 0;
  for (const row of rows) {
    while (next < labels.length && (labels[next] as BuiltLine).top <= row.top + 0.5)
      out.push(labels[next++] as BuiltLine);
    out.push(row);
  }
  return [...out, ...labels.slice(next)];
}

/** The page read as two columns split at the given gutter, or undefined when it does not read as columns. */
function columnsAt(
  textRuns: TextRun[],
  pageWidth: number,
  gutterStart: number,
  gutterEnd: number,
): Columns | undefined {
  const left: TextRun[] = [];
  const right: TextRun[] = [];
  const crossing: TextRun[] = [];
  for (const run of textRuns) {
    if (run.x + run.width <= gutterStart + 1) left.push(run);
    else if (run.x >= gutterEnd - 1) right.push(run);
    else crossing.push(run);
  }
  const chars = (list: TextRun[]) => list.reduce((n, r) => n + r.str.trim().length, 0);
  const total = chars(textRuns);
  const leftLines = buildLines(left, 0).map((l) => l.line.text);
  const rightLines = buildLines(right, 0).map((l) => l.line.text);
  if (leftLines.length < 5 || rightLines.length < 5) return undefined;
  // A rail of section labels and dates beside rows holds little text, pairs with the rows line for line
  // and holds many dates: it is read as such, not turned down as a margin note, a table or a date rail.
  const rail = isRowLabels(left, right, true)
    ? 'left'
    : isRowLabels(right, left, false)
      ? 'right'
      : undefined;
  const thin = (side: TextRun[], beside: TextRun[]) =>
    chars(side) < total * 0.1 && !isDenseSidebar(side, beside);
  if (!rail && (thin(left, right) || thin(right, left))) return undefined;
  const dateShare = (lines: string[]) =>
    lines.filter((t) => t.length < 30 && DATE_LIKE.test(t)).length / lines.length;
  if (!rail && (dateShare(leftLines) > 0.4 || dateShare(rightLines) > 0.4)) return undefined;
  const rightTops = right.map((r) => r.top);
  // A side whose lines nearly all stand on a line of the other side is a column of table cells, on
  // either side ('City / 2019 – 2021' cells right of each job).
  if (!rail && (pairedShare(left, right) > 0.8 || pairedShare(right, left) > 0.8)) return undefined;
  // Columns run side by side: over the height where both sides hold text, each side fills it with lines.
  // A contact block set right of a name, with a stray line far below it, is no column.
  const from = Math.max(Math.min(...left.map((r) => r.top)), Math.min(...rightTops));
  const to = Math.min(Math.max(...left.map((r) => r.top)), Math.max(...rightTops));
  if (!rail && (!fillsBand(left, from, to) || !fillsBand(right, from, to))) return undefined;

  const columnsTop = Math.min(...left.map((r) => r.top), ...right.map((r) => r.top));
  const columnsBottom = Math.max(...left.map((r) => r.top), ...right.map((r) => r.top));
  // Wide lines between column lines mean the page mixes layouts (columns in one section only); reading it
  // column by column would tear the other sections apart, so it is read line by line instead.
  const wideInside = crossing.filter(
    (r) => r.top > columnsTop + 0.5 && r.top < columnsBottom - 0.5 && r.width >= pageWidth * 0.5,
  ).length;
  if (wideInside >= 2) return undefined;
  // A header set across the gutter (a name in large type, a contact line under it) ends the page's top block:
  // what stands beside or above it on either side ('Last updated…' in a corner, a site under the name) is
  // header too, read before the columns begin.
  const spanning = crossing.filter((run) => run.top < from - 0.5);
  const header: TextRun[] = [];
  if (spanning.length) {
    const headerBottom = Math.max(...spanning.map((run) => run.top));
    for (const side of [left, right])
      for (let i = side.length - 1; i >= 0; i--)
        if (side[i]!.top <= headerBottom + 0.5) header.push(...side.splice(i, 1));
  }
  for (const run of crossing) {
    if (run.top < columnsTop + 0.5 || spanning.includes(run)) header.push(run);
    else if (run.x + run.width / 2 < (gutterStart + gutterEnd) / 2) left.push(run);
    else right.push(run);
  }
  return { header, left, right, rail };
}
