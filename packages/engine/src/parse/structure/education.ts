import type { EducationEntry } from '../../model/resume-document.ts';
import { readCardsByColumn } from './card-grid.ts';
import { findDateRange, withoutDate } from './dates.ts';
import { DEGREE, isBoard, readScore, SCHOOL_LEVEL, SCORE } from './degrees.ts';
import { isPlaceName, splitHeaderParts } from './entry-header.ts';
import { isAllCaps } from './headings.ts';
import { INSTITUTION_WORDS } from './lexicons.ts';
import { collectBullets, type StructLine, spanOf, toBullets } from './lines.ts';
import { readLocation, splitTrailingLocation } from './location.ts';

/** 'Expected', 'Anticipated' (and 'Graduation:' after them) right before a school's date. */
const EXPECTED_BEFORE = /\b(expected|anticipated)\b(?:\s+(?:graduation|completion|date))?\s*:?\s*$/i;
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * The parts of an education line, cut as its fields are read, and at semicolons, which set a grade apart
 * ('High School Diploma; Grade: 8.5'): 'B.Tech, Anna University - Chennai' → three parts.
 */
const linePieces = (text: string) =>
  splitHeaderParts(text)
    .flatMap(splitOutsideParens)
    .flatMap((piece) => piece.split(/\s*;\s*/));

/**
 * Whether a piece names a degree. A level that ends in a school word is part of a school's name when a name
 * comes before it ('Springfield High School', 'Govt. Higher Secondary School'), and a degree alone otherwise.
 */
function namesDegree(piece: string): boolean {
  const match = DEGREE.exec(piece);
  if (!match) return false;
  const schoolName =
    /\bschool$/i.test(match[0].trim()) && /[\p{Lu}][\p{L}.'’]*\s*$/u.test(piece.slice(0, match.index));
  return !schoolName || isWholeDegree(piece);
}

function isEntryStart(text: string): { institution: boolean; degree: boolean } {
  // A date is no degree: 'March 2009' holds no M.Arch.
  const date = findDateRange(text);
  const pieces = linePieces(date ? withoutDate(text, date) : text);
  return {
    institution: pieces.some((piece) => INSTITUTION_WORDS.test(piece) && !isWholeDegree(piece)),
    degree: pieces.some(namesDegree),
  };
}

/** A piece that is a degree's name and nothing more ('High School Diploma'), though it holds a school word. */
function isWholeDegree(piece: string): boolean {
  const match = DEGREE.exec(piece);
  return Boolean(match && match[0].trim().length >= piece.trim().replace(/[.,;:]+$/, '').length);
}

/** Splits a degree phrase into its type and field: 'B.Tech in Computer Science' → B.Tech + Computer Science. */
export function readDegree(text: string): { studyType?: string; area?: string } {
  const match = DEGREE.exec(text);
  if (!match) return {};
  let studyType = match[0].trim().replace(/[,;:]$/, '');
  let rest = text.slice(match.index + match[0].length);
  // A note right after the degree stays with it: 'Bachelor of Commerce (Incomplete)', 'B.Sc (Hons)'.
  const note = /^\s*(\([^()]{1,30}\))/.exec(rest);
  if (note?.[1] && !/^(10th|12th|x|xii|ssc|hsc)$/i.test(studyType)) {
    studyType = `${studyType} ${note[1]}`;
    rest = rest.slice(note[0].length);
  }
  // 'Bachelor of Science in Computer Science': the type ends before 'in' ('IN' where small capitals set it).
  const field =
    /^\s*(?:\((?:hons?|honours)\)\s*)?(?:(?:in|of|en|em|de|di)(?=\s)|d['’]|,|-|–|:)?\s*([\p{L}&/ .'-]{2,80}?)\s*(?:$|[,|(;–—]|\s-\s|\d)/iu.exec(
      rest,
    );
  let area = field?.[1]?.trim();
  if (area && (INSTITUTION_WORDS.test(area) || /^(from|at|with|and|por|par|bei|pela|presso)\b/i.test(area)))
    area = undefined;
  if (/^(10th|12th|x|xii|ssc|hsc)$/i.test(studyType)) {
    // The level's other name in parentheses stays with it: '12th (HSC)'.
    const alias = /^\s*\(([^()]{2,20})\)/.exec(rest)?.[1]?.trim();
    const board = /\b(cbse|icse|isc|state board|[\p{L}]+ state board)\b/iu.exec(text)?.[1];
    const inParens = [alias, board].filter(Boolean);
    if (inParens.length > 0) studyType = `${studyType} (${inParens.join(', ')})`;
    rest = '';
    area = undefined;
  }
  return { studyType, area: area?.replace(/\s+/g, ' ') || undefined };
}

/** A short capitalised name: no digits, no sentence, not a place. */
function isNameLike(text: string): boolean {
  const t = text.trim();
  return (
    /^[\p{Lu}]/u.test(t) &&
    t.split(/\s+/).length <= 6 &&
    !/\d|[.!?;:]$/.test(t) &&
    !readLocation(t) &&
    !/^(relevant|coursework|courses|honou?rs|minor|major|thesis|dean)/i.test(t)
  );
}

function splitOutsideParens(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth += 1;
    if (ch === ')' && depth > 0) depth -= 1;
    if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  out.push(current.trim());
  return out.filter(Boolean);
}

/** Lines under a school that are about the studies, not more of the school's name. */
const STUDY_NOTE =
  /^(relevant|course\s*work|courses|honou?rs|minor|major|thesis|dean|with|summa|magna|cum|graduated|activities|awards?|scholarships?|exchange)\b|laude|distinction|\blist$/i;

/**
 * The wrapped end of a school's name on the line under it: the only text of that line besides its place
 * ('Delhi, New Delhi, India'), or one or two capitalised words on their own that are no place, degree,
 * school word or note about the studies ('Kharagpur').
 */
function wrapsInstitution(piece: string, placeFollows: boolean): boolean {
  const t = piece.trim();
  const maxWords = placeFollows ? 3 : 2;
  const name = new RegExp(`^[\\p{Lu}][\\p{L}.'’&-]*(?:\\s+[\\p{Lu}][\\p{L}.'’&-]*){0,${maxWords - 1}}$`, 'u');
  if (!name.test(t) || STUDY_NOTE.test(t)) return false;
  if (DEGREE.test(t) || INSTITUTION_WORDS.test(t) || SCORE.test(t) || isBoard(t)) return false;
  return placeFollows || !readLocation(t);
}

/** Words a school's name cannot end on: 'University of' / 'Universidade Estadual de' wrap onto the next line. */
const DANGLING = /(?:^|\s)(?:of|for|and|&|de|del|da|do|das|dos|di|della|der|des|du|für|y|e)$/i;

/**
 * Joins a header line that stops on a connecting word with the short capitalised line under it, which a
 * narrow column wrapped: 'Universidade Estadual de⇥2013 – 2017' + 'Campinas'; and a name with the lone
 * school word a column pushed to the next line: 'Govt. Higher Secondary' + 'School', 'North Carolina State'
 * + 'University'. The dates set off by a tab stay after the joined name.
 */
export function joinDanglingNames(lines: StructLine[]): StructLine[] {
  const out: StructLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as StructLine;
    const next = lines[i + 1];
    const [head = '', ...tail] = line.text.split('\t');
    const nextText = next?.text.trim() ?? '';
    const danglingName =
      DANGLING.test(head.trim()) &&
      /^[\p{Lu}]/u.test(nextText) &&
      nextText.split(/\s+/).length <= 4 &&
      !/[\d@|,\t]/.test(nextText);
    const loneSchoolWord =
      /^[\p{Lu}][\p{L}]+$/u.test(nextText) &&
      INSTITUTION_WORDS.exec(nextText)?.[0] === nextText &&
      tail.length === 0 &&
      isNameLike(head) &&
      !INSTITUTION_WORDS.test(head);
    // Set larger than the text, a school's name is one name over two lines in the same type:
    // 'Institute of Chartered' / 'Accountants of India'.
    const wrappedDisplayName =
      next !== undefined &&
      (line.relativeSize ?? 1) >= 1.1 &&
      Math.abs((line.relativeSize ?? 1) - (next.relativeSize ?? 1)) < 0.01 &&
      Boolean(line.bold) === Boolean(next.bold) &&
      tail.length === 0 &&
      isNameLike(head) &&
      (isNameLike(nextText) || /^(?:of|for|and|de|du|der)\s+[\p{Lu}]/u.test(nextText)) &&
      !DEGREE.test(nextText) &&
      !(endsOnSchoolWord(head) && endsOnSchoolWord(nextText));
    if (next && !line.bullet && !next.bullet && (danglingName || loneSchoolWord || wrappedDisplayName)) {
      out.push({ ...line, text: [`${head.trimEnd()} ${nextText}`, ...tail].join('\t'), end: next.end });
      i += 1;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** 'Stanford University', 'Kendriya Vidyalaya': a name complete as a school's. */
const endsOnSchoolWord = (text: string) => INSTITUTION_WORDS.test(text.trim().split(/\s+/).at(-1) ?? '');

/** A single date, not a range ('2015', 'May 2018'). */
function singleDate(line: StructLine | undefined) {
  const date = isBareDate(line) && line ? findDateRange(line.text) : undefined;
  if (!date || date.current || (date.start && date.end)) return undefined;
  return date.start ?? date.end;
}

/**
 * A range set as its start over its end, each on a line of its own ('2015' / '2018'), is one range: the
 * two lines become 'start – end'.
 */
function joinSplitRanges(lines: StructLine[]): StructLine[] {
  const out: StructLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as StructLine;
    const [from, to] = [singleDate(line), singleDate(lines[i + 1])];
    const next = lines[i + 1];
    if (from?.iso && to?.iso && next && from.iso <= to.iso) {
      out.push({ ...line, text: `${line.text.trim()} – ${next.text.trim()}`, end: next.end });
      i += 1;
    } else out.push(line);
  }
  return out;
}

/** Whether a line holds a date and nothing else ('2015', 'Jan 2014 - Jan 2016'). */
function isBareDate(line: StructLine | undefined): boolean {
  const date = line && !line.bullet ? findDateRange(line.text) : undefined;
  return Boolean(date && line && !withoutDate(line.text, date).replace(/[\s,|•·–—-]/g, ''));
}

/**
 * Where entries start when every entry has the same number of lines with its dates on one of them, alone:
 * 'B-Tech' / 'Anna University' / '2023' / 'C.B.S.E.' / 'Kendriya Vidyalaya' / '2019'. The bare dates repeat
 * at one period, and the lines before the first say where in its entry the date stands. Names without
 * school or degree words ('C.B.S.E.', 'Kendriya Vidyalaya') are placed by that rhythm alone.
 */
function periodicStarts(lines: StructLine[]): Set<number> | undefined {
  if (lines.some((line) => line.bullet)) return undefined;
  const dates = lines.flatMap((line, index) => (isBareDate(line) ? [index] : []));
  const [first, second] = dates;
  if (first === undefined || second === undefined) return undefined;
  const period = second - first;
  const regular = dates.every((at, i) => i === 0 || at - (dates[i - 1] as number) === period);
  const lead = first;
  // The last entry may lack trailing lines, never more than its period.
  if (!regular || period < 2 || lead >= period || lines.length - 1 - (dates.at(-1) as number) >= period)
    return undefined;
  const starts = dates.map((at) => at - lead);
  // Each entry so found holds one date: a second ('Kendriya Vidyalaya' / '10th | 2018' between two bare
  // years) means the rhythm is chance.
  return eachHoldsOneDate(lines, starts) ? new Set(starts) : undefined;
}

/** Whether each stretch of lines from one start to the next holds exactly one date. */
const eachHoldsOneDate = (lines: StructLine[], starts: number[]) =>
  starts.every(
    (from, i) =>
      lines.slice(from, starts[i + 1] ?? lines.length).filter((line) => findDateRange(line.text)).length ===
      1,
  );

/** A line's look: its weight, size, case and whether the source marked it as a heading. */
const styleOf = (line: StructLine) =>
  `${line.bold ? 'b' : ''}${line.declared ? 'h' : ''}${Math.round((line.relativeSize ?? 1) * 20)}${isAllCaps(line.text) ? 'C' : ''}`;

/**
 * The look of the lines that open entries, when the section's first line has a look of its own that recurs,
 * and each stretch from one such line to the next holds exactly one date: each entry's school set in bold
 * ('JNTU Hyderabad⇥2015' over a plain degree line), or a Markdown sub-heading ('### Govt. Higher Secondary
 * School' / 'Intermediate, 2010'). A field set in the school's look ('Computer Science' under a dated school)
 * makes stretches without a date, and the look is no opener.
 */
function openerStyle(lines: StructLine[]): string | undefined {
  const [first] = lines;
  if (!first || first.bullet) return undefined;
  const style = styleOf(first);
  const starts = lines.flatMap((line, index) => (styleOf(line) === style ? [index] : []));
  const ownLook = starts.length >= 2 && starts.length < lines.length;
  return ownLook && eachHoldsOneDate(lines, starts) ? style : undefined;
}

/**
 * Groups a section's lines into entries: by the rhythm of bare dates when there is one, else a new entry
 * starts when a line names an institution (or degree) and the current entry already has one, or when a
 * line has the look that opens entries.
 */
function groupEntries(lines: StructLine[]): StructLine[][] {
  const periodic = periodicStarts(lines);
  if (periodic)
    return lines.reduce<StructLine[][]>((groups, line, index) => {
      if (periodic.has(index) || groups.length === 0) groups.push([]);
      groups.at(-1)?.push(line);
      return groups;
    }, []);
  const groups: StructLine[][] = [];
  let current: StructLine[] = [];
  let seen = { institution: false, degree: false, dated: false, university: false };
  const opener = openerStyle(lines);
  // Entries open with their school in one style ('CORNELL UNIVERSITY'); a later line in that style, after
  // the current entry has its dates, opens the next entry even without a school word ('LA MARTINIERE').
  let openerCaps: boolean | undefined;
  // Entries that open with their dates on a line of their own ('2015' / 'JNTU Hyderabad' / 'B-Tech'): each
  // such line opens the next entry.
  const datesOpen = isBareDate(lines[0]);
  for (const line of lines) {
    const text = line.text.trim();
    const kinds = line.bullet ? { institution: false, degree: false } : isEntryStart(text);
    // 'College of Engineering' under a university is a part of it, not another school.
    const unitOfUniversity = seen.university && /^(college|school|faculty|department)\s+of\b/i.test(text);
    const sameStyleOpener =
      openerCaps === true &&
      seen.dated &&
      !line.bullet &&
      isAllCaps(text) &&
      !kinds.degree &&
      text.split(/\s+/).length <= 6 &&
      !/\d/.test(text);
    const clash =
      (kinds.institution && seen.institution && !unitOfUniversity) ||
      (kinds.degree && seen.degree && !kinds.institution) ||
      sameStyleOpener ||
      (opener !== undefined && styleOf(line) === opener) ||
      (datesOpen && seen.dated && isBareDate(line));
    if (current.length > 0 && clash) {
      groups.push(current);
      current = [];
      seen = { institution: false, degree: false, dated: false, university: false };
    }
    if (current.length === 0 && !line.bullet) openerCaps ??= isAllCaps(text);
    current.push(line);
    seen = {
      institution: seen.institution || kinds.institution,
      degree: seen.degree || kinds.degree,
      dated: seen.dated || Boolean(findDateRange(text)),
      university:
        seen.university ||
        /(?<![\p{L}])(university|universit[àäé]t?|universidade?|université)(?![\p{L}])/iu.test(text),
    };
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Lines that stand where the other entries have their degree, when every entry has as many lines: 'CA'
 * alone, in the place of 'BBA in Business Administration' in the next entry, is a qualification, though
 * the word alone is as often California.
 */
function degreesByPlace(groups: StructLine[][]): Set<StructLine> {
  const size = groups[0]?.length ?? 0;
  if (groups.length < 2 || groups.some((group) => group.length !== size)) return new Set();
  const found = new Set<StructLine>();
  for (let place = 0; place < size; place++) {
    const lines = groups.map((group) => group[place] as StructLine);
    const kinds = lines.map((line) => (line.bullet ? undefined : isEntryStart(line.text)));
    if (!kinds.some((kind) => kind?.degree) || kinds.some((kind) => kind?.institution)) continue;
    for (const [i, line] of lines.entries())
      if (
        !kinds[i]?.degree &&
        /^[\p{Lu}][\p{L}.&' -]{0,40}$/u.test(line.text.trim()) &&
        !findDateRange(line.text)
      )
        found.add(line);
  }
  return found;
}

export function readEducation(input: StructLine[]): EducationEntry[] {
  const groups = groupEntries(joinDanglingNames(joinSplitRanges(readCardsByColumn(input))));
  const placedDegrees = degreesByPlace(groups);
  return groups.map((group) => {
    let institution = '';
    let location: string | undefined;
    let degreeLine = '';
    let start: EducationEntry['start'];
    let end: EducationEntry['end'];
    let score: EducationEntry['score'];
    let board: string | undefined;
    const body: StructLine[] = [];
    const courses: string[] = [];
    // The school's name closed the line before: its rest may have wrapped onto this one.
    let institutionEndedLine = false;
    // The last piece read was the degree: a name right after it, in the next part or on the next line, is
    // what was studied once the school is known ('Master of Science - Computer Science', 'PhD' / 'Machine
    // Learning').
    let afterDegree = false;
    // Names left unread before the degree: its school or its field once the degree comes.
    const namesAbove: StructLine[] = [];
    for (const line of group) {
      let text = line.text;
      const institutionBefore = institutionEndedLine;
      institutionEndedLine = false;
      const date = findDateRange(text);
      const dated = Boolean(date);
      if (date && !start && !end) {
        start = date.start;
        end = date.end ?? (date.current ? { text: 'Present' } : undefined);
        // 'Expected Graduation: June 2016' is a date not yet reached when written: printed as a plain 'June
        // 2016' it would read as a degree already held, so the date keeps the word that says it is expected.
        const expected = EXPECTED_BEFORE.exec(text.slice(0, date.index))?.[1];
        if (end && expected && !/^expected|^anticipated/i.test(end.text))
          end = { ...end, text: `${capitalise(expected)} ${end.text}` };
        text = withoutDate(text, date);
      }
      const lineScore = readScore(text);
      if (lineScore && !score) {
        score = lineScore;
        text = text
          .replace(SCORE, ' ')
          .replace(/\s+/g, ' ')
          .replace(/^[\s,|•·–—:-]+|[\s,|•·–—:(-]+$/g, '')
          .trim();
      }
      const coursework = /^(relevant\s+)?(course\s*work|courses)\s*:\s*(.+)$/i.exec(text);
      if (coursework) {
        courses.push(...(coursework[3] ?? '').split(/\s*[,;]\s*/).filter(Boolean));
        continue;
      }
      let used = false;
      const parts = splitHeaderParts(text);
      for (const [partIndex, part] of parts.entries()) {
        // 'Pasadena, USA' alone is the place; 'PhD in CS, CalTech, Pasadena, USA' ends with one.
        const peeled = splitTrailingLocation(part);
        if (peeled.location && !location) {
          location = peeled.location;
          if (!peeled.rest) {
            used = true;
            continue;
          }
        }
        let lastWasInstitution = false;
        let lastWasDegree = false;
        // A name before the school with no degree word ('Computer Science, Stanford University'): what was
        // studied there, in the common 'Degree, School' order.
        let pending: string | undefined;
        const pieces = splitOutsideParens(peeled.rest);
        for (const [pieceIndex, piece] of pieces.entries()) {
          const lastOfLine = partIndex === parts.length - 1 && pieceIndex === pieces.length - 1;
          const fieldMayFollow = lastWasDegree || (afterDegree && institution !== '' && !line.bullet);
          afterDegree = false;
          if (
            institutionBefore &&
            parts.length === 1 &&
            pieces.length === 1 &&
            !line.bullet &&
            !dated &&
            !lineScore &&
            !placedDegrees.has(line) &&
            wrapsInstitution(piece, Boolean(peeled.location))
          ) {
            // 'Indian Institute of Technology' / 'Delhi, New Delhi, India': the name's last words wrapped.
            institution = `${institution} ${piece}`;
            used = true;
            continue;
          }
          if (isBoard(piece)) {
            board ??= piece;
            used = true;
            continue;
          }
          if (
            !institution &&
            INSTITUTION_WORDS.test(piece) &&
            !isWholeDegree(piece) &&
            !(DEGREE.test(piece) && !degreeLine && !/\b(university|college|institute|school)\b/i.test(piece))
          ) {
            institution = piece;
            lastWasInstitution = true;
            institutionEndedLine = lastOfLine;
            used = true;
            if (!degreeLine && pending) degreeLine = pending;
            pending = undefined;
          } else if (degreeLine && SCHOOL_LEVEL.test(piece)) {
            // '10th, SSC': the second name of the same school-leaving level adds nothing.
            used = true;
          } else if (!degreeLine && !line.bullet && (DEGREE.test(piece) || placedDegrees.has(line))) {
            degreeLine = piece;
            // A name left on the line above a degree of its own: the field when the school is known
            // ('Computer Science' over 'B.S.'), else the school ('JNTU Hyderabad' over 'B-Tech').
            // Names left unread above a degree of its own line: the first is the school when none is known
            // ('JNTU Hyderabad' over 'B-Tech'), the last the field ('Computer Science' over 'B.S.').
            if (namesAbove.length > 0 && pieces.length === 1 && parts.length === 1) {
              const [first, ...rest] = namesAbove;
              const school = !institution ? first : undefined;
              const field = !readDegree(piece).area ? (school ? rest.at(-1) : namesAbove.at(-1)) : undefined;
              if (school) institution = school.text;
              if (field) degreeLine = `${piece}, ${field.text}`;
              for (const read of [school, field]) if (read) body.splice(body.indexOf(read), 1);
            }
            lastWasInstitution = false;
            lastWasDegree = true;
            afterDegree = true;
            used = true;
          } else if (
            !degreeLine &&
            institution &&
            !lastWasInstitution &&
            dated &&
            !line.bullet &&
            pieceIndex === 0 &&
            partIndex === 0 &&
            isNameLike(piece)
          ) {
            // The school has a line of its own ('Institution⇥City'); the text beside the dates is the degree.
            degreeLine = piece;
            lastWasDegree = true;
            used = true;
          } else if (
            lastWasInstitution === false &&
            institution &&
            !location &&
            partIndex > 0 &&
            pieces.length === 1 &&
            /\t/.test(text) &&
            isPlaceName(piece)
          ) {
            // Set flush right beside the school's name: its town ('Institution⇥City').
            location = piece;
            used = true;
          } else if (
            fieldMayFollow &&
            DEGREE.test(degreeLine) &&
            !readDegree(degreeLine).area &&
            isNameLike(piece) &&
            !STUDY_NOTE.test(piece)
          ) {
            // 'Bachelor of Science, Computer Science': the part after a bare degree is its field.
            degreeLine = `${degreeLine}, ${piece}`;
            used = true;
          } else if (!institution && degreeLine && !line.bullet && isNameLike(piece)) {
            // Beside a degree, a name without a school word is the school: 'PhD in CS, CalTech', 'B.S. | MIT'.
            institution = piece;
            lastWasDegree = false;
            used = true;
          } else if (
            lastWasInstitution &&
            pieceIndex === pieces.length - 1 &&
            piece.split(/\s+/).length <= 3 &&
            /^[\p{Lu}]/u.test(piece)
          ) {
            // 'University of California, Berkeley': a short name closing the line completes the school's
            // name; with more after it ('Institution, City, Grade') it is a field of its own.
            institution = `${institution}, ${piece}`;
          } else if (used && !line.bullet && !degreeLine && piece.length < 60 && /^[\p{Lu}]/u.test(piece)) {
            degreeLine = piece;
          } else if (used) {
            // Text after the parts we recognised on the same line stays with the entry.
            body.push({ ...line, text: piece });
            lastWasInstitution = false;
          } else {
            lastWasInstitution = false;
            if (!pending && !institution && !line.bullet && isNameLike(piece)) pending = piece;
          }
        }
      }
      const unread = !used && text ? { ...line, text } : undefined;
      if (unread) body.push(unread);
      if (unread && !degreeLine && !line.bullet && isNameLike(text) && !STUDY_NOTE.test(text))
        namesAbove.push(unread);
    }
    const degree = readDegree(degreeLine);
    if (board) {
      // School-leaving results name their board: '12th (CBSE)'. A board written where the degree goes, under
      // a school, names the qualification ('CBSE' / 'Delhi Public School'); a degree's own line keeps its words.
      const level = degree.studyType ? SCHOOL_LEVEL.test(degree.studyType.replace(/\s*\(.*$/, '')) : false;
      if (level && degree.studyType && !degree.studyType.includes('('))
        degree.studyType = `${degree.studyType} (${board})`;
      else if (level && degree.studyType && !degree.studyType.includes(board))
        degree.studyType = degree.studyType.replace(/\)$/, `, ${board})`);
      else if (!degree.studyType && institution) degree.studyType = board;
      else if (!institution) institution = board;
      else if (!degree.studyType?.includes(board)) body.push({ ...(group[0] as StructLine), text: board });
    }
    if (!institution && !degree.studyType && body.length > 0 && !body[0]?.bullet) {
      institution = body.shift()?.text ?? '';
    } else if (!institution && body[0] && !body[0].bullet && isNameLike(body[0].text)) {
      // A school on a line of its own above its degree ('UC Berkeley' / '2019' / 'Bachelor of Science').
      institution = body.shift()?.text ?? '';
    }
    return {
      id: '',
      institution,
      area: degree.area,
      studyType: degree.studyType ?? (degreeLine || undefined),
      location,
      start,
      end,
      score,
      courses,
      highlights: toBullets(collectBullets(body)),
      source: spanOf(group),
    };
  });
}
