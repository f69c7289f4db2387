import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * DejaVu TTF files, read and parsed once per process. They ship with the `dejavu-fonts-ttf` package,
 * so rendering never depends on fonts installed on the machine. Parsing a 700 KB TTF costs tens of
 * milliseconds, so the parsed font is shared by every PDF (pdfkit accepts a fontkit font and makes
 * its own subset per document; fontkit fonts hold only caches, so sharing them is safe).
 */
const fontDirectory = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const files = new Map<string, Buffer>();
const parsed = new Map<string, Font>();

function checkName(fileName: string): void {
  if (!/^DejaVu[A-Za-z-]+\.ttf$/.test(fileName)) throw new Error(`Not a DejaVu font file: ${fileName}`);
}

/** The bytes of a DejaVu TTF. */
export function dejaVuFont(fileName: string): Buffer {
  checkName(fileName);
  let bytes = files.get(fileName);
  if (!bytes) {
    bytes = readFileSync(join(fontDirectory, fileName));
    files.set(fileName, bytes);
  }
  return bytes;
}

/** A parsed DejaVu font, ready to register with pdfkit. */
export function parsedDejaVuFont(fileName: string): Font {
  let font = parsed.get(fileName);
  if (!font) {
    font = create(dejaVuFont(fileName));
    parsed.set(fileName, font);
  }
  return font;
}
