import { describe, expect, it } from 'vitest';
import { decodeEntities } from './entities.ts';
import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('puts blocks on their own lines, one line each by default', () => {
    const html =
      '<html><head><title>x</title><style>p{color:red}</style></head><body><h1>Jane Doe</h1><p>Built <b>APIs</b> in Go</p><ul><li>One</li><li>Two</li></ul></body></html>';
    expect(htmlToText(html)).toBe('Jane Doe\nBuilt APIs in Go\nOne\nTwo');
    expect(htmlToText(html, { bullets: true })).toBe('Jane Doe\nBuilt APIs in Go\n• One\n• Two');
  });

  it('keeps paragraphs, bullets and numbered steps, and drops scripts, styles and markup', () => {
    const text = htmlToText(
      '<h2>About</h2><p>We build <i>things</i>.<br>Second line</p><style>p{}</style>' +
        '<ol><li>First</li><li>Second</li></ol><script>alert(1)</script><p>End &amp; more&nbsp;here <img src=x onerror=alert(1)></p>',
      { paragraphs: true, bullets: true },
    );
    expect(text).toBe('About\n\nWe build things.\nSecond line\n\n1. First\n2. Second\n\nEnd & more here');
  });

  it('keeps the cells of a table row on one line and a nested list under its item', () => {
    const html =
      '<table><tr><td>Go</td><td>5 years</td></tr></table><ul><li>A<ul><li>A.1</li></ul></li></ul>';
    expect(htmlToText(html, { paragraphs: true, bullets: true })).toBe('Go 5 years\n\n• A\n• A.1');
  });

  it('drops scripts, form controls and comments, and decodes entities', () => {
    const html =
      '<p>R&amp;D &lt;team&gt; &#8212; &#x2019;s &rsquo;&eacute;</p><script>alert("<p>no</p>")</script><button>Apply</button><!-- hidden -->';
    expect(htmlToText(html)).toBe('R&D <team> \u2014 \u2019s \u2019é');
  });

  it('reads a quoted > inside an attribute as part of the tag', () => {
    expect(htmlToText('<p title="a > b">kept</p>')).toBe('kept');
  });

  it('keeps a lone < and drops an unterminated tag or quote', () => {
    expect(htmlToText('<p>5 < 7 and 3 > 2</p><b')).toBe('5 < 7 and 3 > 2');
    expect(htmlToText('<p>kept</p><script>never closed')).toBe('kept');
    expect(htmlToText('<p>kept</p><a href="never closed>lost</a>')).toBe('kept');
  });

  // A safety property, not a speed figure: quadratic scanning of this input would take minutes.
  it('stays linear on thousands of unclosed tags, quotes and entities', () => {
    const started = performance.now();
    htmlToText(
      `${'<div '.repeat(40_000)}${'<script '.repeat(10_000)}${'<'.repeat(50_000)}${'<a x="'.repeat(20_000)}`,
    );
    htmlToText(`<p>${'&#12345678'.repeat(50_000)}${'&'.repeat(100_000)}</p>`);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('decodeEntities', () => {
  it('decodes numeric and named references and leaves unknown ones as written', () => {
    expect(decodeEntities('&#8377; &#x20B9; &lt;b&gt; &bogus; &#0; &AElig; &Ouml; &ndash;')).toBe(
      '₹ ₹ <b> &bogus; \ufffd Æ Ö –',
    );
  });
});
