import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './vite-precompress.ts';

/** A real Vite build of a tiny site with the plugin, then a look at what it wrote. */
describe('precompress (Vite plugin)', () => {
  let root: string;
  let files: string[];
  const out = () => join(root, 'dist');

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hireproof-precompress-'));
    // Words the minifier cannot drop: the bundle stays well above the 1 KB threshold.
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
    writeFileSync(
      join(root, 'main.js'),
      `import './small.css';\ndocument.body.textContent = ${JSON.stringify(words)}.join(' ');\n`,
    );
    writeFileSync(join(root, 'small.css'), 'body { color: #123456; }\n');
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>\n',
    );
    mkdirSync(join(root, 'public'));
    // Already compressed formats are left alone, whatever their size.
    writeFileSync(join(root, 'public', 'photo.png'), Buffer.alloc(4096, 7));
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir: out(), emptyOutDir: true },
    });
    files = readdirSync(out(), { recursive: true, encoding: 'utf8' }).sort();
  }, 60_000);

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies beside a hashed asset over the threshold, with the same bytes inside', () => {
    const script = files.find((name) => /^assets[/\\]index-[\w-]+\.js$/.test(name));
    expect(script).toBeDefined();
    const original = readFileSync(join(out(), script!));
    expect(original.byteLength).toBeGreaterThan(1024);
    const br = readFileSync(join(out(), `${script}.br`));
    const gz = readFileSync(join(out(), `${script}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.byteLength).toBeLessThan(original.byteLength);
    expect(gz.byteLength).toBeLessThan(original.byteLength);
  });

  it('skips files under the threshold and formats that are compressed already', () => {
    const style = files.find((name) => /^assets[/\\]index-[\w-]+\.css$/.test(name));
    expect(style).toBeDefined();
    expect(readFileSync(join(out(), style!)).byteLength).toBeLessThan(1024);
    expect(files).not.toContain(`${style}.br`);
    expect(files).not.toContain(`${style}.gz`);
    expect(files).toContain('photo.png');
    expect(files.filter((name) => name.startsWith('photo.png.'))).toEqual([]);
    expect(files.filter((name) => name.startsWith('index.html.'))).toEqual([]);
  });
});
