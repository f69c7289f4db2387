import { z } from 'zod';
import { COMPANY_MAX_CHARS, JOB_DESCRIPTION_MAX_CHARS, JOB_TITLE_MAX_CHARS } from './applications.ts';
import { DEFAULT_TEMPLATE_ID, TEMPLATES, type TemplateId } from './constants.ts';
import { withoutNul } from './text.ts';

/**
 * The resume builder (SPEC §2 'Resume builder', §3 'Builder draft', §5 'Builder generate', §7
 * /api/applications/from-scratch) and its server-saved draft (one current draft per user).
 */

export const BUILDER_STEP_COUNT = 7;

/** The sections a draft can order (SPEC §3: default four, in this order). */
export const BUILDER_SECTIONS = ['summary', 'experience', 'education', 'skills'] as const;
export type BuilderSection = (typeof BUILDER_SECTIONS)[number];

/** Caps that keep a saved draft and a generation request bounded. */
export const BUILDER_LIMITS = {
  shortText: 300,
  longText: 20_000,
  entries: 30,
  bullets: 50,
  skills: 200,
} as const;

export const BUILDER_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  noCredits: 'You need at least 1 credit to generate a resume.',
  createFailed: 'Failed to create resume',
  summaryFailed: 'Failed to generate summary',
  bulletsFailed: 'Failed to generate bullets',
  skillsFailed: 'Failed to suggest skills',
} as const;

const text = (max: number = BUILDER_LIMITS.shortText) => withoutNul(z.string().max(max)).default('');
const templateIds = TEMPLATES.map((template) => template.id) as [TemplateId, ...TemplateId[]];

export const builderExperienceSchema = z.object({
  id: text(100),
  title: text(),
  company: text(),
  location: text(),
  /** Month picker values, 'YYYY-MM' (or free text when imported). */
  startDate: text(40),
  endDate: text(40),
  current: z.boolean().default(false),
  /**
   * The role's description as written above its bullets (the document's `summary` of a work entry):
   * kept apart so that editing an uploaded resume does not turn it into a bullet or lose it.
   */
  description: text(BUILDER_LIMITS.longText),
  bullets: z.array(text(2_000)).max(BUILDER_LIMITS.bullets).default([]),
  /** The achievements textarea as typed, split into `bullets` on blur. */
  bulletsText: text(BUILDER_LIMITS.longText),
});
export type BuilderExperience = z.infer<typeof builderExperienceSchema>;

export const builderEducationSchema = z.object({
  id: text(100),
  degree: text(),
  school: text(),
  location: text(),
  graduationDate: text(40),
  gpa: text(40),
});
export type BuilderEducation = z.infer<typeof builderEducationSchema>;

export const builderDraftSchema = z.object({
  personalInfo: z
    .object({
      name: text(),
      email: text(),
      phone: text(),
      location: text(),
      linkedin: text(),
      website: text(),
    })
    .prefault({}),
  professionalSummary: text(5_000),
  experience: z.array(builderExperienceSchema).max(BUILDER_LIMITS.entries).default([]),
  education: z.array(builderEducationSchema).max(BUILDER_LIMITS.entries).default([]),
  skills: z.array(text(100)).max(BUILDER_LIMITS.skills).default([]),
  skillsText: text(BUILDER_LIMITS.longText),
  sections: z
    .array(z.enum(BUILDER_SECTIONS))
    .max(BUILDER_SECTIONS.length)
    .refine((list) => new Set(list).size === list.length, 'sections must not repeat')
    .default([...BUILDER_SECTIONS]),
  templateId: z.enum(templateIds).default(DEFAULT_TEMPLATE_ID),
  jobDetails: z
    .object({
      jobTitle: text(JOB_TITLE_MAX_CHARS),
      companyName: text(COMPANY_MAX_CHARS),
      jobDescription: text(JOB_DESCRIPTION_MAX_CHARS),
    })
    .prefault({}),
  /** The optional target job description of step 5. */
  jobDescription: text(JOB_DESCRIPTION_MAX_CHARS),
});
export type BuilderDraft = z.infer<typeof builderDraftSchema>;
export type BuilderDraftInput = z.input<typeof builderDraftSchema>;

/** GET/PUT /api/builder/draft: the current draft (null when there is none) and when it was saved. */
export const savedDraftSchema = z.object({
  draft: builderDraftSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type SavedDraft = z.infer<typeof savedDraftSchema>;

/** POST /api/builder/import (multipart `resume`: PDF, DOCX, TXT or a JSON Resume .json): the file as a draft. */
export const importedDraftSchema = z.object({
  draft: builderDraftSchema,
  /**
   * Sections of the file the builder has no step for (projects, certificates, a custom heading…), by name,
   * with how many entries or lines each held: nothing of them is in the draft, and the person is told so.
   */
  leftOut: z.array(z.object({ section: z.string(), count: z.number().int().positive() })),
  /** Sections that fit an existing step and were put there as written (volunteer roles in Work Experience). */
  placed: z.array(z.object({ section: z.string(), count: z.number().int().positive(), into: z.string() })),
});
export type ImportedDraft = z.infer<typeof importedDraftSchema>;

/** POST /api/builder/preview: the draft rendered as the chosen template's HTML (shown in a sandboxed frame). */
export const draftPreviewSchema = z.object({ html: z.string() });
export type DraftPreview = z.infer<typeof draftPreviewSchema>;

/**
 * POST /api/applications/from-scratch (SPEC §7): the whole draft plus the fields the generation
 * reads. A name and an email are required (SPEC §5); job title, company and description are not,
 * and the cover letter is written only when both title and company are given.
 */
export const fromScratchRequestSchema = builderDraftSchema.extend({
  candidateName: withoutNul(
    z.string({ error: BUILDER_MESSAGES.nameRequired }).trim().min(1, BUILDER_MESSAGES.nameRequired).max(300),
  ),
  contact: z
    .object({
      email: withoutNul(
        z
          .string({ error: BUILDER_MESSAGES.emailRequired })
          .trim()
          .min(1, BUILDER_MESSAGES.emailRequired)
          .max(300),
      ),
      phone: text(),
      location: text(),
      linkedin: text(),
      website: text(),
    })
    // No contact at all reads as an empty email, so the person sees 'Email is required'.
    .prefault({ email: '' }),
  jobTitle: text(JOB_TITLE_MAX_CHARS),
  companyName: text(COMPANY_MAX_CHARS),
  jobDescription: text(JOB_DESCRIPTION_MAX_CHARS),
});
export type FromScratchRequest = z.input<typeof fromScratchRequestSchema>;
/** A from-scratch request as the server reads it (defaults filled in). */
export type FromScratchFields = z.infer<typeof fromScratchRequestSchema>;

export const fromScratchResponseSchema = z.object({
  applicationId: z.string(),
  /** Where the tailored resume's HTML is served (as the Application's resumeOptimizedUrl); null while running. */
  resume: z.string().nullable(),
  /** The cover letter as plain text; null when skipped or still running. */
  coverLetter: z.string().nullable(),
});
export type FromScratchResponse = z.infer<typeof fromScratchResponseSchema>;
