import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakLines, type Run } from './line-breaking.ts';

/** A monospaced measure: every character is one unit wide, bold ones two. */
const widthOf = (text: string, style: 'regular' | 'bold') => [...text].length * (style === 'bold' ? 2 : 1);
const lineText = (line: Run<'regular' | 'bold'>[]) => line.map((run) => run.text).join('');

describe('breakLines', () => {
  it('breaks only at spaces, never after a hyphen or inside a URL', () => {
    const lines = breakLines(
      [{ text: 'led a file-sharing redesign see example.com/a/b/c now', style: 'regular' }],
      20,
      widthOf,
    );
    expect(lines.map(lineText)).toEqual(['led a file-sharing', 'redesign see', 'example.com/a/b/c', 'now']);
  });

  it('keeps a bold label and its text in one paragraph, with the space between them', () => {
    const lines = breakLines(
      [
        { text: 'Tools: ', style: 'bold' },
        { text: 'Kafka, Docker', style: 'regular' },
      ],
      40,
      widthOf,
    );
    expect(lines).toEqual([
      [
        { text: 'Tools: ', style: 'bold' },
        { text: 'Kafka, Docker', style: 'regular' },
      ],
    ]);
  });

  it('honours newlines and cuts a word wider than the line', () => {
    expect(breakLines([{ text: 'Sincerely,\nJosé', style: 'regular' }], 40, widthOf).map(lineText)).toEqual([
      'Sincerely,',
      'José',
    ]);
    expect(breakLines([{ text: 'abcdefghij', style: 'regular' }], 4, widthOf).map(lineText)).toEqual([
      'abcd',
      'efgh',
      'ij',
    ]);
  });

  it('keeps every word, in order, within the width', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z-]{1,12}$/), { maxLength: 40 }),
        fc.integer({ min: 12, max: 60 }),
        (words, maxWidth) => {
          const lines = breakLines([{ text: words.join(' '), style: 'regular' }], maxWidth, widthOf);
          expect(lines.map(lineText).join(' ').split(' ').filter(Boolean)).toEqual(words);
          for (const line of lines) expect(widthOf(lineText(line), 'regular')).toBeLessThanOrEqual(maxWidth);
        },
      ),
    );
  });
});
