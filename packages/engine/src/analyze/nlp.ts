import { createRequire } from 'node:module';

/**
 * wink-nlp with its English model, loaded on first use (about 250 ms) and then kept for the life of
 * the process. Loading lazily keeps importing the engine cheap for code that never analyses text.
 */
export interface WinkToken {
  text: string;
  lemma: string;
  pos: string;
}

interface WinkLike {
  readDoc(text: string): {
    sentences(): {
      length: number;
      each(fn: (sentence: { tokens(): { out(its?: unknown): string[] } }) => void): void;
    };
    tokens(): { out(its?: unknown): string[] };
  };
  its: { value: unknown; lemma: unknown; pos: unknown; type: unknown };
}

let nlp: WinkLike | undefined;
let loadMs = 0;

export function winkNlp(): WinkLike {
  if (nlp) return nlp;
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const winkNLP = require('wink-nlp') as (model: unknown) => WinkLike;
  const model = require('wink-eng-lite-web-model');
  nlp = winkNLP(model);
  loadMs = performance.now() - started;
  return nlp;
}

/** How long the one-time model load took (0 before it happened). */
export function winkLoadMs(): number {
  return loadMs;
}

/** Sentences of a text, each as tokens with lemma and universal POS tag; punctuation excluded. */
export function analyseSentences(text: string): WinkToken[][] {
  const wink = winkNlp();
  const { its } = wink;
  const sentences: WinkToken[][] = [];
  wink
    .readDoc(text)
    .sentences()
    .each((sentence) => {
      const tokens = sentence.tokens();
      const values = tokens.out(its.value);
      const lemmas = tokens.out(its.lemma);
      const tags = tokens.out(its.pos);
      const out: WinkToken[] = [];
      values.forEach((value, i) => {
        const pos = tags[i] ?? 'X';
        if (pos === 'PUNCT' || pos === 'SPACE') return;
        out.push({ text: value, lemma: lemmas[i] ?? value.toLowerCase(), pos });
      });
      if (out.length) sentences.push(out);
    });
  return sentences;
}
