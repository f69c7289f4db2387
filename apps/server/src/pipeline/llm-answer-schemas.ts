import { z } from 'zod';

/**
 * The shapes a model's answers must have (checked by zod in llm-writer.ts before llm-answers.ts
 * checks their content). Here rather than beside the prompts so the pool's pure checks need no module.
 */
export const editSchema = z.strictObject({
  targetId: z.string(),
  action: z.enum(['rephrase', 'reorder', 'keyword_align', 'tense_fix']),
  original: z.string(),
  value: z.string(),
  sourceIds: z.array(z.string()),
  keywordIds: z.array(z.string()),
  placeholders: z.array(z.string()),
  reason: z.string(),
});

export const tailorAnswerSchema = z.strictObject({
  edits: z.array(editSchema).max(80),
  skillsOrder: z.array(z.string()).max(300),
  notes: z.string(),
});
export type TailorAnswer = z.infer<typeof tailorAnswerSchema>;

export const letterAnswerSchema = z.strictObject({
  paragraphs: z
    .array(
      z.strictObject({
        sentences: z.array(z.strictObject({ text: z.string(), sourceIds: z.array(z.string()) })).min(1),
      }),
    )
    .min(1)
    .max(6),
});
export type LetterAnswer = z.infer<typeof letterAnswerSchema>;
