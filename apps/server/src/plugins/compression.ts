import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response goes out as it is: compressing a few hundred bytes saves nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses on the fly (JSON, HTML, CSV and other text) above the threshold, brotli or
 * gzip as the client accepts. Both run at low levels because this is paid on every request: on a
 * 4 KB page of the applications list, brotli 3 and gzip 4 took about 50 µs where brotli 5 and
 * gzip 6 took 110–170 µs and 60–120 µs (a fifth of the whole request), for output only about 3%
 * smaller. Static files are compressed at build time instead, at the highest levels
 * (plugins/web-app.ts serves the .br/.gz copies), and a response that already has a
 * Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 4 },
  });
}
