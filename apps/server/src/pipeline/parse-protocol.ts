import type { ParseWarning, ResumeDocument } from '@hireproof/engine';

/** Web side → reading thread. Structured-cloned, so the bytes travel as a Uint8Array. */
export interface ParseRequest {
  bytes: Uint8Array;
  fileName: string;
  mediaType?: string;
}

/** Reading thread → web side: the parsed resume, or why the file could not be read. */
export type ParseReply =
  | { ok: true; document: ResumeDocument; parseMethod: string; pageCount: number; warnings: ParseWarning[] }
  | { ok: false; kind: 'bad-input' | 'internal'; code: string; message: string; detail?: string };
