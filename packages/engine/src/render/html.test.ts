import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { html } from './html-escape.ts';
import { renderCoverLetter, renderResume, TEMPLATE_IDS } from './index.ts';
import { describedResume, hostileResume, sampleCoverLetter, sampleResume } from './sample-documents.ts';

function parse(markup: string) {
  return new JSDOM(markup).window.document;
}

describe('html tagged template', () => {
  it('escapes every interpolation and keeps nested safe markup', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x" & \'y\''}">${inner}${['<a>', 1]}${undefined}</p>`.toString()).toBe(
      '<p title="&quot;x&quot; &amp; &#39;y&#39;"><b>&lt;i&gt;</b>&lt;a&gt;1</p>',
    );
  });
});

describe('HTML resume', () => {
  it.each(TEMPLATE_IDS)('escapes hostile text in every field (%s)', async (templateId) => {
    const { text } = await renderResume(hostileResume(), { format: 'html', templateId });
    const document = parse(text!);
    expect(document.querySelectorAll('script, b, iframe, img, link, object, embed')).toHaveLength(0);
    for (const element of document.querySelectorAll('*'))
      for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on')).toBe(false);
    // The hostile strings arrive as visible text, intact.
    const visible = document.body.textContent ?? '';
    for (const field of [
      'name',
      'email',
      'company',
      'position',
      'bullet',
      'institution',
      'skill',
      'custom',
      'item',
    ])
      expect(visible).toContain(`<script>alert("${field}")</script> "${field}" & <b onload='x'>`);
    expect(text).not.toMatch(/<script/i);
  });

  it('is a self-contained document with print rules and no ligatures', async () => {
    const { text, mediaType } = await renderResume(sampleResume(), { format: 'html', templateId: 'modern' });
    expect(mediaType).toBe('text/html; charset=utf-8');
    expect(text).toMatch(/^<!DOCTYPE html>/);
    expect(text).toContain('@page { size: A4;');
    expect(text).toContain('font-variant-ligatures: none');
    expect(text).not.toMatch(/https?:\/\/|url\(|@import|<script/i);
    const document = parse(text!);
    expect(document.querySelector('h1')?.textContent).toBe('José Núñez');
    expect([...document.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Professional Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Projects',
      'Certifications',
      'Languages',
    ]);
    expect(document.querySelectorAll('.entry li').length).toBe(8);
  });

  it('uses the Letter page size when asked', async () => {
    const { text } = await renderResume(sampleResume(), {
      format: 'html',
      templateId: 'classic',
      pageSize: 'Letter',
    });
    expect(text).toContain('@page { size: letter;');
  });

  it('renders a cover letter with escaped paragraphs', async () => {
    const letter = { ...sampleCoverLetter(), company: '<Acme & "Sons">' };
    const { text } = await renderCoverLetter(letter, { format: 'html', templateId: 'elegant' });
    const document = parse(text!);
    expect(document.body.textContent).toContain('<Acme & "Sons">');
    expect(document.querySelectorAll('.letter-body p')).toHaveLength(letter.paragraphs.length);
    expect(document.querySelector('.subject')?.textContent).toBe('Application for Staff Backend Engineer');
  });
});

describe('a job’s description and sub-bullets in HTML', () => {
  it.each(TEMPLATE_IDS)(
    'puts the description before the bullets and nests sub-bullets (%s)',
    async (templateId) => {
      const { text } = await renderResume(describedResume(), { format: 'html', templateId });
      const entry = parse(text!).querySelector('.entry');
      const detail = entry?.querySelector('.detail');
      expect(detail?.textContent).toMatch(/^Owns the checkout and refund services/);
      const list = entry?.querySelector(':scope > ul');
      expect(detail?.compareDocumentPosition(list!)).toBe(4); // DOCUMENT_POSITION_FOLLOWING
      const top = list?.querySelectorAll(':scope > li');
      expect(top).toHaveLength(3);
      const nested = top?.[1]?.querySelectorAll(':scope > ul > li');
      expect([...(nested ?? [])].map((li) => li.textContent)).toEqual([
        'Wrote the runbook the on-call rotation now follows.',
        'Trained twelve engineers to read the latency dashboards.',
      ]);
    },
  );
});
