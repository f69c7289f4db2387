import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('keeps visible text with block elements on their own lines', () => {
    const html =
      '<html><head><title>x</title><style>p{color:red}</style></head><body><h1>Jane Doe</h1><p>Built <b>APIs</b> in Go</p><ul><li>One</li><li>Two</li></ul></body></html>';
    expect(htmlToText(html)).toBe('Jane Doe\nBuilt APIs in Go\nOne\nTwo');
  });

  it('drops scripts and comments and decodes entities', () => {
    const html =
      '<p>R&amp;D &lt;team&gt; &#8212; &#x2019;s</p><script>alert("<p>no</p>")</script><!-- hidden -->';
    expect(htmlToText(html)).toBe('R&D <team> \u2014 \u2019s');
  });

  it('keeps a lone < and drops an unterminated tag', () => {
    expect(htmlToText('<p>5 < 7 and 3 > 2</p><b')).toBe('5 < 7 and 3 > 2');
    expect(htmlToText('<p>kept</p><script>never closed')).toBe('kept');
  });

  // A safety property, not a speed figure: quadratic scanning of this input would take minutes.
  it('stays linear on thousands of unclosed tags', () => {
    const started = performance.now();
    htmlToText(`${'<div '.repeat(40_000)}${'<script '.repeat(10_000)}${'<'.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
