import { z } from 'zod';
import { INPUT_LIMIT_MESSAGES, INPUT_LINE_MAX_CHARS, JOB_DESCRIPTION_MAX_CHARS } from './applications.ts';
import { builderDraftSchema } from './builder.ts';
import { INT32_MAX, withoutNul } from './text.ts';

/**
 * AI provider configurations (SPEC §3 'API configuration', §5 'API config form', §7) and the
 * builder's AI endpoints. `baseUrl` is the OpenAI-SDK base of a chat-completions API (the SDK
 * appends `/chat/completions`); a pasted URL that already ends in `/chat/completions` is accepted
 * and trimmed to its base.
 */
export const DEFAULT_AI_BASE_URL = 'https://openrouter.ai/api/v1';
export const DEFAULT_AI_MODEL = 'openai/gpt-4o-mini';
export const DEFAULT_API_PRIORITY = 1;
export const DEFAULT_API_RATE_LIMIT_PER_HOUR = 1000;
/** SPEC §4: usage colours change at these percentages. */
export const API_USAGE_WARNING_PERCENT = 70;
export const API_USAGE_DANGER_PERCENT = 90;
/** Where an answer's text sits in a curl provider's JSON, unless the configuration says otherwise. */
export const DEFAULT_ANSWER_PATH = 'choices.0.message.content';

export const apiConfigTypeSchema = z.enum(['api_key', 'curl']);
export type ApiConfigType = z.infer<typeof apiConfigTypeSchema>;

export const apiConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: apiConfigTypeSchema,
  /** The pasted command with secret header values masked; null for api_key configurations. */
  curlCommand: z.string().nullable(),
  /** Masked: bullets and the last 4 characters, e.g. '••••••••abcd'; null when none is stored. */
  apiKey: z.string().nullable(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  answerPath: z.string().nullable(),
  priority: z.number().int(),
  rateLimitPerHour: z.number().int(),
  active: z.boolean(),
  healthy: z.boolean(),
  currentUsage: z.number().int(),
  usagePercentage: z.number(),
  lastReset: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ApiConfig = z.infer<typeof apiConfigSchema>;
export const apiConfigListSchema = z.array(apiConfigSchema);

/** Longest accepted values: a key or token, a URL, a model or JSON path, a pasted curl command. */
export const API_CONFIG_TEXT_LIMITS = {
  apiKey: 4_096,
  baseUrl: 2_048,
  model: 200,
  answerPath: 200,
  curlCommand: 32_768,
} as const;

const optionalText = (label: string, max: number) =>
  withoutNul(z.string().trim().max(max, `${label} must be at most ${max} characters`))
    .optional()
    .transform((value) => (value ? value : undefined));
const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(INT32_MAX, `${label} must be at most ${INT32_MAX}`);

const apiConfigFields = {
  name: withoutNul(z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100)),
  type: apiConfigTypeSchema.default('api_key'),
  apiKey: optionalText('API key', API_CONFIG_TEXT_LIMITS.apiKey),
  baseUrl: optionalText('Base URL', API_CONFIG_TEXT_LIMITS.baseUrl),
  model: optionalText('Model', API_CONFIG_TEXT_LIMITS.model),
  curlCommand: optionalText('Curl command', API_CONFIG_TEXT_LIMITS.curlCommand),
  answerPath: optionalText('Answer path', API_CONFIG_TEXT_LIMITS.answerPath),
  priority: positiveInt('Priority').default(DEFAULT_API_PRIORITY),
  rateLimitPerHour: positiveInt('Rate limit').default(DEFAULT_API_RATE_LIMIT_PER_HOUR),
  active: z.boolean().default(true),
};

/** SPEC §5 'API config form': the API key for api_key, the curl command for curl. */
export const createApiConfigRequestSchema = z.object(apiConfigFields).superRefine((value, ctx) => {
  if (value.type === 'api_key' && !value.apiKey)
    ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'API key is required' });
  if (value.type === 'curl' && !value.curlCommand)
    ctx.addIssue({ code: 'custom', path: ['curlCommand'], message: 'Curl command is required' });
});
export type CreateApiConfigRequest = z.input<typeof createApiConfigRequestSchema>;

/** Any subset of the fields; an absent apiKey keeps the stored key. */
export const updateApiConfigRequestSchema = z.object({
  name: apiConfigFields.name.optional(),
  type: apiConfigTypeSchema.optional(),
  apiKey: apiConfigFields.apiKey,
  baseUrl: apiConfigFields.baseUrl,
  model: apiConfigFields.model,
  curlCommand: apiConfigFields.curlCommand,
  answerPath: apiConfigFields.answerPath,
  priority: positiveInt('Priority').optional(),
  rateLimitPerHour: positiveInt('Rate limit').optional(),
  active: z.boolean().optional(),
});
export type UpdateApiConfigRequest = z.input<typeof updateApiConfigRequestSchema>;

export const apiConfigTestResultSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  /** What was sent, with keys masked. */
  request: z.object({
    method: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    body: z.string(),
  }),
  /** What came back, truncated; null when nothing did. */
  response: z.object({ status: z.number().int().nullable(), body: z.string() }).nullable(),
});
export type ApiConfigTestResult = z.infer<typeof apiConfigTestResultSchema>;

/** True when every line of the text is at most INPUT_LINE_MAX_CHARS long (one pass, no copies). */
function linesWithinCap(text: string): boolean {
  let start = 0;
  for (let end = text.indexOf('\n'); ; end = text.indexOf('\n', start)) {
    if ((end === -1 ? text.length : end) - start > INPUT_LINE_MAX_CHARS) return false;
    if (end === -1) return true;
    start = end + 1;
  }
}

/**
 * The builder's AI helpers take the same caps as the application routes: the same lengths, and no
 * line past INPUT_LINE_MAX_CHARS (the language steps' cost grows with a line's length), refused
 * with a 400 before any work starts.
 */
const shortLines = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(linesWithinCap, INPUT_LIMIT_MESSAGES.lineTooLong);

const builderText = (label: string, max: number) =>
  shortLines(
    withoutNul(
      z
        .string({ error: `${label} is required` })
        .trim()
        .min(1, `${label} is required`)
        .max(max),
    ),
  );

/** The longest experience text the builder's AI helpers read. */
export const BUILDER_AI_EXPERIENCE_MAX_CHARS = 20_000;

export const aiSummarizeRequestSchema = z.object({
  jobTitle: builderText('Job title', 200),
  experience: builderText('Experience', BUILDER_AI_EXPERIENCE_MAX_CHARS),
  /**
   * The builder's draft, when the caller has one: its roles, dates, employers, degrees and skills are
   * the facts a summary is written from (without a provider, the built-in writer uses nothing else).
   */
  draft: builderDraftSchema.optional(),
});
export const aiSummarizeResponseSchema = z.object({ summary: z.string() });

/** A summary needs facts to state; the built-in writer found none in what was entered. */
export const SUMMARY_NEEDS_FACTS_MESSAGE =
  'Add a job title with its company or dates, or some skills, first: the summary is written only from what you entered.';

export const aiBulletsRequestSchema = z.object({
  title: withoutNul(z.string().trim().max(200)).default(''),
  company: withoutNul(z.string().trim().max(200)).default(''),
  raw: builderText('Bullet text', BUILDER_AI_EXPERIENCE_MAX_CHARS),
});
export const aiBulletsResponseSchema = z.object({ bullets: z.array(z.string()) });

export const aiSkillsRequestSchema = z.object({
  jobDescription: shortLines(withoutNul(z.string().trim().max(JOB_DESCRIPTION_MAX_CHARS))).default(''),
  experience: builderText('Experience', BUILDER_AI_EXPERIENCE_MAX_CHARS),
});
export const aiSkillsResponseSchema = z.object({ skills: z.array(z.string()) });
