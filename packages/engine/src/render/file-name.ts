import { toAscii } from './ascii.ts';

export type ExportKind = 'Resume' | 'Cover_Letter';
export type ExportFormat = 'html' | 'docx' | 'pdf' | 'txt';

/** One part of a file name: ASCII letters and digits joined by single underscores. */
function namePart(text: string, maxLength: number): string {
  const words = toAscii(text)
    .replace(/['"]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  let part = '';
  for (const word of words) {
    const next = part ? `${part}_${word}` : word;
    if (next.length > maxLength) break;
    part = next;
  }
  return part;
}

/**
 * The download name for an export, e.g. `Jane_Doe_Resume_Acme.pdf`. Only `[A-Za-z0-9_.]` appear, so
 * the name is safe in a Content-Disposition header and on every file system.
 */
export function exportFileName(input: {
  name: string;
  kind: ExportKind;
  company?: string;
  format: ExportFormat;
}): string {
  const parts = [namePart(input.name, 60), input.kind, namePart(input.company ?? '', 60)].filter(Boolean);
  return `${parts.join('_')}.${input.format}`;
}
