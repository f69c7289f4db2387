import { describe, expect, it } from 'vitest';
import { renderCoverLetter, renderResume, TEMPLATE_IDS } from './index.ts';
import { hostileResume, sampleCoverLetter, sampleResume } from './sample-documents.ts';

const ASCII = /^[\n\x20-\x7e]*$/;

describe('TXT resume', () => {
  it.each(TEMPLATE_IDS)('is pure ASCII with uppercase headings and dash bullets (%s)', async (templateId) => {
    const { text } = await renderResume(sampleResume(), { format: 'txt', templateId });
    expect(text).toMatch(ASCII);
    const lines = text!.split('\n');
    expect(lines[0]).toBe('Jose Nunez');
    expect(lines).toContain('WORK EXPERIENCE');
    expect(lines).toContain('Senior Software Engineer | Jan 2021 - Present');
    expect(lines).toContain(
      '- Designed an efficient refund workflow that settles 1.2 million orders a day and saved INR 18 lakh a year.',
    );
    expect(lines).toContain('AWS Certified Solutions Architect - Associate | 2022');
    expect(text).not.toMatch(/\n{3}/);
  });

  it('stays ASCII whatever the input', async () => {
    const { text } = await renderResume(hostileResume(), { format: 'txt' });
    expect(text).toMatch(ASCII);
  });

  it('renders a cover letter as ASCII', async () => {
    const { text } = await renderCoverLetter(sampleCoverLetter(), { format: 'txt', templateId: 'simple' });
    expect(text).toMatch(ASCII);
    expect(text).toContain('Application for Staff Backend Engineer');
    expect(text).toContain('saved INR 18 lakh a year');
    expect(
      text!.startsWith(
        'Jose Nunez\njose.nunez@example.com | +91 98765 43210 | Bengaluru, Karnataka, India\n',
      ),
    ).toBe(true);
  });
});
