import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

export class ResponseTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the response is larger than ${limit} bytes`);
    this.name = 'ResponseTooLargeError';
  }
}

/** The decoder for a Content-Encoding we asked for, or undefined for identity / anything else. */
function decoderFor(encoding: string | undefined): Transform | undefined {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/**
 * Reads a response body into memory, stopping as soon as it passes `limit` bytes. With `decode`,
 * gzip, deflate and brotli bodies are decompressed as they stream and the limit counts the
 * decoded bytes (a gzip bomb stops at the limit, not at its full size); the wire bytes are
 * capped by the same limit too.
 */
export function readCappedBody(
  response: IncomingMessage,
  limit: number,
  decode: boolean,
): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const decoder = decode ? decoderFor(response.headers['content-encoding']) : undefined;
    const source: Readable = decoder ?? response;
    const chunks: Buffer[] = [];
    let wireBytes = 0;
    let size = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      response.destroy();
      decoder?.destroy();
      reject(error);
    };
    if (decoder) {
      response.on('data', (chunk: Buffer) => {
        wireBytes += chunk.length;
        if (wireBytes > limit) fail(new ResponseTooLargeError(limit));
      });
      response.on('error', fail);
      response.pipe(decoder);
    }
    source.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) return fail(new ResponseTooLargeError(limit));
      chunks.push(chunk);
    });
    source.on('error', fail);
    source.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
  });
}
