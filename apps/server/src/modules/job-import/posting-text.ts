import { htmlToText } from '@hireproof/engine';

/**
 * A posting's HTML as the text the person reads and edits: paragraphs stay paragraphs (a blank line
 * between them), list items become "• " lines (numbered in an ordered list), line breaks stay. The
 * reading is the engine's one HTML-to-text (linear, bounded, inert); the web app shows the result as text.
 */
export const postingText = (html: string): string => htmlToText(html, { paragraphs: true, bullets: true });

/** The text of a DOM node a board reader picked out of a page (its markup, read as above). */
export const containerText = (node: unknown): string =>
  postingText((node as { outerHTML?: string }).outerHTML ?? '');

/** Whitespace-collapsed one-line text (titles, company names). */
export function oneLine(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
}
