/**
 * The kinds of file the extractor reads, decided from the bytes first and the name or media type second.
 * `mismatch`: the bytes are a PDF or a ZIP but the name says another known type (a renamed file).
 */
export type FileKind = 'pdf' | 'docx' | 'markdown' | 'text' | 'json' | 'mismatch' | 'unsupported';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]; // legacy .doc
const MARKDOWN_EXTENSIONS = ['md', 'markdown', 'mdown', 'mkd'];
const TEXT_EXTENSIONS = ['txt', 'text', 'json', ...MARKDOWN_EXTENSIONS];

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

export function detectFileKind(bytes: Uint8Array, fileName: string, mediaType?: string): FileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const media = (mediaType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  // Some PDF writers put a few bytes of junk before the header; readers accept it within 1 KB.
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF_MAGIC.length <= head.length; i++) {
    if (startsWith(head, PDF_MAGIC, i))
      return extension === 'docx' || TEXT_EXTENSIONS.includes(extension) ? 'mismatch' : 'pdf';
  }
  if (startsWith(bytes, ZIP_MAGIC)) {
    if (extension === 'docx' || extension === '' || media.includes('wordprocessingml')) return 'docx';
    return extension === 'pdf' || TEXT_EXTENSIONS.includes(extension) ? 'mismatch' : 'unsupported';
  }
  if (startsWith(bytes, OLE_MAGIC)) return 'unsupported';
  if (extension === 'pdf' || media === 'application/pdf') return 'pdf';
  if (extension === 'docx' || media.includes('wordprocessingml')) return 'docx';
  if (MARKDOWN_EXTENSIONS.includes(extension) || media === 'text/markdown') return 'markdown';
  if (extension === 'json' || media === 'application/json') return 'json';
  if (['txt', 'text', ''].includes(extension) || media === 'text/plain') return 'text';
  return 'unsupported';
}
