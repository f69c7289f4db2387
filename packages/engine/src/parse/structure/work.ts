import type { VolunteerEntry, WorkEntry } from '../../model/resume-document.ts';
import { type DateMatch, findDateRange, withoutDate } from './dates.ts';
import {
  organisationScore,
  pairHeader,
  readEntryHeader,
  readHeaderPair,
  titleScore,
} from './entry-header.ts';
import { BULLET_LABEL_KINDS, lookupHeading } from './headings.ts';
import {
  collectBullets,
  columnReach,
  isMarked,
  joinWrapped,
  readsAsDuty,
  type StructLine,
  spanOf,
  toBullets,
} from './lines.ts';
import { readLocation, splitTrailingLocation } from './location.ts';

/**
 * Experience-like sections → entries. Each entry is anchored on a line holding a date (range); the short
 * lines right around it form the header (title, employer, location) and the lines up to the next header are
 * its bullets. Without any dates, each block of header lines followed by bullets is one entry.
 */
export interface RawEntry {
  header: StructLine[];
  body: StructLine[];
  date?: DateMatch;
  /** Header texts with the date removed. */
  headerTexts: string[];
  /** Which of `headerTexts` was written beside the dates, when that line holds more than its dates. */
  datedIndex?: number;
}

const MAX_HEADER_WORDS = 12;

function isAnchor(line: StructLine): DateMatch | undefined {
  if (line.bullet) return undefined;
  const match = findDateRange(line.text);
  if (!match) return undefined;
  const rest = withoutDate(line.text, match);
  if (rest.split(/\s+/).filter(Boolean).length > MAX_HEADER_WORDS) return undefined;
  const before = line.text.slice(0, match.index);
  const after = line.text.slice(match.index + match.length);
  // The date must sit at an edge of the line or be set off by a separator; a date inside a sentence is not a header.
  const atEdge =
    /^[\s([|•·,:–—-]*((expected|graduated|graduation|since|from)\s*:?\s*)?$/i.test(before) ||
    /^[\s)\]|•·,.;:–—-]*$/.test(after);
  const setOff = /[\t|•·]/.test(line.text);
  return atEdge || setOff ? match : undefined;
}

function isShortHeaderLine(line: StructLine | undefined): line is StructLine {
  if (!line || line.bullet) return false;
  const t = line.text.trim();
  if (!t || (/[.!?]$/.test(t) && !/\b(inc|ltd|co|corp|jr|sr)\.$/i.test(t))) return false;
  if (t.split(/\s+/).length > MAX_HEADER_WORDS || isLeadIn(t)) return false;
  // Prose is not a header: a sentence that ends inside the line ('… MERN stack. Ensured the'), a line
  // that stops on a word that needs the next line ('… Ensured the'), or a duty ('Monitored patient records').
  if (endsSentenceInside(t) || PROSE_ENDING.test(t) || readsAsDuty(t)) return false;
  return /^[\p{Lu}\p{N}"“(]/u.test(t);
}

/**
 * True when a sentence ends inside the line: a word of three letters or more that ends in lower case, then a
 * full stop and a capital ('… MERN stack. Ensured', '… and Firebase. Implemented'). Not after an abbreviation
 * that ends a company's or a person's name ('Acme Inc. Boston', 'John Smith Jr. Fellow').
 */
function endsSentenceInside(text: string): boolean {
  for (const match of text.matchAll(/(\p{L}*\p{Ll}{2})[.!?]\s+(\p{Lu}\p{L}*)/gu)) {
    const [, word = '', next = ''] = match;
    if (word.length < 3 || ABBREVIATION.test(word)) continue;
    // 'Omnious. Co., Ltd.': a company's name and its legal form, not two sentences.
    if (COMPANY_FORM.test(next)) continue;
    return true;
  }
  return false;
}

const ABBREVIATION = /^(inc|ltd|co|corp|jr|sr|st|mr|mrs|ms|dr|prof|dept|univ)$/i;
const COMPANY_FORM = /^(co|inc|ltd|llc|llp|plc|corp|gmbh|ag|sa|pvt|pty)$/i;

/** Lower-case function words a line of prose can stop on; 'OR' or 'IN' in capitals is a state. */
const PROSE_ENDING = /(?:[,;&/]|\b(?:with|and|or|of|to|for|the|a|an|in|on|by|from|at|into|across|than|via))$/;

const OPEN_ENDING =
  /(?:[,;:&/-]|\b(?:with|and|or|of|to|for|the|a|an|in|on|by|from|at|into|across|than|via))$/i;

/** A line that reads as the rest of the line before it (a wrapped bullet), not as a new header. */
function continuesPrevious(previous: StructLine | undefined, line: StructLine | undefined): boolean {
  if (!previous || !line) return false;
  return OPEN_ENDING.test(previous.text.trim()) || /^[\p{Ll}\p{N}]/u.test(line.text.trim());
}

/**
 * The header text beside a right-aligned date wraps when it is long: 'Analyst Intern, Tamarind⇥2019' then
 * 'Foods'. A one- or two-word line in the same weight, under a date line whose text already has its
 * separator, and that is not a place, is the rest of that text.
 */
function wrapsAnchor(anchor: StructLine, line: StructLine): boolean {
  const text = line.text.trim();
  if (line.bullet || Boolean(line.bold) !== Boolean(anchor.bold)) return false;
  const head = anchor.text.split('\t')[0] ?? '';
  if (!anchor.text.includes('\t') || !/,|\||—| at /.test(head)) return false;
  // A text that ends its sentence ('Job title, Employer, City.') is whole; an abbreviation ('Acme Inc.') is not an end.
  if (/\.$/.test(head) && !/\b(inc|ltd|co|corp|jr|sr)\.$/i.test(head)) return false;
  if (text.split(/\s+/).length > 2 || /[,|•·\t]/.test(text) || readLocation(text)) return false;
  // A text that already ends in a place ('Acme, Kent, Ohio') is complete; a title under it is a field of its own.
  if (splitTrailingLocation(anchor.text.split('\t')[0] ?? '').location || titleScore(text) >= 4) return false;
  return /^[\p{Lu}&]/u.test(text);
}

/** Words a table cell of prose holds at least ('Optimized a legacy module …'); a city or a title is shorter. */
const MIN_PROSE_CELL_WORDS = 4;

/**
 * A dated header line set as a table row can end in a cell of prose: 'Network Engineer⇥2024-03 - 2024-07⇥
 * Optimized a legacy module to Spring Boot', the rest wrapping onto the lines below. A cell after the dates
 * that reads as a sentence (it ends one, stops on a word that needs the next line, opens with a duty's verb,
 * or the next line carries it on in lower case) is the entry's first line of text, not its employer: the line is cut in two there.
 */
function splitProseCell(line: StructLine, next: StructLine | undefined): StructLine[] {
  const match = isAnchor(line);
  if (!match || !line.text.includes('\t')) return [line];
  const cut = line.text.lastIndexOf('\t');
  if (cut < match.index + match.length) return [line];
  const cell = line.text.slice(cut + 1).trim();
  if (cell.split(/\s+/).length < MIN_PROSE_CELL_WORDS) return [line];
  const wrapsOn = next !== undefined && !next.bullet && /^\p{Ll}/u.test(next.text.trim());
  const sentence =
    /[.!?]$/.test(cell) || endsSentenceInside(cell) || PROSE_ENDING.test(cell) || readsAsDuty(cell);
  if (!wrapsOn && !sentence) return [line];
  // The text may have lost a marker at its start, never at its end, so offsets are counted from the end.
  const cellStart = line.end - (line.text.length - cut - 1);
  return [
    { ...line, text: line.text.slice(0, cut), end: cellStart - 1, right: undefined },
    // Where the cell starts on the page is not known: its width is measured in characters.
    { ...line, text: cell, start: cellStart, bold: false, indent: undefined, right: undefined },
  ];
}

export function splitEntries(allLines: StructLine[]): RawEntry[] {
  const lines = allLines.flatMap((line, i) => splitProseCell(line, allLines[i + 1]));
  const anchors: { index: number; match: DateMatch }[] = [];
  for (const [index, line] of lines.entries()) {
    const match = isAnchor(line);
    if (match) anchors.push({ index, match });
  }
  if (anchors.length === 0) return splitByHeaderBlocks(lines);

  // A date line that already names the title and the employer ('year–year Job title, Employer, City.') is a
  // whole header: the short lines around it are a sub-heading or the description, not more header.
  const complete = anchors.map(({ index, match }) => {
    const header = readEntryHeader([withoutDate(lines[index]?.text ?? '', match)]);
    return Boolean(header.position && header.organisation);
  });
  // How many header lines sit above the date line is a habit of the layout; the first entry shows it.
  // A place on a line of its own ('Kochi, Kerala') is counted apart from the title and employer lines.
  const firstAnchor = anchors[0]?.index ?? 0;
  let aboveFieldsWanted = 0;
  for (
    let i = firstAnchor - 1;
    aboveFieldsWanted < 2 && firstAnchor - i <= 3 && isShortHeaderLine(lines[i]);
    i--
  )
    if (!isPlaceLine(lines[i])) aboveFieldsWanted += 1;
  // Likewise below it: where the first entry's description starts right under its date line, a short line
  // under a later date line is that entry's description, not more header.
  let belowWanted = 0;
  if (complete[0]) belowWanted = 2;
  else
    while (
      belowWanted < 2 &&
      firstAnchor + belowWanted + 1 < (anchors[1]?.index ?? lines.length) &&
      isShortHeaderLine(lines[firstAnchor + belowWanted + 1])
    )
      belowWanted += 1;

  // The habit counts fields, not lines: where the first date line also holds the title ('Title⇥dates')
  // and a later one holds only its dates, that entry's title has a line of its own above, one more.
  const besideDates = (anchor: { index: number; match: DateMatch }) =>
    withoutDate(lines[anchor.index]?.text ?? '', anchor.match).trim() ? 1 : 0;
  const firstBeside = anchors[0] ? besideDates(anchors[0]) : 0;
  // First the lines above each date line, then the lines below it up to where the next header starts.
  const froms = anchors.map((anchor, k) => {
    const wantedAbove = Math.min(2, aboveFieldsWanted + Math.max(0, firstBeside - besideDates(anchor)));
    const floor = k === 0 ? 0 : (anchors[k - 1]?.index ?? 0) + 1;
    let from = anchor.index;
    let fields = 0;
    while (
      !complete[k] &&
      from - 1 >= floor &&
      fields < 2 &&
      anchor.index - from < 3 &&
      isShortHeaderLine(lines[from - 1])
    ) {
      const place = isPlaceLine(lines[from - 1]);
      const within = place || fields < wantedAbove;
      // A short line right after a bullet opens the next entry even when the layout usually puts it below.
      const afterBullet =
        (lines[from - 2]?.bullet === true && !continuesPrevious(lines[from - 2], lines[from - 1])) ||
        from - 1 === floor;
      if (!within && !(afterBullet && k > 0)) break;
      from -= 1;
      if (!place) fields += 1;
    }
    return from;
  });
  const entries = anchors.map((anchor, k) => {
    const limit = froms[k + 1] ?? lines.length;
    const from = froms[k] ?? anchor.index;
    let to = anchor.index;
    if (complete[k]) {
      const next = lines[to + 1];
      // Only the wrapped rest of its own text, or a place on a line of its own, still belongs to it.
      if (
        to + 1 < limit &&
        next &&
        (wrapsAnchor(lines[to] as StructLine, next) || (isShortHeaderLine(next) && readLocation(next.text)))
      )
        to += 1;
      return { from, to, anchor: anchor.index, match: anchor.match, complete: true };
    }
    const fieldLines = () =>
      lines.slice(from, to + 1).filter((line, i) => from + i !== anchor.index && !isPlaceLine(line)).length;
    while (
      to + 1 < limit &&
      fieldLines() < 2 &&
      to - from < 3 &&
      isShortHeaderLine(lines[to + 1]) &&
      (to - anchor.index < belowWanted || namesTitleOrEmployer(lines[to + 1]))
    )
      to += 1;
    // A place on a line of its own closes a header of up to four lines (title, dates, employer, place).
    const place = lines[to + 1];
    if (to + 1 < limit && to - from < 3 && isShortHeaderLine(place) && readLocation(place.text)) to += 1;
    return { from, to, anchor: anchor.index, match: anchor.match, complete: false };
  });
  // Lines above the first header (e.g. an employer written once for several roles) join that header.
  const first = entries[0];
  if (
    first &&
    !first.complete &&
    first.from > 0 &&
    first.from <= 2 &&
    lines.slice(0, first.from).every(isShortHeaderLine)
  )
    first.from = 0;

  // Entries above the first dated one (an undated project, a role without dates) are entries too.
  const undated = splitByHeaderBlocks(lines.slice(0, entries[0]?.from ?? 0));
  const dated = entries.map((entry, k) => {
    const nextFrom = entries[k + 1]?.from ?? lines.length;
    const header = lines.slice(entry.from, entry.to + 1);
    const body = lines.slice(entry.to + 1, nextFrom);
    const headerTexts: string[] = [];
    let datedIndex: number | undefined;
    for (const [i, line] of header.entries()) {
      const isAnchor = entry.from + i === entry.anchor;
      const text = isAnchor ? withoutDate(line.text, entry.match) : line.text;
      if (!text) continue;
      if (isAnchor) datedIndex = headerTexts.length;
      const anchorLine = header[entry.anchor - entry.from];
      if (entry.from + i === entry.anchor + 1 && anchorLine && wrapsAnchor(anchorLine, line)) {
        headerTexts[headerTexts.length - 1] = `${headerTexts[headerTexts.length - 1] ?? ''} ${text}`.trim();
        continue;
      }
      headerTexts.push(text);
    }
    return { header, body, date: entry.match, headerTexts, datedIndex };
  });
  return [...undated, ...dated];
}

const PLACE_JOINERS = /^(de|da|do|del|della|di|am|an|upon|on|la|le|les|of|the|and|y|e|sur)$/;

/** A place on a header line of its own ('Kochi, Kerala'). */
function isPlaceLine(line: StructLine | undefined): boolean {
  // 'Wipro Technologies - Mysore, Karnataka' and 'Airbus at Dublin, Ireland' end in a place but name the
  // employer first: a place's own words are all capitalised but for a few joining ones ('Rio de Janeiro').
  if (!isShortHeaderLine(line) || /\s[-–—|•·]\s|\t/.test(line.text)) return false;
  const words = line.text.split(/[\s,]+/).filter(Boolean);
  if (!words.every((word) => /^[\p{Lu}\d]/u.test(word) || PLACE_JOINERS.test(word))) return false;
  const place = readLocation(line.text);
  // Three parts make a place only when the last is a country ('Kochi, Kerala, India'); 'Granite State
  // Construction, Madison, WI' is an employer and its town.
  return Boolean(place) && (line.text.split(',').length < 3 || Boolean(place?.countryCode));
}

/** A line whose own words make it a title or an employer, whatever the layout's habit. */
function namesTitleOrEmployer(line: StructLine | undefined): boolean {
  const text = line?.text.trim() ?? '';
  return titleScore(text) >= 4 || organisationScore(text) > 0;
}

/** Fallback without dates: a run of non-bullet short lines followed by bullets is one entry. */
function splitByHeaderBlocks(lines: StructLine[]): RawEntry[] {
  const entries: RawEntry[] = [];
  let current: RawEntry | undefined;
  let inBody = false;
  for (const line of lines) {
    const headerLike = isShortHeaderLine(line);
    if (headerLike && (!current || inBody)) {
      current = { header: [line], body: [], headerTexts: [line.text] };
      entries.push(current);
      inBody = false;
    } else if (headerLike && current && !inBody && current.header.length < 3) {
      current.header.push(line);
      current.headerTexts.push(line.text);
    } else if (current) {
      current.body.push(line);
      inBody = true;
    } else {
      current = { header: [], body: [line], headerTexts: [] };
      entries.push(current);
      inBody = true;
    }
  }
  return entries;
}

/** A sub-heading run into dotted leaders ('Vocational. . . . .'): it groups entries, it is none itself. */
const LEADER_SUBHEADING = /\S(?:\s?\.){4,}\s*$/;

export function readWork(lines: StructLine[]): WorkEntry[] {
  const raws = splitEntries(lines.filter((line) => line.bullet || !LEADER_SUBHEADING.test(line.text))).filter(
    isEntry,
  );
  // Two-line headers ('Employer⇥City' over 'Title⇥dates') are written the same way throughout a section, so
  // entries whose own words do not tell title from employer follow the others.
  const pairs = raws.map((raw) =>
    raw.headerTexts.length === 2 && raw.datedIndex !== undefined
      ? readHeaderPair(raw.headerTexts[raw.datedIndex] ?? '', raw.headerTexts[1 - raw.datedIndex] ?? '')
      : undefined,
  );
  const sectionLean = pairs.reduce((sum, pair) => sum + (pair?.lean ?? 0), 0);
  const reach = columnReach(lines);
  return raws
    .map((raw, k) => {
      const pair = pairs[k];
      const header = pair ? pairHeader(pair, sectionLean) : readEntryHeader(raw.headerTexts);
      // Text left on a header line after its dates and title (a first bullet written beside the
      // dates) goes through the same wrap rules as the body, so its soft-wrapped rest joins it.
      const headerSpan = spanOf(raw.header) ?? { start: 0, end: 0 };
      const extras: StructLine[] = header.extra.map((text) => ({ text, ...headerSpan, bullet: false }));
      const { description, bullets } = extras.length > 0 ? { bullets: raw.body } : splitDescription(raw.body);
      return {
        id: '',
        company: header.organisation,
        position: header.position,
        location: header.location,
        // A job dated once ('Summer 2022') began and ended then.
        start: raw.date?.start ?? (raw.date && !raw.date.current ? raw.date.end : undefined),
        end: raw.date?.end,
        current: raw.date?.current ?? false,
        ...(description ? { summary: description } : {}),
        highlights: toBullets(collectBullets([...extras, ...bullets], 'prose', reach)),
        source: spanOf([...raw.header, ...raw.body]),
      };
    })
    .filter((entry) => entry.company || entry.position || entry.highlights.length > 0);
}

/** A line that introduces the bullets under it: 'Key achievements:', 'Responsibilities:'. */
const LEAD_IN = /^[\p{L}][\p{L}\p{N} &/,()'’-]{0,60}:$/u;

/** A lead-in, or a section's name that labels the bullets under it. */
function isLeadIn(text: string): boolean {
  const heading = lookupHeading(text);
  return LEAD_IN.test(text) || (heading?.fuzzy === false && BULLET_LABEL_KINDS.has(heading.kind));
}

/**
 * An entry's body → its description and its bullets. The unmarked lines before the first marked bullet
 * are the description (a paragraph about the role, and a lead-in ending in ':'); an entry without marked
 * bullets keeps its lines as highlights (its sentences are its bullets), except a lead-in line at the top.
 */
export function splitDescription(body: StructLine[]): { description?: string; bullets: StructLine[] } {
  const lines = body.filter((line) => line.text.trim());
  const firstMarked = lines.findIndex(isMarked);
  let cut = firstMarked > 0 ? firstMarked : 0;
  // Without markers, a lead-in near the top ('Key achievements:', or a section's name on its own such as
  // 'Highlights', after a line or two about the role) divides the description from the bullets.
  const leadIn = lines.slice(0, 3).findIndex((line) => isLeadIn(line.text.trim()));
  if (firstMarked < 0 && leadIn >= 0 && leadIn < lines.length - 1) cut = leadIn + 1;
  if (cut === 0) return { bullets: body };
  return {
    description: joinWrapped(lines.slice(0, cut).map((line) => line.text.trim())),
    bullets: lines.slice(cut),
  };
}

/**
 * An entry is dated, has lines under its header, or names a position; a lone undated line with nothing
 * under it ('Vocational' over a group of jobs) is a sub-heading, left for the "Other" section.
 */
function isEntry(raw: RawEntry): boolean {
  if (raw.date || raw.body.length > 0 || raw.headerTexts.length > 1) return true;
  return raw.headerTexts.some((text) => titleScore(text) >= 4);
}

/** Words that say a section or a role is volunteering, in the heading languages the parser reads. */
const VOLUNTEERING = /volunt|b[ée]n[ée]vol|ehrenamt|community|social work|charity|non-?profit/i;

export function readVolunteer(lines: StructLine[], heading?: string): VolunteerEntry[] {
  return readWork(lines).map((w) => ({
    id: '',
    organization: w.company,
    position: w.position,
    // A section headed 'Leadership' or 'Activities' holds roles, not volunteering, unless the role says so.
    ...(heading && !VOLUNTEERING.test(heading) && !VOLUNTEERING.test(`${w.position} ${w.company}`)
      ? { activity: true }
      : {}),
    ...(w.location ? { location: w.location } : {}),
    start: w.start,
    end: w.end,
    // Volunteer entries have no description field: the description stays their first line.
    highlights: w.summary ? [{ id: '', text: w.summary }, ...w.highlights] : w.highlights,
    source: w.source,
  }));
}
