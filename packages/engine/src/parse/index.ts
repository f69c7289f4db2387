// Public API of the parse area: resume files and text → ResumeDocument, and the text extractor on its own.
export * from './errors.ts';
export {
  DEFAULT_ZIP_LIMITS,
  detectFileKind,
  type ExtractedLine,
  type ExtractedText,
  type ExtractOptions,
  extractText,
  type FileKind,
  guardZip,
  MAX_CHARACTERS,
  MAX_PAGES,
  type ParseMethod,
  type ParseWarning,
  type ParseWarningCode,
  type ZipLimits,
} from './extract/index.ts';
export { headerMaySwap, swapQuestion } from './header-doubts.ts';
export { coverLetterLanguageNotice, resumeLanguage } from './language-notices.ts';
export {
  type DroppedLine,
  type ParsedResume,
  type ParseOptions,
  parseResume,
  parseResumeText,
} from './parse-resume.ts';
export { compareReadBack, type ReadBackField, readBack } from './read-back.ts';
export { findDateRange, parseDate } from './structure/dates.ts';
export { lookupHeading, type SectionKind } from './structure/headings.ts';
export { type Section, structureLines } from './structure/index.ts';
export {
  type DocumentLanguage,
  detectLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './structure/languages.ts';
export {
  correctEntryHeader,
  type EntryHeaderFix,
  entryDates,
  moveBullet,
  REREAD_KINDS,
  type RereadKind,
  type RereadResult,
  rereadSection,
  StructureFixError,
} from './structure-fixes.ts';
