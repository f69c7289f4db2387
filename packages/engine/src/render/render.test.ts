import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { emptyResumeDocument } from '../model/resume-document.ts';
import { EXPORT_FORMATS, MEDIA_TYPES, renderCoverLetter, renderResume, TEMPLATE_IDS } from './index.ts';
import { sampleCoverLetter, sampleResume } from './sample-documents.ts';
import { readDocxParts, readPdfText } from './test-support.ts';

/** Text of any rendered file, read back with an independent reader for the binary formats. */
async function textOf(format: (typeof EXPORT_FORMATS)[number], bytes: Uint8Array): Promise<string> {
  if (format === 'pdf') return (await readPdfText(bytes)).replace(/\s+/g, ' ');
  if (format === 'docx')
    return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value.replace(/\s+/g, ' ');
  return new TextDecoder().decode(bytes).replace(/\s+/g, ' ');
}

describe('renderCoverLetter', () => {
  it.each(TEMPLATE_IDS)('renders the letter in all four formats (%s)', async (templateId) => {
    for (const format of EXPORT_FORMATS) {
      const file = await renderCoverLetter(sampleCoverLetter(), { format, templateId });
      expect(file.mediaType).toBe(MEDIA_TYPES[format]);
      const text = await textOf(format, file.bytes);
      expect(text).toContain('Razorpay');
      expect(text).toContain('Application for Staff Backend Engineer');
      expect(text).toContain('I would welcome the chance to discuss');
      expect(text).toMatch(/Jos[eé] N[uú][nñ]ez/);
    }
  });
});

describe('renderResume options', () => {
  it('rejects an unknown template id', async () => {
    await expect(renderResume(sampleResume(), { format: 'html', templateId: 'fancy' })).rejects.toThrow(
      "Unknown template 'fancy'",
    );
  });

  it('rejects a document that is not a ResumeDocument', async () => {
    await expect(renderResume({ basics: {} } as never, { format: 'txt' })).rejects.toThrow();
  });

  it('renders an empty document in every format without failing', async () => {
    for (const format of EXPORT_FORMATS) {
      const file = await renderResume(emptyResumeDocument(), { format });
      expect(file.bytes.length).toBeGreaterThan(0);
    }
  });

  it("follows the template's section order when asked", async () => {
    const documentOrder = (await renderResume(sampleResume(), { format: 'txt', templateId: 'academic' }))
      .text!;
    const templateOrder = (
      await renderResume(sampleResume(), { format: 'txt', templateId: 'academic', sectionOrder: 'template' })
    ).text!;
    expect(documentOrder.indexOf('WORK EXPERIENCE')).toBeLessThan(documentOrder.indexOf('EDUCATION'));
    expect(templateOrder.indexOf('EDUCATION')).toBeLessThan(templateOrder.indexOf('WORK EXPERIENCE'));
  });
});

describe('DOCX as Word sees it', () => {
  it('maps to headings and lists, and keeps entries together', async () => {
    const { bytes } = await renderResume(sampleResume(), { format: 'docx', templateId: 'modern' });
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(value).toContain('<h1>Work Experience</h1>');
    expect(value).toContain('<h2>Senior Software Engineer\tJan 2021 – Present</h2>');
    expect(value).toContain('<ul><li>Led a team of 6 engineers');
    const document = readDocxParts(bytes).get('word/document.xml')!;
    // Every entry title, subtitle and all but the last bullet of an entry keep with the next paragraph.
    const paragraphs = document.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs) ?? [];
    const title = paragraphs.find((p) => p.includes('Senior Software Engineer') && p.includes('Heading2'))!;
    const subtitle = paragraphs.find((p) => p.includes('Flipkart | Bengaluru'))!;
    expect(title).toContain('<w:keepNext/>');
    expect(subtitle).toContain('<w:keepNext/>');
  });
});
