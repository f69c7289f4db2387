import { describe, expect, it } from 'vitest';
import { coverLetterTextOf, decodeDataUrl, htmlToText, resumeHtmlOf } from './document-content.ts';

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes));
}

describe('decodeDataUrl', () => {
  it('decodes base64 payloads as UTF-8', () => {
    const url = `data:text/html;charset=utf-8;base64,${base64Utf8('<p>Zürich — “ok”</p>')}`;
    expect(decodeDataUrl(url)).toEqual({ mediaType: 'text/html', text: '<p>Zürich — “ok”</p>' });
  });

  it('decodes percent-encoded payloads', () => {
    expect(decodeDataUrl('data:text/plain,Dear%20Hiring%20Manager%2C')).toEqual({
      mediaType: 'text/plain',
      text: 'Dear Hiring Manager,',
    });
  });

  it('answers null for anything that is not a data URL', () => {
    expect(decodeDataUrl('<html></html>')).toBeNull();
    expect(decodeDataUrl('https://example.test/a.html')).toBeNull();
  });
});

describe('resumeHtmlOf', () => {
  it('accepts a data URL or inline HTML and repairs punctuation', () => {
    expect(resumeHtmlOf(`data:text/html;base64,${base64Utf8('<h1>Jane</h1>')}`)).toBe('<h1>Jane</h1>');
    expect(resumeHtmlOf('<p>Iâ€™m here</p>')).toBe('<p>I’m here</p>');
    expect(resumeHtmlOf(null)).toBeNull();
    expect(resumeHtmlOf('  ')).toBeNull();
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks, bullets list items and drops scripts and styles', () => {
    const html =
      '<html><head><style>p{}</style></head><body><p>Dear Ms. Lee,</p><p>I am <b>excited</b>.<br>Really.</p>' +
      '<ul><li>One</li><li>Two</li></ul><script>alert(1)</script><p>Sincerely,<br>Jane</p></body></html>';
    expect(htmlToText(html)).toBe(
      'Dear Ms. Lee,\n\nI am excited.\nReally.\n\n• One\n• Two\n\nSincerely,\nJane',
    );
  });

  it('decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Tom &amp;   Jerry&nbsp;Inc.</p>')).toBe('Tom & Jerry\u00a0Inc.');
  });
});

describe('coverLetterTextOf', () => {
  it('prefers coverLetterHtml, reduced to text', () => {
    expect(coverLetterTextOf({ coverLetterHtml: '<p>Hello</p><p>Bye</p>', coverLetterUrl: 'data:,x' })).toBe(
      'Hello\n\nBye',
    );
  });

  it('reads a plain-text data URL as is', () => {
    const url = `data:text/plain;charset=utf-8;base64,${base64Utf8('Dear team,\r\n\r\nI’d love to join.')}`;
    expect(coverLetterTextOf({ coverLetterUrl: url })).toBe('Dear team,\n\nI’d love to join.');
  });

  it('reduces an HTML data URL to text and repairs punctuation', () => {
    const url = `data:text/html,${encodeURIComponent('<p>Iâ€™m applying â€” gladly.</p>')}`;
    expect(coverLetterTextOf({ coverLetterUrl: url })).toBe('I’m applying — gladly.');
  });

  it('is null when there is no letter', () => {
    expect(coverLetterTextOf({})).toBeNull();
    expect(coverLetterTextOf({ coverLetterHtml: ' ', coverLetterUrl: null })).toBeNull();
  });
});
