/**
 * Duties a recruiter screens for, named by their verb: 'review code', 'schedule appointments', 'answer the
 * telephone', 'checking proofs'. Where a duty's object is a single noun, the noun alone says too little to be a
 * keyword ('code', 'telephone') and the noun-phrase reader drops it; with its verb it names the task. Objects of
 * two words or more are left to the noun phrases ('quality reviews'), so a duty is never listed twice.
 */
import { isAmountWord, isPlainDutyVerb, type Phrase, type Word, words } from './job-phrases.ts';
import { stem } from './normalize.ts';

/** Verbs too general to name a task on their own ('ensure quality', 'provide support', 'use tools'). */
const LIGHT_VERBS = new Set(
  `be have do make get go give keep let put say see seem take use want need ensure provide support help work join
include involve require become bring drive own like love enjoy thrive grow learn share understand know think
believe feel care come`.split(/\s+/),
);

/** Nouns that name nothing a duty could be screened for ('handle tasks', 'meet needs'). */
const EMPTY_OBJECTS = new Set(
  `work things thing tasks task duties duty needs need issues issue matters items item way ways part parts lot
everything anything something time times others people everyone opportunities opportunity role roles job jobs
ideas idea goals goal results problems problem questions solutions solution changes process processes degree
ability self business field fields product products features feature passion willingness commitment dedication
enthusiasm eagerness desire knowledge experience expertise understanding skills skill`.split(/\s+/),
);

/**
 * Nouns that after 'the' make a figure of speech, not a task: 'raise the bar', 'move the needle', 'push the
 * envelope', 'set the tone', 'take the lead'. An ad's slogan, never a requirement.
 */
const FIGURATIVE_OBJECTS = new Set(
  'bar needle envelope ground box tone stage pace charge helm ball curve mark way lead game torch dots door'.split(
    ' ',
  ),
);

const OBJECT_TAGS = new Set(['NOUN', 'PROPN', 'ADJ']);
const ARTICLES = /^(the|a|an)$/i;

/** The plain form a verb is listed in, from its -s or -ing form ('reviews', 'checking' → 'check'). */
function baseForms(word: string): string[] {
  const key = word.toLowerCase();
  const forms = [key];
  if (/s$/.test(key)) forms.push(key.slice(0, -1));
  if (/ing$/.test(key)) forms.push(key.slice(0, -3), `${key.slice(0, -3)}e`);
  return forms;
}

/**
 * True for the verb of a duty: an action verb of the lexicon, in its plain, -s or -ing form, unless it names a
 * kind of the noun after it ('Checking proofs', not 'programming languages' nor 'design techniques'). The tagger's own verbs are not
 * enough: it reads participles that describe a noun ('related fields', 'living areas') as verbs.
 */
function isTaskVerb(word: Word, next: Word, opening: DutyOpening): boolean {
  const forms = baseForms(word.text);
  if (forms.some((form) => LIGHT_VERBS.has(form)) || KIND_NOUNS.has(next.text.toLowerCase())) return false;
  if (opening === 'none') return false;
  if (forms.some((form) => isPlainDutyVerb(form))) return true;
  // A verb known only from its tag opens a duty where a list or a sentence does, not after 'to', where the
  // tagger reads a preposition's object as a verb ('transfer ledgers to archive storage', 'year to date').
  return opening === 'list' && isPlainVerb(word);
}

/**
 * True for a verb the tagger reads in its plain form ('manipulate', 'sanitize'): a duty's verb the lexicon of
 * résumé verbs lacks. Only the plain form: a participle before a noun ('related fields') describes it.
 */
function isPlainVerb(word: Word): boolean {
  return word.pos === 'VERB' && /^\p{L}{3,}$/u.test(word.text) && !/(ed|ing)$/i.test(word.text);
}

/** Nouns a verb's form before them names a kind of ('programming languages', 'design techniques'). */
const KIND_NOUNS = new Set(
  'languages language tools tool skills skill techniques technique systems system software platforms platform frameworks framework methods practices standards'.split(
    ' ',
  ),
);

/**
 * How the word at `i` opens a duty: first in its sentence or bullet, or after a comma, a semicolon, 'and' or 'or'
 * (a list); after the 'to' of 'work with others to review code' (an infinitive); or not at all ('will not write
 * code'). An adverb may stand between ('quickly prioritize').
 */
type DutyOpening = 'list' | 'infinitive' | 'none';

function dutyOpening(tokens: readonly Word[], i: number): DutyOpening {
  let j = i - 1;
  if (j >= 0 && tokens[j]!.pos === 'ADV') j -= 1;
  if (j < 0) return 'list';
  const before = tokens[j]!.text.toLowerCase();
  // A capitalised word inside a sentence is a name ('the Purchasing and Scheduling departments').
  if (/^\p{Lu}/u.test(tokens[i]!.text) && !/^[-•*▪◦·;:]$/.test(before)) return 'none';
  if (/^[-•*▪◦·,;:]$/.test(before) || before === 'and' || before === 'or') return 'list';
  return tokens[j]!.pos === 'PART' && !/^(not|n't)$/.test(before) ? 'infinitive' : 'none';
}

/** True when the clause says the duty is not part of the job ('you will not write code', 'never handle cash'). */
function isNegated(tokens: readonly Word[], i: number): boolean {
  return tokens
    .slice(Math.max(0, i - 3), i)
    .some((token) => /^(not|n't|never|no|without)$/i.test(token.text));
}

/** Duties of one sentence whose object is a single noun, as written ('Answer the telephone'). */
export function dutyPhrases(sentence: string): Phrase[] {
  const tokens = words(sentence);
  const out: Phrase[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    const verb = tokens[i]!;
    if (!isTaskVerb(verb, tokens[i + 1]!, dutyOpening(tokens, i)) || isNegated(tokens, i)) continue;
    let j = i + 1;
    const article = ARTICLES.test(tokens[j]!.text);
    if (article) j += 1;
    const object: Word[] = [];
    while (j < tokens.length && OBJECT_TAGS.has(tokens[j]!.pos) && !tokens[j]!.stop)
      object.push(tokens[j++]!);
    // An adjective after the object says how, not what ('Post timecards daily'); one before it that only says
    // how much leaves the object one noun ('perform basic cleaning', 'handle multiple customers').
    while (object.length && object.at(-1)!.pos === 'ADJ') object.pop();
    while (object.length > 1 && isAmountWord(object[0]!.text)) object.shift();
    // A described object ('maintain high standards') is left to the noun phrases, like any longer one.
    if (object.length !== 1) continue;
    const noun = object[0]!;
    const nounKey = noun.text.toLowerCase();
    // A word in -ing joined to another by 'and' describes the noun they share ('sanitize gathering and public spaces').
    if (/ing$/.test(nounKey) && /^(and|or)$/i.test(tokens[j]?.text ?? '')) continue;
    if (noun.pos === 'ADJ' || !/^\p{L}{3,}$/u.test(noun.text) || EMPTY_OBJECTS.has(nounKey)) continue;
    if (article && FIGURATIVE_OBJECTS.has(nounKey)) continue;
    const end = object.at(-1)!.end;
    out.push({
      text: sentence.slice(verb.start, end),
      key: `${stem(verb.text.toLowerCase())} ${stem(noun.text.toLowerCase())}`,
      start: verb.start,
      end,
      words: 2,
    });
  }
  return out;
}
