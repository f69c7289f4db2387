import { createRequire } from 'node:module';
import path from 'node:path';
import { ResumeParseError } from '../errors.ts';
import { layoutPage, type TextRun } from './pdf-layout.ts';
import { repairHyphenation } from './repair.ts';
import { MAX_PAGES, type ParseWarning, type RawLine } from './types.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsPromise: Promise<PdfJs> | undefined;
/** pdf.js is large; load it on first use so DOCX and text parsing never pay for it. */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

let assetDirs: { standardFontDataUrl: string; cMapUrl: string } | undefined;
/** Folders of pdf.js's bundled font metrics and character maps; needed for PDFs that use standard fonts. */
export function pdfJsAssetDirs(): { standardFontDataUrl: string; cMapUrl: string } {
  if (!assetDirs) {
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
    // pdf.js reads these with fs on Node when given plain paths ending in a separator.
    assetDirs = {
      standardFontDataUrl: `${path.join(root, 'standard_fonts')}${path.sep}`,
      cMapUrl: `${path.join(root, 'cmaps')}${path.sep}`,
    };
  }
  return assetDirs;
}

/** Options for opening a PDF with pdf.js in Node: no eval, no system fonts, quiet. */
export async function openPdf(bytes: Uint8Array) {
  const pdfjs = await loadPdfJs();
  const { standardFontDataUrl, cMapUrl } = pdfJsAssetDirs();
  return pdfjs.getDocument({
    // pdf.js transfers the buffer it is given; hand it a copy so the caller's bytes stay usable.
    data: bytes.slice(),
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
}

export interface PdfExtraction {
  lines: RawLine[];
  pageCount: number;
  twoColumn: boolean;
  warnings: ParseWarning[];
}

export interface PdfOptions {
  /**
   * Read font names to mark bold lines (a heading feature). Costs one operator-list pass per page;
   * on by default.
   */
  fontFeatures?: boolean;
}

/** Extracts lines from a PDF by geometry: positions, font sizes and weights of pdf.js text runs. */
export async function extractPdf(bytes: Uint8Array, options: PdfOptions = {}): Promise<PdfExtraction> {
  const task = await openPdf(bytes);
  try {
    let pdf: Awaited<typeof task.promise>;
    try {
      pdf = await task.promise;
    } catch (error) {
      throw mapPdfError(error);
    }
    const warnings: ParseWarning[] = [];
    const pageCount = pdf.numPages;
    const pagesToRead = Math.min(pageCount, MAX_PAGES);
    if (pageCount > MAX_PAGES) {
      warnings.push({
        code: 'pages-capped',
        message: `This PDF has ${pageCount} pages; only the first ${MAX_PAGES} were read.`,
      });
    }
    const pages: RawLine[][] = [];
    let twoColumnPages = 0;
    let wideGaps = 0;
    for (let pageNumber = 1; pageNumber <= pagesToRead; pageNumber++) {
      let runs: TextRun[];
      let pageWidth: number;
      try {
        const page = await pdf.getPage(pageNumber);
        const viewport = page.getViewport({ scale: 1 });
        pageWidth = viewport.width;
        if (options.fontFeatures !== false) await page.getOperatorList();
        const content = await page.getTextContent();
        runs = [];
        for (const item of content.items) {
          // A resume page holds a few thousand runs; a hostile one with millions is cut short.
          if (runs.length >= MAX_RUNS_PER_PAGE) break;
          if (!('str' in item) || item.str.length === 0) continue;
          // Map the run's origin into viewport space, which also handles rotated pages and crop boxes.
          const [vx, vy] = viewport.convertToViewportPoint(item.transform[4] ?? 0, item.transform[5] ?? 0);
          const fontSize = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 1;
          runs.push({
            str: item.str,
            x: vx ?? 0,
            top: vy ?? 0,
            width: item.width,
            fontSize,
            bold: isBoldFont(page.commonObjs, item.fontName),
          });
        }
        page.cleanup();
      } catch (error) {
        throw mapPdfError(error);
      }
      const layout = layoutPage(runs, pageWidth, pageNumber);
      if (layout.twoColumn) twoColumnPages += 1;
      wideGaps += layout.wideGaps;
      pages.push(layout.lines);
    }
    const lines = withoutRunningLines(pages);
    if (twoColumnPages > 0) {
      warnings.push({
        code: 'two-column-layout',
        message:
          'This resume uses two columns; it was read column by column, but many ATS read it line by line.',
      });
    }
    if (wideGaps >= 3) {
      warnings.push({
        code: 'wide-gaps',
        message:
          'Some lines use wide gaps or tables to align text; some ATS merge such text in the wrong order.',
      });
    }
    const content = lines.filter((line) => !PAGE_NUMBER.test(line.text));
    return { lines: repairHyphenation(content), pageCount, twoColumn: twoColumnPages > 0, warnings };
  } finally {
    await task.destroy();
  }
}

/**
 * Running headers and footers: a line among the first two or last two of a page that recurs, digits aside
 * ('Jane Doe · Résumé 2', 'February 10, 2026'), on at least two pages. Only its first appearance is kept,
 * because designed resumes put the name (in a header) or the contact details (in a footer) there. A first
 * header stays in place; a first footer moves to the end so it cannot split an entry across pages.
 */
export function withoutRunningLines(pages: RawLine[][]): RawLine[] {
  if (pages.length < 2) return pages.flat();
  const signature = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
  // Pages of a few lines have no furniture to speak of; their lines are content.
  const heads = (page: RawLine[]) => (page.length < 4 ? [] : page.slice(0, 2));
  const feet = (page: RawLine[]) => (page.length < 4 ? [] : page.slice(-2));
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const sig of new Set([...heads(page), ...feet(page)].map((l) => signature(l.text)))) {
      counts.set(sig, (counts.get(sig) ?? 0) + 1);
    }
  }
  const seen = new Set<string>();
  const body: RawLine[] = [];
  const movedFooters: RawLine[] = [];
  for (const page of pages) {
    const head = new Set(heads(page));
    const foot = new Set(feet(page));
    for (const line of page) {
      const sig = signature(line.text);
      const running = (head.has(line) || foot.has(line)) && (counts.get(sig) ?? 0) >= 2;
      if (!running) {
        body.push(line);
      } else if (!seen.has(sig)) {
        seen.add(sig);
        (head.has(line) ? body : movedFooters).push(line);
      }
    }
  }
  return [...body, ...movedFooters];
}

const MAX_RUNS_PER_PAGE = 20_000;

/** Page furniture: '3', '1/4', 'Page 2 of 3', '- 2 -'. */
const PAGE_NUMBER = /^[-–\s]*(page\s*)?\d{1,3}(\s*(\/|of)\s*\d{1,3})?[-–\s]*$/i;

interface FontObjects {
  has(id: string): boolean;
  get(id: string): unknown;
}

function isBoldFont(objs: FontObjects, fontName: string): boolean {
  try {
    if (!objs.has(fontName)) return false;
    const font = objs.get(fontName) as { name?: string; bold?: boolean; black?: boolean } | null;
    if (!font) return false;
    return Boolean(font.bold || font.black || /bold|black|heavy|semibold|demi/i.test(font.name ?? ''));
  } catch {
    return false;
  }
}

/** Turns pdf.js failures into errors a user can act on. */
export function mapPdfError(error: unknown): ResumeParseError {
  if (error instanceof ResumeParseError) return error;
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? String(error);
  if (name === 'PasswordException') return new ResumeParseError('encrypted-pdf', message, { cause: error });
  return new ResumeParseError('corrupt-file', `${name}: ${message}`, { cause: error });
}
