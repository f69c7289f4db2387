import { describe, expect, it } from 'vitest';
import { htmlToLines } from './html-lines.ts';

describe('htmlToLines', () => {
  it('keeps headings, bold paragraphs, list items and table rows as lines', () => {
    const lines = htmlToLines(
      '<p><strong>Asha Verma</strong></p><h1>Experience</h1><p>Designer at <em>Teal</em><br />2019 &amp; on</p>' +
        '<ul><li>Ran 30 sessions</li><li>Shipped &quot;Calm&quot;</li></ul>' +
        '<table><tr><td><p>Monsoon Labs</p></td><td><p>2021 – Present</p></td></tr></table>',
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Asha Verma',
      'Experience',
      'Designer at Teal',
      '2019 & on',
      '- Ran 30 sessions',
      '- Shipped "Calm"',
      'Monsoon Labs\t2021 – Present',
    ]);
    expect(lines[0]?.bold).toBe(true);
    expect(lines[1]).toMatchObject({ heading: true, fontSize: 20 });
    expect(lines[2]?.bold).toBe(false);
  });
});
