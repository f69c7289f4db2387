import type { ParseWarning, ResumeDocument } from '@hireproof/engine';

/** Parent → parse child. Sent with `serialization: 'advanced'`, so the bytes travel as a Uint8Array. */
export interface ParseRequest {
  bytes: Uint8Array;
  fileName: string;
  mediaType?: string;
}

/** Parse child → parent. */
export type ParseReply =
  | { ok: true; document: ResumeDocument; parseMethod: string; pageCount: number; warnings: ParseWarning[] }
  | { ok: false; kind: 'bad-input' | 'internal'; code: string; message: string; detail?: string };

/** Everything the child sends: first `{ ready: true }` once its readers are loaded, then its reply. */
export type ParseChildMessage = { ready: true } | ParseReply;
