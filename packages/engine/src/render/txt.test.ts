import { describe, expect, it } from 'vitest';
import { renderCoverLetter, renderResume, TEMPLATE_IDS } from './index.ts';
import { toPlainText } from './plain-text.ts';
import { hostileResume, sampleCoverLetter, sampleResume } from './sample-documents.ts';

/** Control characters (other than newline) and zero-width marks: nothing a reader can see or use. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for them
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u200c\u2060\ufeff]/;

describe('TXT resume', () => {
  it.each(TEMPLATE_IDS)(
    'keeps every character, with uppercase headings and dash bullets (%s)',
    async (templateId) => {
      const { text } = await renderResume(sampleResume(), { format: 'txt', templateId });
      expect(text).not.toMatch(INVISIBLE);
      const lines = text!.split('\n');
      expect(lines[0]).toBe('José Núñez');
      expect(lines).toContain('WORK EXPERIENCE');
      expect(lines).toContain('Senior Software Engineer | Jan 2021 – Present');
      expect(lines.some((line) => line.startsWith('- Designed an efficient refund workflow'))).toBe(true);
      expect(text).not.toMatch(/\n{3}/);
    },
  );

  it('keeps accents and non-Latin scripts, and drops only invisible characters', async () => {
    const resume = sampleResume();
    resume.basics.name = 'Lucía Fernández García';
    resume.basics.location = { text: 'Sevilla, España' };
    resume.work[0]!.highlights[0]!.text =
      'Built a 東京 office\u0000 with Łódź and Zürich teams\u200b — Ñandú';
    const { text } = await renderResume(resume, { format: 'txt' });
    expect(text).toContain('Lucía Fernández García');
    expect(text).toContain('Sevilla, España');
    expect(text).toContain('- Built a 東京 office with Łódź and Zürich teams — Ñandú');
  });

  it('stays free of invisible characters whatever the input', async () => {
    const { text } = await renderResume(hostileResume(), { format: 'txt' });
    expect(text).not.toMatch(INVISIBLE);
  });

  it('renders a cover letter with its accents', async () => {
    const { text } = await renderCoverLetter(sampleCoverLetter(), { format: 'txt', templateId: 'simple' });
    expect(text).not.toMatch(INVISIBLE);
    expect(text).toContain('Application for Staff Backend Engineer');
    expect(
      text!.startsWith(
        'José Núñez\njose.nunez@example.com | +91 98765 43210 | Bengaluru, Karnataka, India\n',
      ),
    ).toBe(true);
  });
});

describe('toPlainText', () => {
  it('turns unusual spaces into plain ones and keeps every visible character', () => {
    expect(toPlainText('a\u00a0b\u2009c ₹12 “ok” – é')).toBe('a b c ₹12 “ok” – é');
  });
});
