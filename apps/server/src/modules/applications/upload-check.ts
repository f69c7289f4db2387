import { APPLICATION_MESSAGES, INPUT_LIMIT_MESSAGES, INPUT_LINE_MAX_CHARS } from '@hireproof/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../app-error.ts';
import { DOCX_LIMIT_MESSAGES, DOCX_XML_MAX_BYTES, declaredDocxXmlBytes } from '../../pipeline/docx-bounds.ts';
import { hasLineLongerThan } from '../../pipeline/readability.ts';

export type ResumeFileType = 'pdf' | 'docx' | 'txt';

const MEDIA_TYPES: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const ALLOWED = new Set<string>(['pdf', 'docx', 'txt']);

/** The lowercased text after the last dot (SPEC §5), or '' when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function isUtf8TextWithoutNul(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Type by content, not by name (security plan F-2): the extension must be allowed (else 400) and
 * the bytes must be what it says (else 415) — `%PDF-` for .pdf, a zip that file-type recognises as
 * a Word document for .docx, UTF-8 text without NUL bytes (and no binary signature) for .txt,
 * whose lines are at most INPUT_LINE_MAX_CHARS long (else 400); a DOCX declaring more than
 * DOCX_XML_MAX_BYTES of XML is refused (422) before anything inflates it.
 */
export async function checkResumeFile(
  fileName: string,
  bytes: Uint8Array,
): Promise<{ type: ResumeFileType; mediaType: string }> {
  const extension = extensionOf(fileName);
  if (!ALLOWED.has(extension))
    throw new AppError('INVALID_INPUT', APPLICATION_MESSAGES.invalidFileType.message);
  const type = extension as ResumeFileType;
  const detected = await fileTypeFromBuffer(bytes);
  const agrees =
    type === 'txt' ? detected === undefined && isUtf8TextWithoutNul(bytes) : detected?.ext === type;
  if (!agrees) throw new AppError('UNSUPPORTED_MEDIA_TYPE', APPLICATION_MESSAGES.invalidFileType.message);
  // A text file's lines are known now: refuse a pasted blob before it reaches the language steps.
  if (type === 'txt' && hasLineLongerThan(new TextDecoder().decode(bytes), INPUT_LINE_MAX_CHARS))
    throw new AppError('INVALID_INPUT', INPUT_LIMIT_MESSAGES.lineTooLong);
  // A DOCX's XML size is in its zip directory: refuse a huge one before any thread inflates it.
  if (type === 'docx' && (declaredDocxXmlBytes(bytes) ?? 0) > DOCX_XML_MAX_BYTES)
    throw new AppError('UNPROCESSABLE', DOCX_LIMIT_MESSAGES.tooMuchXml);
  return { type, mediaType: MEDIA_TYPES[type] };
}
