/**
 * The child process that reads an uploaded resume (security plan F3/F4). It is forked with a capped
 * heap, reads exactly one file and exits; the parent kills it after a deadline, so a hostile file (a
 * zip bomb, a PDF with a runaway content stream) can only take this process down, never the server.
 * It loads the readers before the request arrives (the parent keeps one such child ready), so
 * the request itself pays only for the parse.
 * Protocol: one `ParseRequest` message in, one `ParseReply` message out, then exit.
 */
import { isResumeParseError, parseResume } from '@hireproof/engine';
import type { ParseChildMessage, ParseReply, ParseRequest } from './parse-protocol.ts';

/** A one-line PDF (pdf.js repairs its missing cross-reference table); parsing it loads pdf.js. */
const WARM_UP_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 72 712 Td (Warm up) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const warmedUp = parseResume(WARM_UP_PDF, 'warm-up.pdf').then(
  () => undefined,
  () => undefined,
);
// The parent starts the parse deadline only once the child says it is ready.
void warmedUp.then(() => process.send?.({ ready: true } satisfies ParseChildMessage));

function send(reply: ParseReply): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(reply satisfies ParseChildMessage, undefined, {}, () => resolve());
  });
}

process.once('message', async (request: ParseRequest) => {
  await warmedUp;
  let reply: ParseReply;
  try {
    const parsed = await parseResume(request.bytes, request.fileName, { mediaType: request.mediaType });
    reply = {
      ok: true,
      document: parsed.document,
      parseMethod: parsed.parseMethod,
      pageCount: parsed.pageCount,
      warnings: parsed.warnings,
    };
  } catch (error) {
    reply = isResumeParseError(error)
      ? { ok: false, kind: 'bad-input', code: error.code, message: error.message, detail: error.detail }
      : {
          ok: false,
          kind: 'internal',
          code: 'internal',
          message: error instanceof Error ? error.message : String(error),
        };
  }
  await send(reply);
  process.exit(0);
});
