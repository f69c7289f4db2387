import { createRequire } from 'node:module';
import path from 'node:path';
import { ResumeParseError } from '../errors.ts';
import { layoutPage, type TextRun } from './pdf-layout.ts';
import { repairHyphenation } from './repair.ts';
import { type GlyphText, restoreSoftHyphens } from './soft-hyphens.ts';
import { type DroppedLine, MAX_PAGES, type ParseWarning, type RawLine } from './types.ts';

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
    // pdf.js transfers the buffer it is given; hand it a copy so the caller's bytes stay usable. The copy is a
    // plain Uint8Array: pdf.js refuses a Node Buffer, and a Buffer's own slice() would share its memory.
    data: new Uint8Array(bytes),
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
  /** Web addresses of the pages' link annotations (what a click opens), in page order. */
  links: string[];
  /** Lines left out on purpose: running headers and footers (one copy each), cover-letter pages. */
  dropped: DroppedLine[];
  pageCount: number;
  twoColumn: boolean;
  warnings: ParseWarning[];
}

export interface PdfOptions {
  /**
   * Read font names to mark bold lines (a heading feature) and the drawn glyphs to put back hyphens the
   * text layer leaves out (soft-hyphens.ts). Costs one operator-list pass per page; on by default.
   */
  fontFeatures?: boolean;
}

/** Extracts lines from a PDF by geometry: positions, font sizes and weights of pdf.js text runs. */
export async function extractPdf(bytes: Uint8Array, options: PdfOptions = {}): Promise<PdfExtraction> {
  const task = await openPdf(bytes);
  const pdfjs = await loadPdfJs();
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
    const links: string[] = [];
    let twoColumnPages = 0;
    let wideGaps = 0;
    for (let pageNumber = 1; pageNumber <= pagesToRead; pageNumber++) {
      let runs: TextRun[];
      let pageWidth: number;
      try {
        const page = await pdf.getPage(pageNumber);
        const viewport = page.getViewport({ scale: 1 });
        pageWidth = viewport.width;
        const operators = options.fontFeatures !== false ? await page.getOperatorList() : undefined;
        const content = await page.getTextContent();
        const textItems = content.items.slice(0, MAX_RUNS_PER_PAGE).filter((item) => 'str' in item);
        const strings = operators
          ? restoreSoftHyphens(
              textItems.map((item) => item.str),
              drawnGlyphs(operators, pdfjs.OPS.showText),
            )
          : textItems.map((item) => item.str);
        runs = [];
        for (const [index, item] of textItems.entries()) {
          const str = strings[index] ?? item.str;
          if (str.length === 0) continue;
          // Icon fonts (Font Awesome, marvosym) put glyph names or stray letters in the text layer
          // ('GITHUB-SQUARE', 'H'): the reader sees a picture there, not words.
          const icon = isIconFont(page.commonObjs, item.fontName);
          // Map the run's origin into viewport space, which also handles rotated pages and crop boxes.
          const [vx, vy] = viewport.convertToViewportPoint(item.transform[4] ?? 0, item.transform[5] ?? 0);
          const fontSize = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height || 1;
          runs.push({
            str,
            x: vx ?? 0,
            top: vy ?? 0,
            width: item.width,
            fontSize,
            bold: isBoldFont(page.commonObjs, item.fontName),
            // Kept only to see where a line begins (a symbol-font bullet); never part of the text.
            ...(icon ? { icon } : {}),
          });
        }
        links.push(...(await linkTargets(page)));
        page.cleanup();
      } catch (error) {
        throw mapPdfError(error);
      }
      const layout = layoutPage(runs, pageWidth, pageNumber);
      if (layout.twoColumn) twoColumnPages += 1;
      wideGaps += layout.wideGaps;
      pages.push(layout.lines);
    }
    const dropped: DroppedLine[] = [];
    const resumePages = pages.filter((page, index) => {
      if (!isCoverLetterPage(page, index)) return true;
      for (const line of page) dropped.push({ text: line.text, reason: 'cover-letter' });
      return false;
    });
    const { lines, running } = withoutRunningLines(resumePages);
    for (const line of running) dropped.push({ text: line.text, reason: 'running-header-footer' });
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
    return {
      lines: repairHyphenation(content),
      pageCount,
      twoColumn: twoColumnPages > 0,
      warnings,
      links: [...new Set(links)],
      dropped,
    };
  } finally {
    await task.destroy();
  }
}

/**
 * Running headers and footers: a line among the first two or last two of a page that recurs, digits aside
 * ('Jane Doe · Résumé 2', 'February 10, 2026'), on at least two pages. Every appearance leaves the text, so
 * none lands inside a section; one copy per kind is answered in `running`, recorded as dropped, and still
 * read for contact details (some layouts print those only in the footer).
 */
export function withoutRunningLines(pages: RawLine[][]): { lines: RawLine[]; running: RawLine[] } {
  if (pages.length < 2) return { lines: pages.flat(), running: [] };
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
  const lines: RawLine[] = [];
  const running: RawLine[] = [];
  for (const page of pages) {
    const edge = new Set([...heads(page), ...feet(page)]);
    for (const line of page) {
      const sig = signature(line.text);
      if (!edge.has(line) || (counts.get(sig) ?? 0) < 2) {
        lines.push(line);
      } else if (!seen.has(sig)) {
        seen.add(sig);
        running.push(line);
      }
    }
  }
  return { lines, running };
}

const SALUTATION = /^(dear|to whom it may concern)\b.{0,60}$/i;
const CLOSING =
  /^(sincerely|yours\s+(sincerely|faithfully|truly)|(kind|best|warm)(est)?\s+regards|regards|respectfully(\s+yours)?)\b[,.]?/i;

/**
 * A cover letter saved after the resume: a page (not the first) that opens a letter with a salutation and
 * closes it with a sign-off. Its lines are no part of the resume.
 */
export function isCoverLetterPage(page: RawLine[], index: number): boolean {
  if (index === 0) return false;
  const salutation = page.findIndex((l) => SALUTATION.test(l.text.trim()));
  if (salutation < 0) return false;
  return page.slice(salutation + 1).some((l) => CLOSING.test(l.text.trim()));
}

const MAX_RUNS_PER_PAGE = 20_000;

/** The text of each glyph run the page draws, in drawing order (the text layer's order too). */
function drawnGlyphs(
  operators: { fnArray: number[]; argsArray: unknown[] },
  showText: number,
): GlyphText[][] {
  const runs: GlyphText[][] = [];
  for (const [index, fn] of operators.fnArray.entries()) {
    if (fn !== showText) continue;
    const glyphs = (operators.argsArray[index] as unknown[] | undefined)?.[0];
    if (!Array.isArray(glyphs)) continue;
    runs.push(
      glyphs
        .filter((g) => typeof g !== 'number')
        .map((g) => (g && typeof g === 'object' && 'unicode' in g ? String(g.unicode) : null)),
    );
  }
  return runs;
}

/** Page furniture: '3', '1/4', 'Page 2 of 3', '- 2 -'. */
const PAGE_NUMBER = /^[-–\s]*(page\s*)?\d{1,3}(\s*(\/|of)\s*\d{1,3})?[-–\s]*$/i;

/** The http(s) targets of a page's link annotations; mailto: and tel: repeat what the text shows. */
async function linkTargets(page: {
  getAnnotations: () => Promise<{ subtype?: string; url?: string }[]>;
}): Promise<string[]> {
  try {
    const annotations = await page.getAnnotations();
    return annotations
      .filter((a) => a.subtype === 'Link' && typeof a.url === 'string' && /^https?:\/\//i.test(a.url))
      .map((a) => a.url as string);
  } catch {
    return [];
  }
}

const ICON_FONT =
  /fontawesome|awesome|marvosym|wingding|webding|dingbat|icomoon|fontello|materialicons|glyphicons|academicons/i;

function isIconFont(objs: FontObjects, fontName: string): boolean {
  try {
    if (!objs.has(fontName)) return false;
    const font = objs.get(fontName) as { name?: string } | null;
    return ICON_FONT.test(font?.name ?? '');
  } catch {
    return false;
  }
}

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
