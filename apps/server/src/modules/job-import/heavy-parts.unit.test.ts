import { describe, expect, it } from 'vitest';
import { withoutHeavyParts } from './heavy-parts.ts';

describe('withoutHeavyParts', () => {
  it('drops scripts, styles, svg, templates and comments and keeps the rest', () => {
    const html =
      '<p>One</p><script type="x">if (a < b) {}</script><STYLE>p{}</STYLE><svg><path/></svg>' +
      '<!-- note --><template><p>t</p></template><p>Two</p><scripted>kept</scripted>';
    expect(withoutHeavyParts(html)).toBe('<p>One</p><p>Two</p><scripted>kept</scripted>');
  });

  it('drops the rest of the page after an element that is never closed, in linear time', () => {
    expect(withoutHeavyParts('<p>Before</p><script>never closed <p>x</p>')).toBe('<p>Before</p>');
    const hostile = '<script '.repeat(200_000);
    const started = performance.now();
    expect(withoutHeavyParts(`<p>a</p>${hostile}`)).toBe('<p>a</p>');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
