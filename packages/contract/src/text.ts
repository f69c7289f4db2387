import { z } from 'zod';

/**
 * Building blocks for the text and numbers people send. PostgreSQL text cannot hold NUL, so a NUL
 * that reached a query would end as a 500; every request schema refuses it first with a 400.
 */
export const NUL_CHARACTER_MESSAGE = 'must not contain NUL characters';

/** True when the text holds a NUL character (U+0000). */
export const hasNulCharacter = (text: string): boolean => text.includes('\u0000');

/** A string that holds no NUL character (chain .trim(), .min(), .max() before calling). */
export const withoutNul = <T extends z.ZodString>(schema: T) =>
  schema.refine((text) => !hasNulCharacter(text), NUL_CHARACTER_MESSAGE);

/** A calendar date as YYYY-MM-DD that exists (2026-02-29 and 2026-13-45 do not). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'must be a real calendar date');

/** The largest value a PostgreSQL integer column holds. */
export const INT32_MAX = 2_147_483_647;
