import { describe, expect, it } from 'vitest';
import { buildResumeDocx } from '../../fixtures/docx.ts';
import {
  buildImageOnlyPdf,
  buildLinesPdf,
  buildManyPagesPdf,
  buildResumePdf,
  buildTwoColumnPdf,
} from '../../fixtures/pdf.ts';
import { indianEngineerResume, twoColumnResume, twoPageResume } from '../../fixtures/resume-fixtures.ts';
import { buildZipBomb } from '../../fixtures/zip.ts';
import { ResumeParseError } from '../errors.ts';
import { capCharacters, extractText } from './index.ts';

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return error instanceof ResumeParseError ? error.code : `not a ResumeParseError: ${String(error)}`;
  }
  return undefined;
}

describe('extractText: PDF', () => {
  it('rebuilds lines of a one-column PDF with font features', async () => {
    const result = await extractText(await buildResumePdf(indianEngineerResume()), 'priya.pdf');
    expect(result.parseMethod).toBe('pdf-geometry');
    expect(result.pageCount).toBe(1);
    const texts = result.lines.map((l) => l.text);
    expect(texts[0]).toBe('Priya Raghavan');
    expect(texts).toContain('Bengaluru, Karnataka, India | +91 98450 12345 | priya.raghavan@example.in');
    const heading = result.lines.find((l) => l.text === 'EXPERIENCE');
    expect(heading).toMatchObject({ bold: true, page: 1 });
    expect(heading?.fontSize).toBeGreaterThan(12);
    const bullet = result.lines.find((l) => l.text.startsWith('• Mentored'));
    expect(bullet?.bold).toBe(false);
    for (const line of result.lines) expect(result.text.slice(line.start, line.end)).toBe(line.text);
  });

  it('reads a two-column PDF column by column', async () => {
    const result = await extractText(await buildTwoColumnPdf(twoColumnResume()), 'meera.pdf');
    expect(result.parseMethod).toBe('pdf-two-column');
    expect(result.warnings.map((w) => w.code)).toContain('two-column-layout');
    const texts = result.lines.map((l) => l.text);
    expect(texts.indexOf('Meera Kulkarni')).toBe(0);
    // The whole side column comes before the main column, and no line mixes the two.
    expect(texts.indexOf('English, Marathi, Hindi')).toBeLessThan(texts.indexOf('SUMMARY'));
    expect(texts.some((t) => t.includes('Python, pandas') && t.includes('Data analyst'))).toBe(false);
  });

  it('repairs ligature code points and line-end hyphenation', async () => {
    const bytes = await buildLinesPdf(
      [
        { text: 'E\uFB03cient work\uFB02ow for the recommen-' },
        { text: 'dation engine, built by a self-' },
        { text: 'motivated team.' },
      ],
      { embedFont: true },
    );
    const result = await extractText(bytes, 'lig.pdf');
    expect(result.lines.map((l) => l.text)).toEqual([
      'Efficient workflow for the recommendation',
      'engine, built by a self-',
      'motivated team.',
    ]);
    expect(result.text).not.toMatch(/[\uFB00-\uFB06]/);
  });

  it('extracts a two-page PDF from both pages', async () => {
    const result = await extractText(await buildResumePdf(twoPageResume()), 'daniel.pdf');
    expect(result.pageCount).toBe(2);
    expect(new Set(result.lines.map((l) => l.page))).toEqual(new Set([1, 2]));
    expect(result.text).toContain('Coach first-time contributors');
  });

  it('says an image-only PDF has no text layer', async () => {
    const error = await extractText(await buildImageOnlyPdf(), 'scan.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResumeParseError);
    expect((error as ResumeParseError).code).toBe('image-only-pdf');
    expect((error as ResumeParseError).message).toMatch(/^This PDF has no text layer/);
    expect((error as ResumeParseError).message).toMatch(/DOCX/);
  });

  it('refuses a password-protected PDF', async () => {
    const bytes = await buildResumePdf(indianEngineerResume(), { userPassword: 'hunter2' });
    expect(await errorCode(extractText(bytes, 'locked.pdf'))).toBe('encrypted-pdf');
  });

  it('reports corrupt PDF bytes', async () => {
    const bytes = await buildResumePdf(indianEngineerResume());
    expect(await errorCode(extractText(bytes.subarray(0, 400), 'cut.pdf'))).toBe('corrupt-file');
    expect(await errorCode(extractText(new TextEncoder().encode('%PDF-1.7\n garbage'), 'junk.pdf'))).toBe(
      'corrupt-file',
    );
    expect(await errorCode(extractText(new TextEncoder().encode('not a pdf at all'), 'fake.pdf'))).toBe(
      'corrupt-file',
    );
    const docx = await buildResumeDocx(indianEngineerResume());
    expect(await errorCode(extractText(docx, 'renamed.pdf'))).toBe('corrupt-file');
  });

  it('reads at most 20 pages and warns', async () => {
    const result = await extractText(await buildManyPagesPdf(23), 'long.pdf');
    expect(result.pageCount).toBe(23);
    expect(result.lines.at(-1)?.text).toMatch(/^Section 20 /);
    expect(result.warnings.map((w) => w.code)).toContain('pages-capped');
  });
});

describe('extractText: DOCX, text and bad input', () => {
  it('reads a DOCX with headings, bullets and tab-separated dates', async () => {
    const result = await extractText(await buildResumeDocx(indianEngineerResume()), 'priya.docx');
    expect(result.parseMethod).toBe('docx-mammoth');
    const experience = result.lines.find((l) => l.text === 'EXPERIENCE');
    expect(experience?.heading).toBe(true);
    expect(result.lines.map((l) => l.text)).toContain(
      'Senior Software Engineer | Kestrel Commerce Pvt Ltd | Bengaluru\tJan 2021 – Present',
    );
    expect(result.lines.some((l) => l.text.startsWith('- Mentored four engineers'))).toBe(true);
  });

  it('refuses a DOCX zip bomb', async () => {
    expect(await errorCode(extractText(buildZipBomb(), 'cv.docx'))).toBe('zip-bomb');
  });

  it('reads text and Markdown files', async () => {
    const text = await extractText(new TextEncoder().encode('Asha Verma\nasha@example.com\n'), 'cv.txt');
    expect(text).toMatchObject({ parseMethod: 'text-plain', text: 'Asha Verma\nasha@example.com' });
    const md = await extractText(new TextEncoder().encode('# Asha Verma\n\n## Skills\n- **Go**'), 'cv.md');
    expect(md.parseMethod).toBe('text-markdown');
    expect(md.text).toBe('Asha Verma\nSkills\n- Go');
  });

  it('caps text at 100,000 characters with a warning', async () => {
    const line = 'Delivered projects on time and on budget for many happy clients.\n';
    const result = await extractText(new TextEncoder().encode(line.repeat(2_000)), 'long.txt');
    expect(result.text.length).toBeLessThanOrEqual(100_000);
    expect(result.warnings.map((w) => w.code)).toContain('characters-capped');
  });

  it('reports empty files, files without letters and unsupported types', async () => {
    expect(await errorCode(extractText(new Uint8Array(0), 'cv.pdf'))).toBe('empty-text');
    expect(await errorCode(extractText(new TextEncoder().encode(' \n\t\n'), 'cv.txt'))).toBe('empty-text');
    expect(await errorCode(extractText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]), 'photo.png'))).toBe(
      'unsupported-type',
    );
    expect(await errorCode(extractText(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1]), 'old.doc'))).toBe(
      'unsupported-type',
    );
  });
});

describe('capCharacters', () => {
  it('keeps whole lines and cuts the one that crosses the cap', () => {
    const out = capCharacters([{ text: 'abcd' }, { text: 'efgh' }, { text: 'ijkl' }], 7);
    expect(out).toEqual({ lines: [{ text: 'abcd' }, { text: 'ef' }], capped: true });
    expect(capCharacters([{ text: 'ab' }], 7).capped).toBe(false);
  });
});
