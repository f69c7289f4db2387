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
  its: {
    value: unknown;
    lemma: unknown;
    pos: unknown;
    type: unknown;
    uniqueId: unknown;
    stopWordFlag: unknown;
  };
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

/**
 * How much of one text the tagger reads. wink's tokenizer slows sharply on very long runs without spaces
 * (a 10,000-character word takes most of a second); a bullet or summary sentence is far shorter, and the
 * facts taken from the tags (first verb, passive voice) sit at its start.
 */
export const MAX_TAGGED_CHARS = 2000;

/** Sentences of a text, each as tokens with lemma and universal POS tag; punctuation excluded. */
export function analyseSentences(text: string): WinkToken[][] {
  const wink = winkNlp();
  const { its } = wink;
  const sentences: WinkToken[][] = [];
  wink
    .readDoc(text.length > MAX_TAGGED_CHARS ? text.slice(0, MAX_TAGGED_CHARS) : text)
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

/** Size of the model's own lexicon: words with a smaller id are English words the model knows. */
let intrinsicLexicon = 0;
const englishCache = new Map<string, boolean>();

/**
 * True when a lower-case word is in the wink model's English lexicon ('began', 'clarity', 'exchange'),
 * false for words it has never seen ('kubernetes', 'papercut', 'sagemaker'). The extractor uses it to tell a
 * shouted English word or an ordinary noun from a product name. Words the model has not seen get ids after
 * its own lexicon; that boundary is read once, with a made-up word, right after the model is loaded.
 */
export function isEnglishWord(word: string): boolean {
  const key = word.toLowerCase();
  const cached = englishCache.get(key);
  if (cached !== undefined) return cached;
  const wink = winkNlp();
  const idOf = (text: string) => Number(wink.readDoc(text).tokens().out(wink.its.uniqueId)[0] ?? -1);
  if (!intrinsicLexicon) intrinsicLexicon = idOf('qzxqvjkwqzx');
  const id = /^\p{L}+$/u.test(key) ? idOf(key) : -1;
  const english = id >= 0 && id < intrinsicLexicon;
  if (englishCache.size > 50_000) englishCache.clear();
  englishCache.set(key, english);
  return english;
}

export interface TaggedToken extends WinkToken {
  /** True for words the model lists as stopwords ('the', 'with', 'our'). */
  stop: boolean;
}

/** Every token of a short text with its tag, punctuation included (it ends noun phrases); empty for long texts. */
export function tagTokens(text: string): TaggedToken[] {
  if (!text.trim() || text.length > MAX_TAGGED_CHARS) return [];
  const wink = winkNlp();
  const { its } = wink;
  const tokens = wink.readDoc(text).tokens();
  const values = tokens.out(its.value);
  const lemmas = tokens.out(its.lemma);
  const tags = tokens.out(its.pos);
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  return values.map((value, i) => ({
    text: value,
    lemma: lemmas[i] ?? value.toLowerCase(),
    pos: tags[i] ?? 'X',
    stop: Boolean(stops[i]),
  }));
}
