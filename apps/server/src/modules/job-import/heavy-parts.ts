/** Elements whose content is never posting text, with the string that ends each. */
const SKIPPED: Array<[open: string, close: string]> = [
  ['<script', '</script'],
  ['<style', '</style'],
  ['<svg', '</svg'],
  ['<noscript', '</noscript'],
  ['<template', '</template'],
  ['<!--', '-->'],
];

/**
 * The page without scripts, styles, inline SVG, templates and comments: often most of a board's
 * bytes, and never part of the posting. Run before building a DOM (the structured readers that read
 * script data run on the whole page first). One left-to-right pass with indexOf, so the cost stays
 * linear however the markup is broken; an element that is never closed drops the rest of the page,
 * as a browser would.
 */
export function withoutHeavyParts(html: string): string {
  const lower = html.toLowerCase();
  const kept: string[] = [];
  let from = 0;
  let at = lower.indexOf('<', from);
  while (at !== -1) {
    const skipped = SKIPPED.find(([open]) => lower.startsWith(open, at));
    const boundary = skipped ? lower.charAt(at + skipped[0].length) : '';
    if (skipped && (skipped[0] === '<!--' || /[\s/>]/.test(boundary))) {
      kept.push(html.slice(from, at));
      const end = lower.indexOf(skipped[1], at + skipped[0].length);
      if (end === -1) return kept.join('');
      const close = skipped[1] === '-->' ? end + 3 : lower.indexOf('>', end);
      if (close === -1) return kept.join('');
      from = skipped[1] === '-->' ? close : close + 1;
      at = lower.indexOf('<', from);
      continue;
    }
    at = lower.indexOf('<', at + 1);
  }
  kept.push(html.slice(from));
  return kept.join('');
}
