import type { ImportedDraft } from '@hireproof/contract';
import { fromJsonResume, JsonResumeError } from '@hireproof/engine';
import { importFromResume } from './draft-from-resume.ts';

/**
 * The largest JSON Resume file read. A real one is a few kilobytes (a long career, tens); four
 * parallel 600 KB imports held /healthz for a second when they were read on the event loop.
 */
export const JSON_RESUME_MAX_BYTES = 256 * 1024;

/**
 * The deepest nesting of arrays and objects read. The schema's deepest value sits four levels down
 * (work → entry → highlights → item); anything far deeper is built to make the reader work.
 */
export const JSON_RESUME_MAX_DEPTH = 16;

export const JSON_RESUME_MESSAGES = {
  tooLarge: `A JSON Resume file must be at most ${JSON_RESUME_MAX_BYTES / 1024} KB`,
  tooDeep: `This JSON Resume file nests values more than ${JSON_RESUME_MAX_DEPTH} levels deep, which no resume needs`,
  notJson: 'This file is not valid JSON',
} as const;

/** What reading a JSON Resume file gives: a draft, or the message for the person. */
export type JsonResumeImport = { ok: true; draft: ImportedDraft } | { ok: false; message: string };

/**
 * True when arrays and objects nest deeper than `max` (brackets inside strings do not count). One
 * pass over the text, before JSON.parse builds anything.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/**
 * A JSON Resume file as a builder draft: size, depth, JSON, the schema, then the draft. A pool task
 * (pool/engine-tasks.ts): its cost grows with the file, so it never runs on the event loop.
 */
export function importJsonResume(bytes: Uint8Array): JsonResumeImport {
  if (bytes.byteLength > JSON_RESUME_MAX_BYTES) return { ok: false, message: JSON_RESUME_MESSAGES.tooLarge };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: JSON_RESUME_MESSAGES.notJson };
  }
  if (nestsDeeperThan(text, JSON_RESUME_MAX_DEPTH))
    return { ok: false, message: JSON_RESUME_MESSAGES.tooDeep };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: JSON_RESUME_MESSAGES.notJson };
  }
  try {
    return { ok: true, draft: importFromResume(fromJsonResume(json)) };
  } catch (error) {
    if (error instanceof JsonResumeError) return { ok: false, message: error.message };
    throw error;
  }
}
