/**
 * The child process that reads an uploaded resume (security plan F3/F4). It is forked per upload
 * with a capped heap and killed by the parent after a deadline, so a hostile file (a zip bomb, a
 * PDF with a runaway content stream) can only take this process down, never the server.
 * Protocol: one `ParseRequest` message in, one `ParseReply` message out, then exit.
 */
import { isResumeParseError, parseResume } from '@hireproof/engine';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';

function send(reply: ParseReply): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(reply, undefined, {}, () => resolve());
  });
}

process.once('message', async (request: ParseRequest) => {
  let reply: ParseReply;
  try {
    const parsed = await parseResume(request.bytes, request.fileName, { mediaType: request.mediaType });
    reply = {
      ok: true,
      document: parsed.document,
      parseMethod: parsed.parseMethod,
      pageCount: parsed.pageCount,
      warnings: parsed.warnings.map((warning) => warning.message),
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
