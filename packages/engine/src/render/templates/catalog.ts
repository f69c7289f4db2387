import { SECTION_KEYS } from '../../model/resume-document.ts';
import type { TemplateTokens } from './tokens.ts';

/**
 * The nine templates of SPEC §3, as data. All are single-column, use real text in standard fonts and
 * standard section headings, so they stay ATS-safe; they differ in typeface, scale, colour, spacing
 * and heading treatment so each is visibly distinct.
 */

// SECTION_KEYS is already the ATS-standard order (summary, experience, education, skills, then the rest).
const STANDARD_ORDER: TemplateTokens['sectionOrder'] = [...SECTION_KEYS];

/** What every template shares unless its row says otherwise: bold headings without a rule, a plain left header. */
const SHARED_HEADING: TemplateTokens['heading'] = {
  uppercase: false,
  bold: true,
  letterSpacing: 0,
  colour: 'text',
  rule: 'none',
  ruleWeight: 0.5,
};
const SHARED_HEADER: TemplateTokens['header'] = {
  align: 'left',
  nameUppercase: false,
  nameColour: 'text',
  rule: false,
};

// Skills and projects early, for roles where the stack is read first (creative and tech differ in one swap).
const SKILLS_EARLY = ['summary', 'skills', 'work', 'projects', 'education', 'certificates'] as const;
const REST_AFTER_SKILLS_EARLY = ['languages', 'volunteer', 'custom'] as const;

type TemplateRow = Omit<TemplateTokens, 'heading' | 'header' | 'sectionOrder'> & {
  heading?: Partial<TemplateTokens['heading']>;
  header?: Partial<TemplateTokens['header']>;
  sectionOrder?: TemplateTokens['sectionOrder'];
};

/**
 * One row a template: its name, typeface, sizes, colours and spacing, and only where its headings,
 * header or section order differ from the shared layout. The order of the rows is the order the
 * templates are offered in (SPEC §3).
 */
const TEMPLATE_ROWS = [
  {
    id: 'classic',
    name: 'Classic Professional',
    description: 'Serif body, centred header, small-caps style headings over a thin black rule.',
    font: { body: 'serif', heading: 'serif' },
    size: { name: 20, label: 11, heading: 11.5, entryTitle: 10.5, body: 10, small: 9.5 },
    colour: { text: '#111111', muted: '#444444', accent: '#111111', rule: '#111111' },
    spacing: { pageMargin: 54, sectionGap: 12, entryGap: 7, lineHeight: 1.25, bulletIndent: 14 },
    heading: { uppercase: true, letterSpacing: 0.6, rule: 'below', ruleWeight: 0.75 },
    header: { align: 'center' },
  },
  {
    id: 'modern',
    name: 'Modern Minimal',
    description:
      'Sans body, left-aligned header, slate-blue headings without rules and generous white space.',
    font: { body: 'sans', heading: 'sans' },
    size: { name: 22, label: 11.5, heading: 11, entryTitle: 10.5, body: 9.5, small: 9 },
    colour: { text: '#1f2933', muted: '#52606d', accent: '#2f5d8a', rule: '#cbd2d9' },
    spacing: { pageMargin: 50, sectionGap: 16, entryGap: 9, lineHeight: 1.35, bulletIndent: 12 },
    heading: { colour: 'accent' },
  },
  {
    id: 'executive',
    name: 'Executive',
    description: 'Serif with a navy name and heavy rules above headings; summary and experience lead.',
    font: { body: 'serif', heading: 'serif' },
    size: { name: 24, label: 12, heading: 12, entryTitle: 11, body: 10.5, small: 9.5 },
    colour: { text: '#1a1a1a', muted: '#4a4a4a', accent: '#1b2a4a', rule: '#1b2a4a' },
    spacing: { pageMargin: 60, sectionGap: 14, entryGap: 8, lineHeight: 1.3, bulletIndent: 16 },
    heading: { uppercase: true, letterSpacing: 1, colour: 'accent', rule: 'above', ruleWeight: 1.5 },
    header: { nameUppercase: true, nameColour: 'accent', rule: true },
  },
  {
    id: 'creative',
    name: 'Creative Bold',
    description: 'Large sans name in a strong teal accent, coloured headings with accent underlines.',
    font: { body: 'sans', heading: 'sans' },
    size: { name: 26, label: 12.5, heading: 12.5, entryTitle: 11, body: 10, small: 9.5 },
    colour: { text: '#202124', muted: '#5f6368', accent: '#0f766e', rule: '#0f766e' },
    spacing: { pageMargin: 46, sectionGap: 15, entryGap: 8, lineHeight: 1.3, bulletIndent: 13 },
    heading: { colour: 'accent', rule: 'below', ruleWeight: 2 },
    header: { nameColour: 'accent' },
    sectionOrder: [...SKILLS_EARLY, 'awards', 'publications', ...REST_AFTER_SKILLS_EARLY],
  },
  {
    id: 'tech',
    name: 'Tech Focus',
    description: 'Monospaced headings and names over a sans body; skills and projects come early.',
    font: { body: 'sans', heading: 'mono' },
    size: { name: 20, label: 10.5, heading: 10.5, entryTitle: 10, body: 9.5, small: 9 },
    colour: { text: '#111827', muted: '#4b5563', accent: '#1d4ed8', rule: '#93a3b8' },
    spacing: { pageMargin: 44, sectionGap: 12, entryGap: 7, lineHeight: 1.3, bulletIndent: 12 },
    heading: { uppercase: true, letterSpacing: 0.4, colour: 'accent', rule: 'below' },
    sectionOrder: [...SKILLS_EARLY, 'publications', 'awards', ...REST_AFTER_SKILLS_EARLY],
  },
  {
    id: 'simple',
    name: 'Simple Clean',
    description: 'Plain sans in black and grey, no rules, no colour: the safest layout for any ATS.',
    font: { body: 'sans', heading: 'sans' },
    size: { name: 18, label: 11, heading: 11, entryTitle: 10, body: 10, small: 9.5 },
    colour: { text: '#000000', muted: '#555555', accent: '#000000', rule: '#000000' },
    spacing: { pageMargin: 54, sectionGap: 12, entryGap: 6, lineHeight: 1.25, bulletIndent: 14 },
  },
  {
    id: 'elegant',
    name: 'Elegant Professional',
    description: 'Centred serif header in burgundy with letter-spaced headings and fine grey rules.',
    font: { body: 'serif', heading: 'serif' },
    size: { name: 22, label: 11, heading: 11, entryTitle: 10.5, body: 10, small: 9.5 },
    colour: { text: '#2b2b2b', muted: '#5c5c5c', accent: '#7a1f3d', rule: '#b8a9ae' },
    spacing: { pageMargin: 62, sectionGap: 15, entryGap: 8, lineHeight: 1.35, bulletIndent: 15 },
    heading: { uppercase: true, bold: false, letterSpacing: 1.6, colour: 'accent', rule: 'below' },
    header: { align: 'center', nameUppercase: true, nameColour: 'accent', rule: true },
  },
  {
    id: 'compact',
    name: 'Compact',
    description: 'Condensed sans, tight spacing and small margins to fit a long career on fewer pages.',
    font: { body: 'sans-condensed', heading: 'sans-condensed' },
    size: { name: 16, label: 10, heading: 10, entryTitle: 9.5, body: 9, small: 8.5 },
    colour: { text: '#111111', muted: '#4d4d4d', accent: '#333333', rule: '#777777' },
    spacing: { pageMargin: 32, sectionGap: 6, entryGap: 3, lineHeight: 1.15, bulletIndent: 9 },
    heading: { uppercase: true, letterSpacing: 0.2, rule: 'below', ruleWeight: 0.4 },
    header: { nameUppercase: true },
  },
  {
    id: 'academic',
    name: 'Academic',
    description: 'Condensed serif, education and publications first, as a CV for research roles.',
    font: { body: 'serif-condensed', heading: 'serif' },
    size: { name: 18, label: 10.5, heading: 11, entryTitle: 10, body: 10, small: 9 },
    colour: { text: '#000000', muted: '#3d3d3d', accent: '#000000', rule: '#000000' },
    spacing: { pageMargin: 60, sectionGap: 13, entryGap: 6, lineHeight: 1.3, bulletIndent: 14 },
    heading: { rule: 'below', ruleWeight: 0.4 },
    header: { align: 'center', rule: true },
    sectionOrder: [
      'summary',
      'education',
      'publications',
      'work',
      'projects',
      'awards',
      'skills',
      'certificates',
      'languages',
      'volunteer',
      'custom',
    ],
  },
] as const satisfies readonly TemplateRow[];

/** The template ids, in the catalog's order: read from the rows, so an id is written once. */
export const TEMPLATE_IDS: readonly TemplateId[] = TEMPLATE_ROWS.map((row) => row.id);
export type TemplateId = (typeof TEMPLATE_ROWS)[number]['id'];

export const DEFAULT_TEMPLATE_ID: TemplateId = 'classic';

export const TEMPLATES: readonly TemplateTokens[] = TEMPLATE_ROWS.map(
  (row: TemplateRow): TemplateTokens => ({
    id: row.id,
    name: row.name,
    description: row.description,
    font: row.font,
    size: row.size,
    colour: row.colour,
    spacing: row.spacing,
    heading: { ...SHARED_HEADING, ...row.heading },
    header: { ...SHARED_HEADER, ...row.header },
    sectionOrder: row.sectionOrder ?? STANDARD_ORDER,
  }),
);

/** Unknown ids fall back to no template: callers decide whether that is an error (it is, for the API). */
export function findTemplate(id: string): TemplateTokens | undefined {
  return TEMPLATES.find((template) => template.id === id);
}

/** The template with this id; throws a clear error for an unknown id. */
export function getTemplate(id: string): TemplateTokens {
  const template = findTemplate(id);
  if (!template) throw new Error(`Unknown template '${id}'. Known templates: ${TEMPLATE_IDS.join(', ')}.`);
  return template;
}
