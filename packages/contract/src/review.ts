import { z } from 'zod';
import { scoreComparisonSchema, tailorSuggestionSchema } from './applications.ts';
import { TEMPLATES, type TemplateId } from './constants.ts';
import { withoutNul } from './text.ts';

/**
 * Review before sending (issue 11): every recorded edit with its reason and decision, suggestions to
 * fill, the templates and page size, the cover letter's text, scores before and after, and the
 * revisions the person can go back to. Every route is a user route on the caller's own application
 * (another user's answers 404) and costs no credit.
 */

/** An answer's free text, in characters (the engine keeps the same bound: ANSWER_MAX_CHARS). */
export const ANSWER_MAX_CHARS = 300;

export const REVIEW_MESSAGES = {
  notReviewable: 'This application has no tailored resume to review yet',
  changeNotFound: 'This change does not exist',
  suggestionNotFound: 'This suggestion does not exist',
  noPlaceholder: 'This edit has no placeholder to fill',
  revisionNotFound: 'This revision does not exist',
  conflict: 'This part of the resume was edited since; restore a revision to go back',
  sectionNotFound: 'This section does not exist',
  entryNotFound: 'This entry or line does not exist',
  nothingPlaced: 'No line of this section reads as that kind; it was kept as it is',
  sameEntry: 'This line is already in that entry',
  concurrent: 'This application was changed at the same time; reload and try again',
  unknownKeyword: 'The posting does not ask for this keyword, or it was answered already',
  unknownPlace: 'This role or project is not on your resume',
  answerTooLong: `An answer is at most ${ANSWER_MAX_CHARS} characters`,
  answerNeedsYears: 'Say how many years, as a number',
  answerUnsupported: 'This answer could not be written into the resume as it is; try your own words for it',
} as const;

/**
 * What a custom section (a heading we did not recognise, or "Other") can be read as, in the words the
 * review panel shows; the keys are the engine's section kinds.
 */
export const STRUCTURE_KINDS = {
  work: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certificates: 'Certifications',
  awards: 'Awards',
  publications: 'Publications',
  languages: 'Languages',
  volunteer: 'Volunteering',
} as const;
export type StructureKind = keyof typeof STRUCTURE_KINDS;
const STRUCTURE_KIND_KEYS = Object.keys(STRUCTURE_KINDS) as [StructureKind, ...StructureKind[]];
export const structureKindSchema = z.enum(STRUCTURE_KIND_KEYS);

/** The resume's structure as the person can fix it: custom sections, and work and education entries. */
export const reviewStructureSchema = z.object({
  /** Custom sections: a heading the parser did not recognise, or the "Other" section of lines it could not place. */
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** True for the "Other" section the parser added for lines it could not place. */
      other: z.boolean(),
      lines: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
  entries: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['work', 'education']),
      /** Position (work) or degree (education). */
      title: z.string(),
      /** Company (work) or institution (education). */
      organisation: z.string(),
      location: z.string(),
      start: z.string(),
      end: z.string(),
      bullets: z.array(z.object({ id: z.string(), text: z.string() })),
      /** A doubt about how the entry was read, asked beside it ('Is it the other way round?'). */
      question: z.string().optional(),
    }),
  ),
});
export type ReviewStructure = z.infer<typeof reviewStructureSchema>;

const TEMPLATE_IDS = TEMPLATES.map((template) => template.id) as [TemplateId, ...TemplateId[]];
export const templateIdSchema = z.enum(TEMPLATE_IDS);

export const PAGE_SIZES = ['A4', 'Letter'] as const;
export const pageSizeSchema = z.enum(PAGE_SIZES);
export type PageSize = z.infer<typeof pageSizeSchema>;

export const CHANGE_DECISIONS = ['pending', 'accepted', 'rejected'] as const;
export const changeDecisionSchema = z.enum(CHANGE_DECISIONS);
export type ChangeDecision = z.infer<typeof changeDecisionSchema>;

/** One edit the writer made, shown as before → after with its reason and the person's decision. */
export const reviewChangeSchema = z.object({
  /** Its place in the recorded list; the id the accept/reject route takes. */
  id: z.number().int().nonnegative(),
  kind: z.string(),
  /** The fact changed, e.g. 'S', 'W1.B2', 'W1' (bullet order), 'K1', 'sections'. */
  targetId: z.string(),
  before: z.string(),
  after: z.string(),
  reason: z.string(),
  rule: z.string().nullable(),
  /** The job keywords the edit serves. */
  keywords: z.array(z.string()),
  /** The resume facts it rests on (fact ids) and their text as the person wrote it. */
  sources: z.array(z.object({ id: z.string(), text: z.string() })),
  decision: changeDecisionSchema,
});
export type ReviewChange = z.infer<typeof reviewChangeSchema>;

/** A suggestion with placeholders; `filled` holds the line as the person completed it. */
export const reviewSuggestionSchema = tailorSuggestionSchema.extend({
  id: z.number().int().nonnegative(),
  filled: z.string().nullable(),
});
export type ReviewSuggestion = z.infer<typeof reviewSuggestionSchema>;

/**
 * Something of the person's own text the review asks them to look at before sending; nothing is changed
 * for them. 'summary-other-employer': the summary names an organisation that is neither the company applied
 * to nor one of the resume's own ('Seeking a marketing internship with ABC Company' on an application to
 * another company).
 */
export const reviewFlagSchema = z.object({
  kind: z.literal('summary-other-employer'),
  /** The fact the flag is about, e.g. 'S' for the summary. */
  targetId: z.string(),
  /** The text as the document holds it. */
  text: z.string(),
  /** What the review found, in words for the person. */
  reason: z.string(),
});
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

/** GET /api/applications/{id}/review (and the answer of every review action). */
export const applicationReviewSchema = z.object({
  applicationId: z.string(),
  /** The revision the exports serve now; 0 until the first review action. */
  revision: z.number().int().nonnegative(),
  changes: z.array(reviewChangeSchema),
  suggestions: z.array(reviewSuggestionSchema),
  resumeTemplateId: templateIdSchema,
  coverLetterTemplateId: templateIdSchema,
  pageSize: pageSizeSchema,
  /** The cover letter's paragraphs; null when the application has none. */
  coverLetter: z.array(z.string()).nullable(),
  /** The uploaded resume and the current version on the same formula; null for old applications. */
  scores: scoreComparisonSchema.nullable(),
  /**
   * The most job keywords the person's own text shows (upload plus figures they typed): the best
   * coverage reachable without adding anything the resume does not support.
   */
  keywordCeiling: z.number().int().nonnegative().nullable(),
  structure: reviewStructureSchema,
  /** Parts of the person's text to look at before sending, each with its reason; the person decides. */
  flags: z.array(reviewFlagSchema),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

/** PUT /api/applications/{id}/changes/{changeId} */
export const changeDecisionRequestSchema = z.object({ decision: z.enum(['accepted', 'rejected']) });
export type ChangeDecisionRequest = z.infer<typeof changeDecisionRequestSchema>;

export const FILL_VALUE_MAX_CHARS = 40;

/** POST /api/applications/{id}/fill — one value per placeholder, in order. */
export const fillRequestSchema = z.object({
  /** 'suggestion' for a suggestion's placeholders; an edit ('change') has none and is refused. */
  target: z.enum(['suggestion', 'change']),
  id: z.number().int().nonnegative(),
  values: z
    .array(withoutNul(z.string().trim().min(1).max(FILL_VALUE_MAX_CHARS)))
    .min(1)
    .max(10),
});
export type FillRequest = z.infer<typeof fillRequestSchema>;

/** PUT /api/applications/{id}/templates — any of the three; the others stay. */
export const templateChoiceRequestSchema = z
  .object({
    resumeTemplateId: templateIdSchema.optional(),
    coverLetterTemplateId: templateIdSchema.optional(),
    pageSize: pageSizeSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Choose a template or a page size',
  });
export type TemplateChoiceRequest = z.infer<typeof templateChoiceRequestSchema>;

export const COVER_LETTER_PARAGRAPH_MAX_CHARS = 3_000;

/** PUT /api/applications/{id}/cover-letter — the letter's body as plain paragraphs. */
export const coverLetterTextRequestSchema = z.object({
  paragraphs: z
    .array(withoutNul(z.string().trim().min(1).max(COVER_LETTER_PARAGRAPH_MAX_CHARS)))
    .min(1)
    .max(20),
});
export type CoverLetterTextRequest = z.infer<typeof coverLetterTextRequestSchema>;

export const STRUCTURE_FIELD_MAX_CHARS = 200;
const headerField = withoutNul(z.string().trim().max(STRUCTURE_FIELD_MAX_CHARS));
const factId = z.string().max(40);

/** POST /api/applications/{id}/structure — one fix of what reading the upload got wrong. */
export const structureFixRequestSchema = z.discriminatedUnion('type', [
  /** Read a custom section's lines again as a known kind; lines that do not fit stay in the section. */
  z.object({ type: z.literal('reread'), sectionId: factId, kind: structureKindSchema }),
  /** The header of a work or education entry as the person corrects it (their own facts). */
  z.object({
    type: z.literal('header'),
    entryId: factId,
    title: headerField,
    organisation: headerField,
    location: headerField,
    start: headerField,
    end: headerField,
  }),
  /** Move one bullet to the end of another work or education entry. */
  z.object({ type: z.literal('move'), bulletId: factId, toEntryId: factId }),
]);
export type StructureFixRequest = z.infer<typeof structureFixRequestSchema>;

export const REVISION_ACTIONS = [
  'accept',
  'reject',
  'fill',
  'template',
  'cover-letter',
  'restore',
  'structure',
  'answer',
  'keywords',
  'generated',
] as const;

/** One row of GET /api/applications/{id}/revisions, newest first. */
export const revisionSchema = z.object({
  number: z.number().int().positive(),
  action: z.enum(REVISION_ACTIONS),
  /** What changed, in words, e.g. 'Rejected: W1.B2'. */
  description: z.string(),
  /** Who made it: 'you' for the application's owner, 'an administrator' otherwise. */
  by: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type Revision = z.infer<typeof revisionSchema>;
export const revisionListSchema = z.array(revisionSchema);

/** Paths of the review routes, for the web client. */
export const reviewPaths = {
  review: (id: string) => `/api/applications/${encodeURIComponent(id)}/review`,
  change: (id: string, changeId: number) => `/api/applications/${encodeURIComponent(id)}/changes/${changeId}`,
  fill: (id: string) => `/api/applications/${encodeURIComponent(id)}/fill`,
  templates: (id: string) => `/api/applications/${encodeURIComponent(id)}/templates`,
  coverLetter: (id: string) => `/api/applications/${encodeURIComponent(id)}/cover-letter`,
  structure: (id: string) => `/api/applications/${encodeURIComponent(id)}/structure`,
  revisions: (id: string) => `/api/applications/${encodeURIComponent(id)}/revisions`,
  questions: (id: string) => `/api/applications/${encodeURIComponent(id)}/questions`,
  answers: (id: string) => `/api/applications/${encodeURIComponent(id)}/answers`,
  restore: (id: string, number: number) =>
    `/api/applications/${encodeURIComponent(id)}/revisions/${number}/restore`,
  atsCheck: (id: string, format: 'pdf' | 'docx') =>
    `/api/applications/${encodeURIComponent(id)}/ats-check/${format}`,
  thumbnail: (id: string, templateId: TemplateId) =>
    `/api/applications/${encodeURIComponent(id)}/thumbnails/${templateId}`,
};

export const ATS_CHECK_FORMATS = ['pdf', 'docx'] as const;
export type AtsCheckFormat = (typeof ATS_CHECK_FORMATS)[number];

/** One fact of the document and what a parser recovers from the exported file. */
export const atsFieldSchema = z.object({
  field: z.enum([
    'name',
    'headline',
    'email',
    'phone',
    'location',
    'title',
    'employer',
    'dates',
    'description',
    'skill',
  ]),
  /** The entry it belongs to, e.g. 'W2'; empty for the header. */
  targetId: z.string(),
  expected: z.string(),
  recovered: z.string().nullable(),
  ok: z.boolean(),
});
export type AtsField = z.infer<typeof atsFieldSchema>;

/**
 * One fact of the document and what a naive ATS reader fills in for it: the fields a simple ATS form
 * has (name, email, phone, each job's title, employer and dates, each school, each skill).
 */
export const naiveAtsFieldSchema = atsFieldSchema.extend({
  field: z.enum(['name', 'email', 'phone', 'title', 'employer', 'dates', 'school', 'skill']),
});
export type NaiveAtsField = z.infer<typeof naiveAtsFieldSchema>;

/** GET /api/applications/{id}/ats-check/{format}: our own export of the current version, read back. */
export const atsCheckSchema = z.object({
  format: z.enum(ATS_CHECK_FORMATS),
  templateId: templateIdSchema,
  /** Our own parser's reading: the best case. */
  fields: z.array(atsFieldSchema),
  /** How many fields the parser lost or changed. */
  lost: z.number().int().nonnegative(),
  /** A deliberately naive reader's (lines in file order, first line of an entry the title): the worst case. */
  naive: z.array(naiveAtsFieldSchema),
  /** How many fields the naive reader lost or changed. */
  naiveLost: z.number().int().nonnegative(),
});
export type AtsCheck = z.infer<typeof atsCheckSchema>;

/** One question of the gap (issue 29): a required keyword the person's own resume does not show. */
export const gapQuestionSchema = z.object({
  /** The job keyword's id: the key of the answer. */
  keywordId: z.string(),
  keyword: z.string(),
  kind: z.enum(['skill', 'years', 'degree']),
  text: z.string(),
  /** The person's roles and projects (and schools, for a degree) as one-click places. */
  places: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type GapQuestion = z.infer<typeof gapQuestionSchema>;

/** An answer as kept: the person's own fact, and what it added with the reason. */
export const gapAnswerSchema = z.object({
  keywordId: z.string(),
  keyword: z.string(),
  declined: z.boolean(),
  placeId: z.string().nullable(),
  text: z.string(),
  /** What the answer added (a bullet or a listed skill) and why; null for a 'No' or an empty answer. */
  change: z
    .object({
      kind: z.enum(['bullet', 'skills-added']),
      targetId: z.string(),
      after: z.string(),
      reason: z.string(),
    })
    .nullable(),
});
export type GapAnswer = z.infer<typeof gapAnswerSchema>;

/** GET /api/applications/{id}/questions: at most about ten questions, the most important first. */
export const gapQuestionsSchema = z.object({
  questions: z.array(gapQuestionSchema),
  answered: z.array(gapAnswerSchema),
});
export type GapQuestions = z.infer<typeof gapQuestionsSchema>;

/** POST /api/applications/{id}/answers: one answer; 'No' (declined) is remembered and never asked again. */
export const answerRequestSchema = z.object({
  keywordId: z.string().min(1).max(200),
  declined: z.boolean().optional(),
  /** A role, project or school id from the question's places. */
  placeId: z.string().max(40).optional(),
  text: withoutNul(z.string().trim().max(ANSWER_MAX_CHARS, REVIEW_MESSAGES.answerTooLong)).optional(),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;
