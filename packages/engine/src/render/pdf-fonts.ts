import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * DejaVu TTF files, read once per process and kept in memory. They ship with the `dejavu-fonts-ttf`
 * package, so rendering never depends on fonts installed on the machine.
 */
const fontDirectory = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const loaded = new Map<string, Buffer>();

export function dejaVuFont(fileName: string): Buffer {
  let bytes = loaded.get(fileName);
  if (!bytes) {
    if (!/^DejaVu[A-Za-z-]+\.ttf$/.test(fileName)) throw new Error(`Not a DejaVu font file: ${fileName}`);
    bytes = readFileSync(join(fontDirectory, fileName));
    loaded.set(fileName, bytes);
  }
  return bytes;
}
