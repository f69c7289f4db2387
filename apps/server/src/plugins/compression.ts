import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response goes out as it is: compressing a few hundred bytes saves nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses on the fly (JSON, HTML, CSV and other text) above the threshold, brotli or
 * gzip as the client accepts. Brotli runs at a middle quality: the highest costs far more CPU for
 * a few percent. Static files are compressed at build time instead (plugins/web-app.ts serves the
 * .br/.gz copies), and a response that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
