import {
  type Bullet,
  type EducationEntry,
  type ResumeDate,
  type ResumeDocument,
  SCORE_LABEL_WORDS,
  type SectionKey,
  type SimpleEntry,
  type WorkEntry,
} from '../model/resume-document.ts';
import { RENDER_WORDS, type RenderWords, renderWordsFor } from './localized-words.ts';
import type { TemplateTokens } from './templates/tokens.ts';

/**
 * The format-neutral reading order of a resume: what text appears, in which order, and what role each
 * piece plays (heading, entry title, dates, bullet). The four renderers only decide how each role
 * looks, so they all show the same words in the same order — which is what the round-trip test and
 * an ATS rely on.
 */

export interface OutlineHeader {
  name: string;
  label?: string;
  /** Email, phone, location, website and profile URLs, in that order. */
  contacts: string[];
}

/** A job, degree, project or similar: a title line with dates on the right, then details and bullets. */
export interface OutlineEntry {
  kind: 'entry';
  title: string;
  dates?: string;
  /**
   * The line under the title, as separate parts: organisation and location for a job or a degree, a
   * detail or a URL elsewhere. Renderers join them with ORGANISATION_SEPARATOR (see subtitleText); the
   * PDF draws each part as a text run of its own so extractors read them as separate fields.
   */
  subtitle: string[];
  /** Short lines such as a score, a description or a list of tools. */
  details: string[];
  bullets: OutlineBullet[];
}

/** A bullet and how deep it sits: 0 at the top, 1 for a sub-bullet, 2 below that (ADR 0026). */
export interface OutlineBullet {
  text: string;
  level: number;
}

/** Bullets of an entry with their levels, empty ones left out. */
function outlineBullets(items: Bullet[]): OutlineBullet[] {
  return items
    .map((bullet) => ({ text: bullet.text.trim(), level: bullet.level ?? 0 }))
    .filter((bullet) => bullet.text);
}

export interface OutlineParagraph {
  kind: 'paragraph';
  text: string;
}

/** A one-line list, such as one skill group: `Languages: TypeScript, Go`. */
export interface OutlineLine {
  kind: 'line';
  label?: string;
  text: string;
}

export interface OutlineBullets {
  kind: 'bullets';
  items: string[];
}

export type OutlineBlock = OutlineEntry | OutlineParagraph | OutlineLine | OutlineBullets;

export interface OutlineSection {
  key: SectionKey;
  title: string;
  blocks: OutlineBlock[];
}

export interface ResumeOutline {
  header: OutlineHeader;
  sections: OutlineSection[];
  /** The resume's language ('en' unless the document says otherwise); headings are in it. */
  language?: string;
}

/** Standard English headings; a resume in another language uses its own (see localized-words.ts). */
export const SECTION_TITLES: Record<Exclude<SectionKey, 'custom'>, string> = RENDER_WORDS.en.titles;

/** 'Jan 2020 – Present', '2016 – 2018', 'Mar 2019'; undefined when no date was written. */
export function formatDateRange(
  start?: ResumeDate,
  end?: ResumeDate,
  current = false,
  present = RENDER_WORDS.en.present,
): string | undefined {
  const from = start?.text.trim();
  const to = end?.text.trim() || (current ? present : '');
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to || undefined;
}

const presentParts = (parts: Array<string | undefined>): string[] =>
  parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));

const joinPresent = (parts: Array<string | undefined>, separator = ', ') =>
  presentParts(parts).join(separator);

/**
 * Between an organisation and its location. Not a comma: in 'Figma, Austin, TX' no reader (ATS or
 * ours) can tell where the company ends, while 'Figma | Austin, TX' is unambiguous.
 */
export const ORGANISATION_SEPARATOR = ' | ';

/** An entry's subtitle as one line of text: 'Flipkart | Bengaluru'. */
export function subtitleText(entry: OutlineEntry): string {
  return entry.subtitle.join(ORGANISATION_SEPARATOR);
}

function workEntry(entry: WorkEntry, words: RenderWords): OutlineEntry {
  const position = entry.position.trim();
  const company = entry.company.trim();
  return {
    kind: 'entry',
    title: position || company,
    dates: formatDateRange(entry.start, entry.end, entry.current, words.present),
    subtitle: presentParts([position ? company : undefined, entry.location]),
    // The role's description, as written, sits under the header before the bullets.
    details: entry.summary?.trim() ? [entry.summary.trim()] : [],
    bullets: outlineBullets(entry.highlights),
  };
}

const SCORE_LABELS = { gpa: 'GPA', cgpa: 'CGPA', percentage: 'Percentage', other: 'Score' } as const;
const SCORE_LABEL_WORD = new RegExp(String.raw`\b(${SCORE_LABEL_WORDS})\b`, 'i');

function educationEntry(entry: EducationEntry, words: RenderWords): OutlineEntry {
  const degree =
    entry.studyType?.trim() && entry.area?.trim()
      ? `${entry.studyType.trim()} ${words.degreeField} ${entry.area.trim()}`
      : entry.studyType?.trim() || entry.area?.trim() || '';
  const details: string[] = [];
  const score = entry.score?.text.trim();
  if (entry.score && score) {
    const label = SCORE_LABELS[entry.score.kind];
    // A score read from a resume may carry its label already ('CGPA: 8.9', 'Overall GPA: 9.5/10'); never write
    // a second one.
    details.push(SCORE_LABEL_WORD.test(score) ? score : `${label}: ${score}`);
  }
  const courses = entry.courses.map((course) => course.trim()).filter(Boolean);
  if (courses.length) details.push(`${words.courses}: ${courses.join(', ')}`);
  return {
    kind: 'entry',
    title: degree || entry.institution.trim(),
    dates: formatDateRange(entry.start, entry.end),
    subtitle: presentParts([degree ? entry.institution : undefined, entry.location]),
    details,
    bullets: outlineBullets(entry.highlights),
  };
}

function simpleEntry(entry: SimpleEntry): OutlineEntry {
  return {
    kind: 'entry',
    title: entry.name.trim(),
    dates: entry.date?.text.trim() || undefined,
    subtitle: presentParts([entry.detail]),
    details: entry.url?.trim() ? [entry.url.trim()] : [],
    bullets: [],
  };
}

function sectionBlocks(doc: ResumeDocument, key: Exclude<SectionKey, 'custom'>): OutlineBlock[] {
  const words = renderWordsFor(doc);
  switch (key) {
    case 'summary':
      return doc.summary?.text.trim() ? [{ kind: 'paragraph', text: doc.summary.text.trim() }] : [];
    case 'work':
      return doc.work.map((entry) => workEntry(entry, words));
    case 'education':
      return doc.education.map((entry) => educationEntry(entry, words));
    case 'skills':
      return doc.skills
        .map(
          (group): OutlineLine => ({
            kind: 'line',
            label: group.name.trim() || undefined,
            text: group.keywords
              .map((keyword) => keyword.trim())
              .filter(Boolean)
              .join(', '),
          }),
        )
        .filter((line) => line.text);
    case 'projects':
      return doc.projects.map((project) => {
        const tools = project.keywords.map((keyword) => keyword.trim()).filter(Boolean);
        return {
          kind: 'entry',
          title: project.name.trim(),
          dates: formatDateRange(project.start, project.end, false, words.present),
          subtitle: presentParts([project.url]),
          details: [
            ...(project.description?.trim() ? [project.description.trim()] : []),
            ...(tools.length ? [`${words.technologies}: ${tools.join(', ')}`] : []),
          ],
          bullets: outlineBullets(project.highlights),
        };
      });
    case 'certificates':
      return doc.certificates.map(simpleEntry);
    case 'awards':
      return doc.awards.map(simpleEntry);
    case 'publications':
      return doc.publications.map(simpleEntry);
    case 'languages': {
      const text = doc.languages
        .map((language) =>
          language.detail?.trim()
            ? `${language.name.trim()} (${language.detail.trim()})`
            : language.name.trim(),
        )
        .filter(Boolean)
        .join(', ');
      return text ? [{ kind: 'line', text }] : [];
    }
    case 'volunteer':
      return doc.volunteer.map((entry) =>
        workEntry({ ...entry, company: entry.organization, current: false }, words),
      );
  }
}

/** Which section order a render uses: the document's own (the user's choice) or the template's. */
export type SectionOrderMode = 'document' | 'template';

/**
 * The sections to show. The document's `sectionOrder` says which sections are shown; with the
 * 'template' mode they follow the template's suggested order instead, and any the template does not
 * list keep their document order at the end.
 */
export function resolveSectionOrder(
  doc: ResumeDocument,
  template: TemplateTokens,
  mode: SectionOrderMode = 'document',
): SectionKey[] {
  const shown = [...new Set(doc.sectionOrder)];
  if (mode === 'document') return shown;
  const ranked = template.sectionOrder.filter((key) => shown.includes(key));
  return [...ranked, ...shown.filter((key) => !ranked.includes(key))];
}

/** The place as the resume printed it, after its street address when it has one. */
function locationLine(location: ResumeDocument['basics']['location']): string | undefined {
  if (!location) return undefined;
  return joinPresent([location.address, location.text], ', ') || undefined;
}

/** The resume as an ordered outline; empty sections are left out. */
export function outlineResume(doc: ResumeDocument, order: readonly SectionKey[]): ResumeOutline {
  const { basics } = doc;
  const header: OutlineHeader = {
    name: basics.name.trim(),
    label: basics.label?.trim() || undefined,
    contacts: [
      basics.email,
      basics.phone,
      locationLine(basics.location),
      basics.url,
      ...basics.profiles.map((profile) => profile.url),
    ]
      .map((item) => item?.trim())
      .filter((item): item is string => Boolean(item))
      .filter((item, index, all) => all.indexOf(item) === index),
  };
  const sections: OutlineSection[] = [];
  for (const key of order) {
    if (key === 'custom') {
      for (const custom of doc.custom) {
        const items = custom.items.map((item) => item.text.trim()).filter(Boolean);
        if (custom.title.trim() && items.length)
          sections.push({ key, title: custom.title.trim(), blocks: [{ kind: 'bullets', items }] });
      }
      continue;
    }
    const blocks = sectionBlocks(doc, key);
    if (blocks.length) sections.push({ key, title: renderWordsFor(doc).titles[key], blocks });
  }
  return { header, sections, language: doc.language ?? 'en' };
}

/** A skill line as shown: 'Languages: TypeScript, Go' or just the list when the group has no name. */
export function lineText(line: OutlineLine): string {
  return line.label ? `${line.label}: ${line.text}` : line.text;
}

/**
 * Every piece of text in reading order, one string per visual line before wrapping. The round-trip
 * test compares the words of these lines with what our parser reads back.
 */
export function outlineText(outline: ResumeOutline): string[] {
  const lines = [outline.header.name];
  if (outline.header.label) lines.push(outline.header.label);
  if (outline.header.contacts.length) lines.push(outline.header.contacts.join(' | '));
  for (const section of outline.sections) {
    lines.push(section.title);
    for (const block of section.blocks) {
      switch (block.kind) {
        case 'paragraph':
          lines.push(block.text);
          break;
        case 'line':
          lines.push(lineText(block));
          break;
        case 'bullets':
          lines.push(...block.items);
          break;
        case 'entry':
          lines.push([block.title, block.dates].filter(Boolean).join('  '));
          if (block.subtitle.length) lines.push(subtitleText(block));
          lines.push(...block.details, ...block.bullets.map((bullet) => bullet.text));
          break;
      }
    }
  }
  return lines;
}
