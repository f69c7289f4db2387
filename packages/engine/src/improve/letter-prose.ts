import { article } from './grounded-facts.ts';
import { isPastVerb } from './sentences.ts';

/**
 * Sentence-level checks that a cover letter reads as one person's prose, not as assembled by software: a
 * subject in every sentence, an article before a singular count noun taken from a bullet ('I developed
 * credit risk model'), no short sentence made of a bullet's tail, no award folded into the middle of a
 * sentence, no degree 'from' something that is not a school, and none of the rote phrases only a program
 * would write ('which your posting names').
 */
export interface ProseProblem {
  check: 'no-subject' | 'missing-article' | 'bullet-tail' | 'rote-phrase' | 'folded-award' | 'degree-from';
  detail: string;
}

/** Phrases that only software would write; each has been seen in a letter and rewritten since. */
export const ROTE_PHRASES: readonly RegExp[] = [
  /\bwhich your posting names\b/i,
  /\beach named in your posting\b/i,
  /\b(?:named|listed|mentioned) in your (?:posting|job (?:ad|posting|description))\b/i,
  /\byour posting (?:names|lists|mentions)\b/i,
  /\bmatch(?:es|ing)? your requirements?\b/i,
];

/** An award set between commas inside a line ('…forecasting, SFHacks 2022 Winner, showcasing…'). */
export const FOLDED_AWARD = /,\s+[^,]{0,60}\b(?:Winner|Award|Prize|Finalist|Medal(?:ist)?)\b[^,]{0,20},/;

/** Words that can be a sentence's subject in a letter written in the first person. */
const SUBJECTS =
  /\b(?:I|my|me|we|our|us|you|your|it|this|that|these|those|they|their|he|she|there|what|which|who|each|both|all)\b/i;

/**
 * Singular nouns that name one made thing and so take an article or another determiner ('a model', 'the
 * dashboard'); bullets drop it ('Built dashboard for sales'). Mass nouns ('research', 'software') are not here.
 */
const COUNT_NOUNS = new Set(
  'model system application app website site dashboard pipeline tool platform report service api framework program programme project campaign feature database plan strategy algorithm library module prototype solution interface workflow chatbot bot engine game portal course curriculum event study survey budget policy proposal product store network server script page extension component lesson process team initiative repository website webapp backend frontend microservice classifier simulator calculator tracker scheduler generator parser compiler newsletter handbook manual guide template checklist workshop program bootcamp'.split(
    ' ',
  ),
);

/** Words that open a noun phrase with its own determiner, so no article is missing. */
const DETERMINERS = new Set(
  'a an the my our their his her its this that these those each every one two three four five six seven eight nine ten several many some more multiple over all both new various numerous another any'.split(
    ' ',
  ),
);

/** Words that end the object of a verb: a preposition, a conjunction, a relative word. */
const OBJECT_END = new Set(
  'for to with in on at by from using through into across within that which who and or while to as of under during via'.split(
    ' ',
  ),
);

/**
 * The first person's verb whose object is a singular count noun without an article ('I have developed credit
 * risk assessment model'): where the object starts in the sentence and what it is.
 */
function bareObject(sentence: string): { start: number; verb: string; object: string } | undefined {
  const words = [...sentence.matchAll(/[\p{L}\d'’.+#-]+|[,;:()]/gu)].map((m) => ({
    text: m[0],
    index: m.index ?? 0,
  }));
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.text !== 'I') continue;
    let at = i + 1;
    while (at < words.length && /^(have|also|then|had|recently|successfully)$/i.test(words[at]!.text)) at++;
    const isVerb = (word: string) => isPastVerb(word) || /^[a-z]{3,}ed$/.test(word);
    const verb = words[at]?.text.toLowerCase() ?? '';
    if (!isVerb(verb)) continue;
    // Two verbs share one object ('I architected and built SaaS platform'): the object follows the second.
    if (words[at + 1]?.text === 'and' && isVerb(words[at + 2]?.text.toLowerCase() ?? '')) at += 2;
    const object: string[] = [];
    for (let j = at + 1; j < words.length; j++) {
      const word = words[j]!.text;
      if (/^[,;:()]$/.test(word) || OBJECT_END.has(word.toLowerCase())) break;
      object.push(word.replace(/\.$/, ''));
      if (/\.$/.test(word)) break;
    }
    if (!object.length || DETERMINERS.has(object[0]!.toLowerCase())) continue;
    if (/^[\d$€£]/.test(object[0]!) || /['’]s$/.test(object[0]!)) continue;
    // The noun the object names: its last word, or the word a participle follows ('SaaS platform serving 50K
    // users' is a platform).
    const head = object.findIndex(
      (word, h) =>
        /^\p{Ll}/u.test(word) &&
        COUNT_NOUNS.has(word) &&
        (h === object.length - 1 || /ing$/.test(object[h + 1]!)),
    );
    if (head >= 0)
      return {
        start: words[at + 1]!.index,
        verb: words[at]!.text,
        object: object.slice(0, head + 1).join(' '),
      };
  }
  return undefined;
}

/**
 * The sentence with the article a bullet left out put back ('I have developed a credit risk assessment
 * model'). Only 'a' or 'an': the bullet named one thing made, and the article adds no fact.
 */
export function withArticles(sentence: string): string {
  let text = sentence;
  for (let guard = 0; guard < 3; guard++) {
    const bare = bareObject(text);
    if (!bare) break;
    text = `${text.slice(0, bare.start)}${article(bare.object)} ${text.slice(bare.start)}`;
  }
  return text;
}

/** What is wrong with one letter sentence; `fromBullet` when it is built from a resume bullet. */
export function proseProblems(sentence: string, options: { fromBullet?: boolean } = {}): ProseProblem[] {
  const text = sentence.trim();
  const out: ProseProblem[] = [];
  if (!SUBJECTS.test(text) && !/^Thank you\b/.test(text))
    out.push({ check: 'no-subject', detail: text.slice(0, 120) });
  const bare = bareObject(text);
  if (bare) out.push({ check: 'missing-article', detail: `${bare.verb} ${bare.object}` });
  const words = text.split(/\s+/).filter(Boolean).length;
  if (options.fromBullet && words < 5) out.push({ check: 'bullet-tail', detail: text });
  for (const phrase of ROTE_PHRASES) {
    const found = phrase.exec(text);
    if (found) out.push({ check: 'rote-phrase', detail: found[0] });
  }
  // '…forecasting, SFHacks 2022 Winner, showcasing…': an award is a sentence of its own, not an aside.
  const award = FOLDED_AWARD.exec(text);
  if (award) out.push({ check: 'folded-award', detail: award[0] });
  // 'a degree from Specialization in AI': a degree comes from a school, not from its own field.
  const degreeFrom =
    /\bfrom\s+(?:a\s+)?(?:Specialization|Specialisation|Major|Minor|Concentration|Degree|Bachelor|Master|Diploma)\b/i.exec(
      text,
    );
  if (degreeFrom) out.push({ check: 'degree-from', detail: degreeFrom[0] });
  return out;
}
