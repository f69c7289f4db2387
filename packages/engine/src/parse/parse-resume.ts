import { fromJsonResume, JsonResumeError } from '../model/json-resume.ts';
import type { ResumeDocument } from '../model/resume-document.ts';
import { ResumeParseError } from './errors.ts';
import {
  capCharacters,
  decodeText,
  detectFileKind,
  type ExtractOptions,
  extractText,
} from './extract/index.ts';
import { plainTextLines } from './extract/plain-text.ts';
import { assembleText, type ExtractedText, type ParseMethod, type ParseWarning } from './extract/types.ts';
import { structureLines } from './structure/index.ts';

export interface ParsedResume {
  document: ResumeDocument;
  /** The extracted text that source spans point into. */
  text: string;
  parseMethod: ParseMethod;
  pageCount: number;
  warnings: ParseWarning[];
}

export interface ParseOptions extends ExtractOptions {
  mediaType?: string;
}

/**
 * A resume file → a ResumeDocument. PDF, DOCX, TXT and Markdown are read and structured; a `.json` file is
 * imported as JSON Resume. Throws only `ResumeParseError`.
 */
export async function parseResume(
  bytes: Uint8Array,
  fileName: string,
  options: ParseOptions = {},
): Promise<ParsedResume> {
  if (bytes.length > 0 && detectFileKind(bytes, fileName, options.mediaType) === 'json')
    return importJson(bytes);
  const extracted = await extractText(bytes, fileName, options.mediaType, options);
  return structureExtracted(extracted);
}

/** Structures text that is already plain (pasted into a form, for example). */
export function parseResumeText(text: string): ParsedResume {
  const capped = capCharacters(plainTextLines(text));
  const assembled = assembleText(capped.lines);
  if (!/[\p{L}\p{N}]/u.test(assembled.text))
    throw new ResumeParseError('empty-text', 'pasted text has no letters');
  const warnings: ParseWarning[] = capped.capped
    ? [
        {
          code: 'characters-capped',
          message: 'This resume is longer than 100,000 characters; only the first 100,000 were read.',
        },
      ]
    : [];
  return structureExtracted({ ...assembled, parseMethod: 'text-plain', pageCount: 1, warnings });
}

function structureExtracted(extracted: ExtractedText): ParsedResume {
  try {
    const { document } = structureLines(extracted.lines, extracted.text);
    return {
      document,
      text: extracted.text,
      parseMethod: extracted.parseMethod,
      pageCount: extracted.pageCount,
      warnings: extracted.warnings,
    };
  } catch (error) {
    // The structure rules are total over any text; reaching here is a bug, reported as unreadable input
    // rather than as a crash of the caller.
    if (error instanceof ResumeParseError) throw error;
    throw new ResumeParseError('corrupt-file', `structure: ${(error as Error)?.message ?? error}`, {
      cause: error,
    });
  }
}

function importJson(bytes: Uint8Array): ParsedResume {
  const { text, warnings } = decodeText(bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ResumeParseError('invalid-json-resume', `JSON syntax: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    const document = fromJsonResume(json);
    if (!document.basics.name && document.work.length === 0 && document.education.length === 0) {
      throw new ResumeParseError('invalid-json-resume', 'no basics.name, work or education');
    }
    return { document, text, parseMethod: 'json-resume', pageCount: 1, warnings };
  } catch (error) {
    if (error instanceof ResumeParseError) throw error;
    const detail = error instanceof JsonResumeError ? error.issues.join('; ') : String(error);
    throw new ResumeParseError('invalid-json-resume', detail, { cause: error });
  }
}
