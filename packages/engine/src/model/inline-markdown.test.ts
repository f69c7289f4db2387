import { describe, expect, it } from 'vitest';
import { inlineMarkdownToText } from './inline-markdown.ts';
import { fromJsonResume } from './json-resume.ts';

describe('inline Markdown in JSON Resume fields', () => {
  it.each([
    ['Cut build time by **40%**', 'Cut build time by 40%'],
    ['Shipped __checkout__ and *search*', 'Shipped checkout and search'],
    ['Wrote `asyncio` workers', 'Wrote asyncio workers'],
    ['Built [Atlas](https://atlas.example.com) for ops', 'Built Atlas (https://atlas.example.com) for ops'],
    ['See [https://a.example](https://a.example)', 'See https://a.example'],
    ['C++ and my_var * 2', 'C++ and my_var * 2'],
  ])('reads %s as text', (markdown, text) => {
    expect(inlineMarkdownToText(markdown)).toBe(text);
  });

  it('is applied to every text field on import, never to an address or a handle', () => {
    const doc = fromJsonResume({
      basics: {
        name: 'Ana Ruiz',
        summary: '**Backend** engineer',
        profiles: [{ network: 'GitHub', username: 'ana_ruiz_', url: 'https://github.com/__ana__' }],
      },
      work: [{ name: 'Acme', position: 'Engineer', highlights: ['Led [Atlas](https://x.example)'] }],
    });
    expect(doc.summary?.text).toBe('Backend engineer');
    expect(doc.work[0]?.highlights[0]?.text).toBe('Led Atlas (https://x.example)');
    expect(doc.basics.profiles[0]).toMatchObject({
      username: 'ana_ruiz_',
      url: 'https://github.com/__ana__',
    });
  });
});
