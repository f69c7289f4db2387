/**
 * The one error type the parser throws. Every failure a user can cause with a file (a scan without text,
 * a password, a broken or hostile file) becomes a `ResumeParseError` with a stable `code` for programs and
 * a `message` written for the person who uploaded the file.
 */
export type ResumeParseErrorCode =
  | 'image-only-pdf'
  | 'encrypted-pdf'
  | 'corrupt-file'
  | 'zip-bomb'
  | 'empty-text'
  | 'unsupported-type'
  | 'invalid-json-resume';

const MESSAGES: Record<ResumeParseErrorCode, string> = {
  'image-only-pdf':
    'This PDF has no text layer, so its words cannot be read (it is probably a scan or an image). Please export your resume from your editor as a text-based PDF or as a DOCX file and upload that instead.',
  'encrypted-pdf':
    'This PDF is password-protected, so its text cannot be read. Please remove the password (or export the resume again without one) and upload it again.',
  'corrupt-file':
    'This file appears to be damaged or is not really the type its name says, so it could not be read. Please export your resume again as a PDF, DOCX or plain-text file and upload that.',
  'zip-bomb':
    'This DOCX file expands to far more data than any resume needs, so it was not opened for safety. Please save your resume again from your word processor and upload the new file.',
  'empty-text':
    'No readable text was found in this file. Please check that it is your resume and that it contains text, then upload it again.',
  'unsupported-type':
    'This file type is not supported. Please upload your resume as a PDF, DOCX, TXT or Markdown file.',
  'invalid-json-resume':
    'This JSON file is not a valid JSON Resume document, so it could not be imported. Please check it against the JSON Resume schema, or upload your resume as a PDF or DOCX file.',
};

export class ResumeParseError extends Error {
  override readonly name = 'ResumeParseError';
  readonly code: ResumeParseErrorCode;
  /** Technical detail for logs; never shown to the user. */
  readonly detail?: string;

  constructor(code: ResumeParseErrorCode, detail?: string, options?: { cause?: unknown }) {
    super(MESSAGES[code], options);
    this.code = code;
    this.detail = detail;
  }
}

export function isResumeParseError(value: unknown): value is ResumeParseError {
  return value instanceof ResumeParseError;
}
