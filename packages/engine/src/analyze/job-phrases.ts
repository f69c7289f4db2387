/**
 * Requirements the skills dictionary cannot know: the noun phrases a job ad asks for in its own words
 * ('data storage principles', 'proficiency testing', 'acceptance criteria', 'feature stores'). Found with the
 * tagger's parts of speech: a run of adjectives and nouns that ends in a noun, cut at punctuation, verbs and
 * function words, inside a sentence that states a requirement or a duty.
 */
import { ACTION_VERBS } from './lexicon.ts';
import { isEnglishWord, tagTokens } from './nlp.ts';
import { stem } from './normalize.ts';

export interface Phrase {
  /** The words as the ad wrote them ('front-end build pipelines'). */
  text: string;
  /** Stems of the words, for merging 'feature store' with 'feature stores'. */
  key: string;
  start: number;
  end: number;
  words: number;
}

/** Words that say nothing about the requirement itself: a phrase made only of these is dropped. */
const GENERIC = new Set(
  `experience experiences year years skill skills knowledge ability abilities understanding background level
degree candidate candidates role roles position job jobs opportunity opportunities company companies organisation
organization business team teams member members people person colleague colleagues customer customers client clients
partner partners stakeholder stakeholders environment environments work way ways day days week weeks time times
thing things lot lots part parts range variety number kind type types area areas field fields plus bonus requirement
requirements responsibility responsibilities duty duties task tasks goal goals mission culture value values
benefit benefits salary pay hour hours basis world industry market markets everything something anything
manner etc e.g i.e ie eg focus passion interest desire minimum preference advantage proficiency familiarity
exposure expertise specialization specialisation certificate concept concepts idea ideas prowess track record
attitude attitudes mindset personality energy description descriptions`.split(/\s+/),
);

/**
 * Rating words that say how much or at what level, not what kind ('basic cleaning', 'multiple customers').
 * They are rating words too, so the noun-phrase reader leaves the one noun after them to the duty reader.
 */
const AMOUNT_WORDS = new Set('basic general multiple several many various additional overall'.split(' '));

/** Adjectives that rate rather than describe ('strong', 'proven'): cut from the front of a phrase. */
const RATING = new Set([
  ...AMOUNT_WORDS,
  ...`strong excellent good great solid deep proven demonstrated extensive significant relevant related similar
other new own high highest top best-in-class exceptional outstanding superb impressive exciting dynamic
talented passionate motivated creative innovative amazing awesome fast-paced fast world-class leading successful
preferred required desired ideal key main major
sound clear effective efficient robust critical complex hands-on familiar able comfortable mission-critical
cutting-edge state-of-the-art forward-thinking award-winning world-recognized world-renowned expert-level
fundamental consumer-facing customer-facing latency-sensitive seed-stage fleet-footed beloved humble bustling
go-getter rockstar rock-star ninja guru wizard appropriate proper adequate timely right unique convenient natural
enjoyable consistent profound courteous broad minimal following diverse inner best assigned designated
essential necessary supportive incredible tangible final latest recent upcoming genuine real true actual`.split(
    /\s+/,
  ),
]);

/** Nouns that ask for what follows them ('Experience building…', 'Knowledge managing…'). */
const ASKING_NOUNS = new Set(
  'experience knowledge proficiency familiarity expertise background exposure'.split(' '),
);

/** Words that place a thing in the employer's organisation rather than describe it. */
const ORGANISATIONAL = new Set(
  'department departments departmental interdepartmental intradepartmental organizational organisational'.split(
    ' ',
  ),
);

/** Nouns that name people or organisations: a phrase ending in one is about who, not what. */
const PEOPLE = new Set(
  `team teams members member people person customers customer clients client partners partner stakeholders
stakeholder executives executive designers designer managers manager leaders leader colleagues colleague peers
users user company companies organisation organization employees employee staff group groups department
departments desk family families community communities candidates candidate applicants applicant residents guests
engineer engineers developer developers director directors analyst analysts specialist specialists officer officers
assistant assistants associate associates consultant consultants supervisor supervisors professional professionals
intern interns trainee trainees`.split(/\s+/),
);

/** People nouns that also end product names ('Gizmo Designer', 'Sprocket Server', 'Tag Manager'). */
const PRODUCT_PEOPLE_HEADS = new Set(
  'designer server manager builder editor explorer agent assistant'.split(' '),
);

/** Head nouns that leave a phrase saying nothing a recruiter could screen for. */
const VAGUE_HEAD = new Set(
  `understanding level levels prowess completion point points attitude mindset personality energy obsession dna sense
manner basis action actions use input speed inclination workings minds millions issues outcomes direction fixes
option options advance advances combination title titles role roles position positions period periods month months
quarter quarters breadth depth`.split(/\s+/),
);

/** Head nouns of places: a phrase ending in one names where, not a requirement. */
const PLACE_HEAD = new Set(
  'station street road avenue sector campus building floor office offices headquarters city area district'.split(
    ' ',
  ),
);

/** Nouns that close a phrase without naming anything ('kiln maintenance duties'): cut from its end. */
const TAIL_FILLER = new Set(
  'duties tasks responsibilities activities material materials purposes needs efforts matters items'.split(
    ' ',
  ),
);

/** The plain form of the action verbs whose past is irregular ('led' → 'lead'). */
const IRREGULAR_PAST = new Map(
  Object.entries({
    led: 'lead',
    built: 'build',
    wrote: 'write',
    ran: 'run',
    sold: 'sell',
    taught: 'teach',
    oversaw: 'oversee',
    won: 'win',
    cut: 'cut',
  }),
);

/**
 * Verbs job ads give as duties that a résumé's list of achievement verbs lacks ('check proofs', 'sanitize
 * rooms', 'greet guests'). Words that as often name a thing ('file', 'record', 'order') are left out: at the
 * start of a phrase they would be cut from it ('Record keeping').
 */
const JOB_DUTY_VERBS =
  `check prioritize prioritise manipulate polish sanitize greet sort proofread load unload pack
update cook wash mop vacuum restock collect compile gather interpret read arrange receive distribute dispense weigh
calibrate welcome escort escalate triage approve submit troubleshoot`.split(/\s+/);

/**
 * Base forms of the action verbs ('authored' → 'author', 'reported' → 'report'): a duty written as a command
 * ('Draft weekly reports', 'Answers phone enquiries') starts with one, which the tagger often reads as a noun.
 */
const DUTY_VERBS: ReadonlySet<string> = new Set([
  ...[...ACTION_VERBS].flatMap((past) => [
    IRREGULAR_PAST.get(past) ?? past.replace(/ied$/, 'y'),
    past.replace(/ed$/, ''),
    past.replace(/d$/, ''),
    // A doubled consonant before -ed is one in the plain form ('planned' → 'plan', 'modelled' → 'model').
    past.replace(/([b-df-hj-np-tv-z])\1ed$/, '$1'),
  ]),
  ...JOB_DUTY_VERBS,
]);

/** True for the plain form of a duty's verb ('Prepare', 'Answer', 'Maintain'). */
export function isPlainDutyVerb(word: string): boolean {
  return DUTY_VERBS.has(word.toLowerCase());
}

/** True for a word that reads as the verb of a duty when it opens a clause: 'present', 'reviews', 'recording'. */
function isDutyVerb(word: string): boolean {
  const key = word.toLowerCase();
  if (DUTY_VERBS.has(key)) return true;
  if (/s$/.test(key) && DUTY_VERBS.has(key.slice(0, -1))) return true;
  return /^\p{L}{3,}ing$/u.test(key);
}

/** True when a phrase starting at `start` opens a clause: the sentence's start, a bullet, or after ';', ',', 'and'. */
function opensClause(sentence: string, start: number): boolean {
  const before = sentence.slice(Math.max(0, start - 12), start);
  return (
    (start <= 12 && /^[\s\-•*▪◦·]*$/.test(sentence.slice(0, start))) || /([;:,]|\b(and|or))\s+$/i.test(before)
  );
}

/** Nouns that a gerund names a kind of: 'debugging skills', 'welding techniques', 'caching strategies'. */
const GERUND_HEADS = new Set(
  'skills skill techniques technique tools tool strategies strategy frameworks framework practices practice processes process procedures standards systems pipelines languages language'.split(
    ' ',
  ),
);

/**
 * A word in -ing the tagger read as a verb that modifies the noun after it: before a noun of kind ('debugging
 * skills', 'welding tools'), or between two nouns of one compound ('product purchasing analysis').
 */
function isGerundModifier(word: Word, next: Word | undefined, previous: Word | undefined): boolean {
  if (word.pos !== 'VERB' || !/^\p{L}{3,}ing$/u.test(word.text) || next === undefined) return false;
  if (GERUND_HEADS.has(next.text.toLowerCase())) return true;
  return (
    previous !== undefined &&
    NOUN_TAGS.has(previous.pos) &&
    !previous.stop &&
    // 'Experience building web apps' is experience of building them, not a compound.
    !GENERIC.has(previous.text.toLowerCase()) &&
    NOUN_TAGS.has(next.pos) &&
    !next.stop &&
    /^\p{Ll}/u.test(next.text)
  );
}

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);

const WORD_TAGS = new Set(['NOUN', 'PROPN', 'ADJ']);
/**
 * Stopwords in general English that are content words in a posting's compounds ('front end
 * languages'): dropping them leaves 'end languages'.
 */
const COMPOUND_WORDS = new Set(['front', 'back', 'end']);
/** 'front end' and 'back end' written without a hyphen: one noun, whatever the tagger made of them. */
const OPEN_COMPOUND = /^(front|back)$/i;
const MAX_WORDS = 4;

/**
 * Conjunctions and prepositions of written British English that the tagger's lexicon lacks and reads as nouns
 * ('a supportive environment whilst growing'): they end a phrase like any function word.
 */
const UNLISTED_FUNCTION_WORDS = new Set('whilst amongst amidst whereas albeit thereby hence thus'.split(' '));

/** Pronouns that open a relative clause: the word after one is its verb ('a platform that powers web apps'). */
const RELATIVE_PRONOUNS = /^(that|which|who)$/i;

/** Noun phrases of one sentence, with their offsets in it. */
export function nounPhrases(sentence: string): Phrase[] {
  const tokens = words(sentence);
  const phrases: Phrase[] = [];
  let run: Word[] = [];
  const flush = (next?: Word) => {
    let kept = run;
    run = [];
    // Words that qualify a person ('a Senior Widget Engineer', tagged as a verb) say who, not what.
    if (next && PEOPLE.has(next.text.toLowerCase())) return;
    // Rating adjectives at the front say nothing ('strong SQL skills' keeps 'SQL skills'), nor do words that
    // only say the thing belongs to the employer's departments ('departmental ledgers', 'department stationery').
    while (kept.length && (isFiller(kept[0]!.text) || ORGANISATIONAL.has(kept[0]!.text.toLowerCase())))
      kept = kept.slice(1);
    // The word that asks, read as a noun of the phrase ('Experience building web apps'): what follows is asked
    // for, and a verb in -ing right after it is the asking's act ('building'), not part of the thing.
    if (kept.length >= 3 && ASKING_NOUNS.has(kept[0]!.text.toLowerCase())) {
      kept = kept.slice(1);
      if (/^\p{L}{3,}ing$/u.test(kept[0]!.text) && isDutyVerb(kept[0]!.text)) kept = kept.slice(1);
    }
    // A duty's verb read as a noun is not part of what the duty names ('Answers phone enquiries' → 'phone enquiries').
    if (
      kept.length >= 2 &&
      isDutyVerb(kept[0]!.text) &&
      !(/ing$/i.test(kept[0]!.text) && GERUND_HEADS.has(kept[1]!.text.toLowerCase())) &&
      opensClause(sentence, kept[0]!.start)
    )
      kept = kept.slice(1);
    // A phrase ends in a noun, and not in one that only says 'the work of it'.
    while (kept.length > 1 && TAIL_FILLER.has(kept.at(-1)!.text.toLowerCase())) kept = kept.slice(0, -1);
    while (kept.length && kept.at(-1)!.pos === 'ADJ') kept = kept.slice(0, -1);
    if (kept.length === 0 || kept.length > MAX_WORDS) return;
    const texts = kept.map((word) => word.text.toLowerCase());
    if (texts.every((text) => GENERIC.has(text) || RATING.has(text))) return;
    // A capitalised name in a list may end in a people noun and still be a product ('Gizmo Designer, …').
    const namedInList =
      PRODUCT_PEOPLE_HEADS.has(texts.at(-1)!) &&
      kept.every((word) => /^\p{Lu}/u.test(word.text)) &&
      (/^\s*,/.test(sentence.slice(kept.at(-1)!.end)) || /,\s*$/.test(sentence.slice(0, kept[0]!.start)));
    if ((PEOPLE.has(texts.at(-1)!) && !namedInList) || texts.some((text) => /\d/.test(text))) return;
    // A phrase headed by a vague noun rates or frames ('common sense understanding', 'ground level'); one
    // headed by a place's noun is where, not what ('Metro Station').
    if (VAGUE_HEAD.has(texts.at(-1)!) || PLACE_HEAD.has(texts.at(-1)!)) return;
    if (kept.length === 1 && texts[0]!.replace(/[^\p{L}]/gu, '').length < 3) return;
    // A heading shouted in capitals ('PHYSICAL DEMANDS'), or words cut at a dash ('different departments-').
    if (kept.length >= 2 && kept.every((word) => /^\p{Lu}{2,}$/u.test(word.text) && isEnglishWord(word.text)))
      return;
    if (kept.some((word) => /-$/.test(word.text))) return;
    const start = kept[0]!.start;
    const end = kept.at(-1)!.end;
    phrases.push({
      text: sentence.slice(start, end),
      key: texts.map((text) => stem(text.replace(/[^\p{L}]/gu, ''))).join(' '),
      start,
      end,
      words: kept.length,
    });
  };
  tokens.forEach((word, i) => {
    const key = word.text.toLowerCase();
    const stop = (word.stop && !COMPOUND_WORDS.has(key)) || UNLISTED_FUNCTION_WORDS.has(key);
    // A verb in -s right after 'that' or 'which', which the tagger read as a plural noun, opens no phrase.
    if (run.length === 0 && /[^s]s$/.test(key) && RELATIVE_PRONOUNS.test(tokens[i - 1]?.text ?? '')) {
      flush(word);
      return;
    }
    if (
      (WORD_TAGS.has(word.pos) || isGerundModifier(word, tokens[i + 1], run.at(-1))) &&
      !stop &&
      /^\p{L}/u.test(word.text)
    ) {
      if (startsGluedLine(run.at(-1), word)) flush();
      run.push(word);
    } else flush(word);
  });
  flush();
  return phrases;
}

/**
 * True when a capitalised word follows a lower-case one inside a run of nouns ('the customer site Post timecards',
 * 'approvals Answer the telephone'): a line break the copy lost, so the words belong to two phrases.
 */
function startsGluedLine(last: Word | undefined, word: Word): boolean {
  return last !== undefined && /^\p{Ll}/u.test(last.text) && /^\p{Lu}\p{Ll}/u.test(word.text);
}

export interface Word {
  text: string;
  pos: string;
  stop: boolean;
  start: number;
  end: number;
}

let lastSentence = '';
let lastWords: Word[] = [];

/**
 * Tagged tokens with their offsets; a hyphenated word is one word, tagged as its last part ('front-end').
 * The last sentence's words are kept: its noun phrases and its duties are read from one tagging.
 */
export function words(sentence: string): Word[] {
  if (sentence === lastSentence) return lastWords;
  lastWords = tagWords(sentence);
  lastSentence = sentence;
  return lastWords;
}

function tagWords(sentence: string): Word[] {
  const out: Word[] = [];
  let cursor = 0;
  for (const token of tagTokens(sentence)) {
    const at = sentence.indexOf(token.text, cursor);
    const start = at < 0 ? cursor : at;
    const end = start + token.text.length;
    cursor = end;
    const last = out.at(-1);
    if (last && OPEN_COMPOUND.test(last.text) && /^end$/i.test(token.text) && start === last.end + 1) {
      last.text = sentence.slice(last.start, end);
      last.end = end;
      last.pos = 'NOUN';
      last.stop = false;
      continue;
    }
    if (last && last.end === start && (token.text === '-' || last.text.endsWith('-'))) {
      last.text = sentence.slice(last.start, end);
      last.end = end;
      if (token.text !== '-') {
        last.pos = token.pos;
        last.stop = false;
      }
      continue;
    }
    out.push({
      text: token.text,
      pos: nounAfterDeterminer(out, token) ? 'NOUN' : token.pos,
      stop: token.stop,
      start,
      end,
    });
  }
  return out;
}

/**
 * A plain verb form right after a determiner and a singular noun heads their compound ('the root cause and',
 * 'a test plan'): a verb there would need a plural subject or an -s ('the team builds').
 */
function nounAfterDeterminer(before: readonly Word[], token: { text: string; pos: string }): boolean {
  const noun = before.at(-1);
  const determiner = before.at(-2);
  return (
    token.pos === 'VERB' &&
    /^\p{Ll}{3,}$/u.test(token.text) &&
    !/(s|ed|ing)$/.test(token.text) &&
    noun?.pos === 'NOUN' &&
    /^\p{Ll}+$/u.test(noun.text) &&
    !/s$/.test(noun.text) &&
    determiner?.pos === 'DET'
  );
}

function isFiller(word: string): boolean {
  return RATING.has(word.toLowerCase());
}

/** True for a word that only says how much of what follows is meant ('multiple', 'basic'). */
export function isAmountWord(word: string): boolean {
  return AMOUNT_WORDS.has(word.toLowerCase());
}
