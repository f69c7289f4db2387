import { describe, expect, it } from 'vitest';
import { renderCoverLetter, renderResume, TEMPLATE_IDS } from './index.ts';
import { longResume, sampleCoverLetter, sampleResume } from './sample-documents.ts';
import { readDocxParts } from './test-support.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('DOCX resume', () => {
  it.each(TEMPLATE_IDS)(
    'uses real paragraphs, heading styles and bullet numbering (%s)',
    async (templateId) => {
      const { bytes, mediaType } = await renderResume(sampleResume(), { format: 'docx', templateId, now });
      expect(mediaType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const parts = readDocxParts(bytes);
      const document = parts.get('word/document.xml')!;
      expect(document).not.toContain('<w:tbl');
      expect(document).not.toContain('w:txbxContent');
      expect(document).not.toContain('<w:pict');
      expect(document).not.toContain('<w:framePr');
      // No empty spacer paragraphs: spacing is paragraph formatting, every paragraph carries text.
      const paragraphs = document.match(/<w:p\b[^>]*\/>|<w:p\b[^>]*>.*?<\/w:p>/gs) ?? [];
      expect(paragraphs.length).toBeGreaterThan(20);
      for (const paragraph of paragraphs) expect(paragraph).toContain('<w:t');
      expect(document).toContain('<w:pStyle w:val="Title"/>');
      expect(document.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(7);
      expect(document.match(/<w:pStyle w:val="Heading2"\/>/g)?.length).toBeGreaterThanOrEqual(6);
      // Eight bullets, each a numbered (bullet) paragraph.
      expect(document.match(/<w:numPr>/g)).toHaveLength(8);
      expect(parts.get('word/numbering.xml')).toContain('w:val="bullet"');
      expect(document).toContain('José Núñez');
      expect(document).toContain('₹18 lakh');
    },
  );

  it('is deterministic and stamps the given date', async () => {
    const first = await renderResume(longResume(), { format: 'docx', templateId: 'compact', now });
    const second = await renderResume(longResume(), { format: 'docx', templateId: 'compact', now });
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
    expect(readDocxParts(first.bytes).get('docProps/core.xml')).toContain('2026-11-22T10:00:00Z');
  });

  it('sets the page size', async () => {
    const a4 = readDocxParts((await renderResume(sampleResume(), { format: 'docx' })).bytes).get(
      'word/document.xml',
    );
    const letter = readDocxParts(
      (await renderResume(sampleResume(), { format: 'docx', pageSize: 'Letter' })).bytes,
    ).get('word/document.xml');
    expect(a4).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(letter).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
  });

  it('renders a cover letter without tables', async () => {
    const { bytes } = await renderCoverLetter(sampleCoverLetter(), {
      format: 'docx',
      templateId: 'executive',
      now,
    });
    const document = readDocxParts(bytes).get('word/document.xml')!;
    expect(document).not.toContain('<w:tbl');
    expect(document).toContain('Application for Staff Backend Engineer');
    expect(document).toContain('Razorpay');
  });
});
