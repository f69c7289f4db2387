import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchSection } from './types.ts';

const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');

/**
 * The JavaScript a first visit to the landing page downloads before it can run: the entry module and
 * every module it preloads, as index.html lists them. Lazy route chunks are not counted.
 */
export function landingInitialScripts(indexHtml: string): string[] {
  const entry = [...indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set([...entry, ...preloads])];
}

export const webBundleSection: BenchSection = {
  title: 'Web: landing route initial JS',
  async run() {
    if (!existsSync(join(dist, 'index.html'))) {
      const build = spawnSync('npm', ['run', 'build', '-w', '@hireproof/web'], {
        cwd: root,
        stdio: 'ignore',
      });
      if (build.status !== 0) throw new Error('the web build failed');
    }
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = landingInitialScripts(html);
    const bytes = scripts.map((src) => readFileSync(join(dist, src.replace(/^\//, ''))));
    const raw = bytes.reduce((sum, b) => sum + b.length, 0);
    const gzip = bytes.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
    return [
      {
        name: 'landing initial JS (gzip)',
        value: gzip / 1024,
        unit: 'KB',
        budget: 110,
        note: `${scripts.length} file(s)`,
      },
      { name: 'landing initial JS (raw)', value: raw / 1024, unit: 'KB' },
    ];
  },
};
