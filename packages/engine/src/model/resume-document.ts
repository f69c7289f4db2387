import { z } from 'zod';

/**
 * The engine's vocabulary: a resume as data, aligned with the JSON Resume schema
 * (https://jsonresume.org/schema) so it can be imported and exported, with two additions:
 *
 * - every fact carries a stable `id` (`W1` for the first work entry, `W1.B3` for its third bullet,
 *   `E2` for the second education entry, …) so writers can cite facts and the verifier can check them;
 * - every fact may carry its `source` span (offsets into the extracted text) so the UI can point at it.
 *
 * Dates are kept as the text the person wrote ('Jan 2020', '2016', 'Present') plus, when parsable,
 * an ISO-like `YYYY-MM` / `YYYY` form. The engine never invents a date it could not read.
 */

export const sourceSpanSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type SourceSpan = z.infer<typeof sourceSpanSchema>;

/** A date as written, with its normalised form when one could be read. */
export const resumeDateSchema = z.object({
  text: z.string(),
  /** `YYYY`, `YYYY-MM` or undefined when the text could not be read as a date. */
  iso: z.string().optional(),
});
export type ResumeDate = z.infer<typeof resumeDateSchema>;

export const bulletSchema = z.object({
  id: z.string(),
  text: z.string(),
  /**
   * A sub-bullet: how deep under the top-level bullet before it (1, or 2 for a sub-sub-bullet). Absent
   * for a top-level bullet. Sub-bullets stay in `highlights`, right after their parent, so nothing a
   * reader sees is dropped; only top-level bullets count as an entry's bullets (ADR 0026).
   */
  level: z.number().int().min(1).max(3).optional(),
  source: sourceSpanSchema.optional(),
});
export type Bullet = z.infer<typeof bulletSchema>;

export const profileSchema = z.object({
  network: z.string(),
  username: z.string().optional(),
  url: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const locationSchema = z.object({
  /** The location as written, e.g. 'Bengaluru, Karnataka, India' or 'Austin, TX'. */
  text: z.string(),
  /** The street address when the resume prints one ('123 Gotham St'), kept apart from the place in `text`. */
  address: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  countryCode: z.string().optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const basicsSchema = z.object({
  name: z.string(),
  label: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  url: z.string().optional(),
  location: locationSchema.optional(),
  profiles: z.array(profileSchema),
});
export type Basics = z.infer<typeof basicsSchema>;

export const workEntrySchema = z.object({
  id: z.string(),
  company: z.string(),
  position: z.string(),
  location: z.string().optional(),
  start: resumeDateSchema.optional(),
  end: resumeDateSchema.optional(),
  current: z.boolean(),
  /**
   * The entry's description as written: a paragraph between the header and the first bullet, and a
   * lead-in such as 'Key achievements:' (JSON Resume's `summary`). An entry written only as a paragraph
   * keeps its sentences as highlights instead.
   */
  summary: z.string().optional(),
  highlights: z.array(bulletSchema),
  source: sourceSpanSchema.optional(),
});
export type WorkEntry = z.infer<typeof workEntrySchema>;

/**
 * The words that label an education score ('GPA', 'CGPA', 'CPI', 'Percentage'), as a pattern's source: the
 * parser reads a score after them, and the renderer writes no second label before a score that has one.
 */
export const SCORE_LABEL_WORDS = String.raw`c\.?g\.?p\.?a|g\.?p\.?a|cpi|sgpa|percentage|grade|score|marks`;

export const educationScoreSchema = z.object({
  kind: z.enum(['gpa', 'cgpa', 'percentage', 'other']),
  /** As written, e.g. '3.8/4.0', '8.9', '87%'. */
  text: z.string(),
});

export const educationEntrySchema = z.object({
  id: z.string(),
  institution: z.string(),
  /** Field of study, e.g. 'Computer Science'. */
  area: z.string().optional(),
  /** Degree, e.g. 'B.Tech', 'Bachelor of Science', '12th (HSC)'. */
  studyType: z.string().optional(),
  location: z.string().optional(),
  start: resumeDateSchema.optional(),
  end: resumeDateSchema.optional(),
  score: educationScoreSchema.optional(),
  courses: z.array(z.string()),
  highlights: z.array(bulletSchema),
  source: sourceSpanSchema.optional(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const skillGroupSchema = z.object({
  id: z.string(),
  /** Group name as written ('Languages', 'Tools'); empty for an ungrouped list. */
  name: z.string(),
  keywords: z.array(z.string()),
  source: sourceSpanSchema.optional(),
});
export type SkillGroup = z.infer<typeof skillGroupSchema>;

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  url: z.string().optional(),
  start: resumeDateSchema.optional(),
  end: resumeDateSchema.optional(),
  keywords: z.array(z.string()),
  highlights: z.array(bulletSchema),
  source: sourceSpanSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** A one-line entry: certificate, award, publication, language. */
export const simpleEntrySchema = z.object({
  id: z.string(),
  /** Certificate name, award title, publication name, or language. */
  name: z.string(),
  /** Issuer, awarder, publisher; or fluency for a language. */
  detail: z.string().optional(),
  date: resumeDateSchema.optional(),
  url: z.string().optional(),
  source: sourceSpanSchema.optional(),
});
export type SimpleEntry = z.infer<typeof simpleEntrySchema>;

export const volunteerEntrySchema = z.object({
  id: z.string(),
  organization: z.string(),
  position: z.string(),
  /**
   * True when the resume heads the role as leadership or activities ('Leadership', 'Campus Involvement'),
   * not as volunteering: the letter tells it as a role held, never as volunteer work. Absent reads as
   * volunteering.
   */
  activity: z.boolean().optional(),
  location: z.string().optional(),
  start: resumeDateSchema.optional(),
  end: resumeDateSchema.optional(),
  highlights: z.array(bulletSchema),
  source: sourceSpanSchema.optional(),
});
export type VolunteerEntry = z.infer<typeof volunteerEntrySchema>;

export const customSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  items: z.array(bulletSchema),
  source: sourceSpanSchema.optional(),
});
export type CustomSection = z.infer<typeof customSectionSchema>;

export const SECTION_KEYS = [
  'summary',
  'work',
  'education',
  'skills',
  'projects',
  'certificates',
  'awards',
  'publications',
  'languages',
  'volunteer',
  'custom',
] as const;
export const sectionKeySchema = z.enum(SECTION_KEYS);
export type SectionKey = z.infer<typeof sectionKeySchema>;

export const resumeDocumentSchema = z.object({
  basics: basicsSchema,
  /** Professional summary, id `S`. */
  summary: z.object({ id: z.literal('S'), text: z.string(), source: sourceSpanSchema.optional() }).optional(),
  work: z.array(workEntrySchema),
  education: z.array(educationEntrySchema),
  skills: z.array(skillGroupSchema),
  projects: z.array(projectSchema),
  certificates: z.array(simpleEntrySchema),
  awards: z.array(simpleEntrySchema),
  publications: z.array(simpleEntrySchema),
  languages: z.array(simpleEntrySchema),
  volunteer: z.array(volunteerEntrySchema),
  custom: z.array(customSectionSchema),
  /** The order in which sections appear; sections absent here are not shown. */
  sectionOrder: z.array(sectionKeySchema),
  /**
   * The person set `sectionOrder` themselves (the builder's layout step): writers keep it as it is
   * rather than restoring the standard order. Absent for an uploaded resume.
   */
  sectionOrderChosen: z.boolean().optional(),
  /**
   * The language the resume is written in, when it is not English: rendered headings follow it. Absent
   * means English.
   */
  language: z.enum(['en', 'es', 'fr', 'de', 'pt', 'it']).optional(),
});
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;

/** Id prefixes, one per kind of fact: `W1`, `W1.B2`, `E1`, `K1` (skill group), `P1`, `C1`, … */
export const ID_PREFIX = {
  work: 'W',
  education: 'E',
  skills: 'K',
  projects: 'P',
  certificates: 'C',
  awards: 'A',
  publications: 'U',
  languages: 'L',
  volunteer: 'V',
  custom: 'X',
} as const;

/** An empty document: the starting point for the parser and the builder. */
export function emptyResumeDocument(): ResumeDocument {
  return {
    basics: { name: '', profiles: [] },
    work: [],
    education: [],
    skills: [],
    projects: [],
    certificates: [],
    awards: [],
    publications: [],
    languages: [],
    volunteer: [],
    custom: [],
    sectionOrder: ['summary', 'work', 'education', 'skills'],
  };
}
