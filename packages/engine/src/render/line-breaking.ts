/**
 * Greedy line breaking for the PDF renderer, done by us rather than by pdfkit so that lines break
 * only at spaces. pdfkit follows the Unicode rules, which also break after a hyphen and inside URLs;
 * a line ending in 'file-' is then read by every text extractor as a hyphenated word and joined into
 * 'filesharing'. A word wider than the whole line is the one exception: it is cut between characters.
 */

export interface Run<S> {
  text: string;
  style: S;
}

interface Word<S> {
  text: string;
  style: S;
  /** A newline in the source text comes before this word. */
  forcedBreak: boolean;
}

function wordsOf<S>(runs: Run<S>[]): Word<S>[] {
  const words: Word<S>[] = [];
  for (const run of runs) {
    run.text.split('\n').forEach((paragraph, index) => {
      paragraph
        .split(/[ \t]+/)
        .filter(Boolean)
        .forEach((text, position) => {
          words.push({ text, style: run.style, forcedBreak: index > 0 && position === 0 });
        });
    });
  }
  return words;
}

/** Cuts a word that cannot fit on any line into pieces that do. */
function cutWord<S>(word: Word<S>, maxWidth: number, widthOf: (text: string, style: S) => number): Word<S>[] {
  const pieces: Word<S>[] = [];
  let piece = '';
  for (const character of word.text) {
    if (piece && widthOf(piece + character, word.style) > maxWidth) {
      pieces.push({ text: piece, style: word.style, forcedBreak: pieces.length === 0 && word.forcedBreak });
      piece = '';
    }
    piece += character;
  }
  if (piece)
    pieces.push({ text: piece, style: word.style, forcedBreak: pieces.length === 0 && word.forcedBreak });
  return pieces;
}

/** Joins a line's words into runs of one style each; a space between runs stays with the earlier run. */
function segments<S>(words: Word<S>[]): Run<S>[] {
  const runs: Run<S>[] = [];
  for (const word of words) {
    const last = runs.at(-1);
    if (last && last.style === word.style) last.text += ` ${word.text}`;
    else {
      if (last) last.text += ' ';
      runs.push({ text: word.text, style: word.style });
    }
  }
  return runs;
}

/**
 * Breaks `runs` into lines no wider than `maxWidth`. Each line is a list of runs whose texts, drawn
 * one after another, show the line with its spaces. Styles are compared by identity.
 */
export function breakLines<S>(
  runs: Run<S>[],
  maxWidth: number,
  widthOf: (text: string, style: S) => number,
): Run<S>[][] {
  const lines: Word<S>[][] = [];
  let line: Word<S>[] = [];
  let lineWidth = 0;
  for (const original of wordsOf(runs)) {
    const fits = widthOf(original.text, original.style) <= maxWidth;
    for (const word of fits ? [original] : cutWord(original, maxWidth, widthOf)) {
      const wordWidth = widthOf(word.text, word.style);
      const spaceWidth = line.length ? widthOf(' ', line.at(-1)!.style) : 0;
      if (line.length && (word.forcedBreak || lineWidth + spaceWidth + wordWidth > maxWidth)) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      lineWidth += (line.length ? widthOf(' ', line.at(-1)!.style) : 0) + wordWidth;
      line.push(word);
    }
  }
  if (line.length) lines.push(line);
  return lines.map(segments);
}
