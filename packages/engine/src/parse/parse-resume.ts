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
import {
  assembleText,
  type DroppedLine,
  type ExtractedText,
  type ParseMethod,
  type ParseWarning,
} from './extract/types.ts';

export type { DroppedLine };

import { resumeLanguage, unsupportedLanguageWarning } from './language-notices.ts';
import type { SectionKind } from './structure/headings.ts';
import { structureLines } from './structure/index.ts';
import type { DocumentLanguage } from './structure/languages.ts';
import { structureWarnings } from './structure-warnings.ts';

export interface ParsedResume {
  document: ResumeDocument;
  /** The extracted text that source spans point into. */
  text: string;
  parseMethod: ParseMethod;
  pageCount: number;
  warnings: ParseWarning[];
  /**
   * Section headings in reading order as printed, with the kind each was read as (empty for JSON Resume);
   * `inline` marks a section opened by a label inside a line ('Skills: Go, SQL') rather than by a heading.
   */
  sections: { kind: SectionKind; title: string; inline?: boolean }[];
  /**
   * Lines of the extracted text left out of the document on purpose, with the reason: a running header or
   * footer repeated on every page, or a cover letter appended to the resume. Nothing else is left out.
   */
  dropped: DroppedLine[];
  /**
   * The resume's language ('unknown' when it is none we read). The document carries it too, when it is not
   * English, so a tailored resume keeps its headings in that language.
   */
  language: DocumentLanguage;
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
    const dropped = extracted.dropped ?? [];
    const { document, sections } = structureLines(extracted.lines, extracted.text, {
      links: extracted.links,
      runningLines: dropped.filter((d) => d.reason === 'running-header-footer').map((d) => d.text),
    });
    const language = resumeLanguage(
      extracted.text,
      sections.filter((s) => s.heading).map((s) => s.title),
    );
    if (language !== 'en' && language !== 'unknown') document.language = language;
    const languageWarning = unsupportedLanguageWarning(language, extracted.text);
    return {
      document,
      language,
      sections: sections.map((s) => ({
        kind: s.kind,
        title: s.title,
        ...(s.heading ? {} : { inline: true }),
      })),
      dropped,
      text: extracted.text,
      parseMethod: extracted.parseMethod,
      pageCount: extracted.pageCount,
      warnings: [
        ...extracted.warnings,
        ...(languageWarning ? [languageWarning] : []),
        ...structureWarnings({ document, sections, dropped, text: extracted.text }),
      ],
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
    const language = resumeLanguage(text, []);
    if (language !== 'en' && language !== 'unknown') document.language = language;
    return {
      document,
      text,
      parseMethod: 'json-resume',
      pageCount: 1,
      warnings,
      sections: [],
      dropped: [],
      language,
    };
  } catch (error) {
    if (error instanceof ResumeParseError) throw error;
    const detail = error instanceof JsonResumeError ? error.issues.join('; ') : String(error);
    throw new ResumeParseError('invalid-json-resume', detail, { cause: error });
  }
}
