import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';
import { isApiRoute } from '../http/route-access.ts';
import { sendError } from './errors.ts';

/**
 * apps/web/dist. From the sources this file is apps/server/src/plugins/; bundled it runs from
 * apps/server/dist/. Both layouts are tried; undefined when the web app has not been built.
 */
export function defaultWebDistDir(): string | undefined {
  const candidates = ['../../../web/dist', '../../web/dist'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built SPA: its files, and index.html for any other GET that asks for a page (the
 * client-side router decides what to show, including its 404 page). Unknown /api paths, and
 * everything when the web app is not built, answer a 404 JSON error.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite-precompress.ts): sent as
      // they are, with Content-Encoding and Vary: Accept-Encoding, never compressed per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite puts content hashes in asset names; everything else must be revalidated.
        const immutable = path.includes(`${join(webDistDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    // A missing hashed asset (an old page asking for a file the last build replaced) is a 404,
    // never index.html served as a script or stylesheet.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiRoute(path) &&
      !path.startsWith('/assets/') &&
      acceptsHtml(request.headers.accept);
    if (webDistDir && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, request, new AppError('NOT_FOUND', 'Not found'));
  });
}
