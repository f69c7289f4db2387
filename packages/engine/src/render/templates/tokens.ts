import { z } from 'zod';
import { SECTION_KEYS } from '../../model/resume-document.ts';

/**
 * A template is data: the style tokens every renderer (HTML, DOCX, PDF, TXT) reads. Keeping them as
 * plain values means a new template is a new object, never new rendering code, and the four formats
 * cannot drift apart. Every value is validated so nothing from a token can break out of CSS or XML.
 */

/** Font families the renderers know how to map to an embedded TTF, a CSS stack and a Word font. */
export const FONT_FAMILIES = ['sans', 'sans-condensed', 'serif', 'serif-condensed', 'mono'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'colours are #rrggbb');
/** Sizes in points; the floors keep every template readable by people and ATS software. */
const pointSize = (min: number, max: number) => z.number().min(min).max(max);

export const templateTokensSchema = z.object({
  id: z.string().regex(/^[a-z]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  font: z.object({ body: z.enum(FONT_FAMILIES), heading: z.enum(FONT_FAMILIES) }),
  size: z.object({
    name: pointSize(14, 30),
    label: pointSize(9, 16),
    heading: pointSize(9.5, 16),
    entryTitle: pointSize(9, 14),
    body: pointSize(9, 12),
    small: pointSize(8.5, 11),
  }),
  colour: z.object({
    text: hexColour,
    muted: hexColour,
    accent: hexColour,
    rule: hexColour,
  }),
  spacing: z.object({
    /** Page margin in points on every side. */
    pageMargin: pointSize(28, 80),
    /** Space above a section heading, in points. */
    sectionGap: pointSize(4, 24),
    /** Space between entries of one section, in points. */
    entryGap: pointSize(2, 14),
    /** Line height as a multiple of the font size. */
    lineHeight: z.number().min(1.1).max(1.6),
    /** Left indent of bullet text, in points. */
    bulletIndent: pointSize(8, 24),
  }),
  heading: z.object({
    uppercase: z.boolean(),
    bold: z.boolean(),
    /** Letter spacing in points, for tracked-out headings. */
    letterSpacing: z.number().min(0).max(2),
    colour: z.enum(['text', 'accent']),
    rule: z.enum(['none', 'below', 'above']),
    /** Rule thickness in points when there is a rule. */
    ruleWeight: z.number().min(0.25).max(2.5),
  }),
  header: z.object({
    align: z.enum(['left', 'center']),
    nameUppercase: z.boolean(),
    nameColour: z.enum(['text', 'accent']),
    /** A rule under the whole header block. */
    rule: z.boolean(),
  }),
  /** The section order this template suggests; used when a render asks for the template's order. */
  sectionOrder: z.array(z.enum(SECTION_KEYS)).min(4),
});

export type TemplateTokens = z.infer<typeof templateTokensSchema>;
