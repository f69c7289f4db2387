import { asksForSkills, isCued, isExample, isNamedObject, isWholeItem } from './job-cues.ts';
import { dutyPhrases } from './job-duties.ts';
import {
  isAdjunct,
  isCapitalisedName,
  isListMateOfProduct,
  isLoneLetter,
  isTakenOn,
  isUnknownProduct,
  namesTeam,
  opensWithDuty,
  readsAsOrdinaryWord,
  withoutLeadingNames,
} from './job-filters.ts';
import type { Draft, KeywordKind, Sentence } from './job-keyword-types.ts';
import type { PostingLanguage } from './job-language.ts';
import { isCompanyWord, isShouted, overlaps, placeSpans } from './job-noise.ts';
import type { Phrase } from './job-phrases.ts';
import { DEGREES, degreeSpans, experienceRequirements, titleTerms, YEARS } from './job-requirements.ts';
import { blockWeightOf, KIND_OF_TYPE } from './job-weights.ts';
import { termKey } from './normalize.ts';
import {
  findSkills,
  findSkillsByStem,
  matchTokens,
  type SkillEntry,
  type SkillHit,
  type SkillType,
} from './skills-dictionary.ts';

/** What one extraction knows of the ad as a whole, which every sentence is read against. */
export interface PostingContext {
  /** The employer and the units it names itself by: never a keyword. */
  company: ReadonlySet<string>;
  /** What the page files the ad under ('Accounting / Ledger Services'): never asked of the candidate. */
  filedUnder: ReadonlySet<string>;
  /** Long forms of the acronyms the ad defines ('Object-Relational Mapping'): the acronym is the keyword. */
  longForms: ReadonlySet<string>;
  /** True for an acronym of the employer's motto ('Caring, Honest, Intelligent, and Nimble (CHIN)'). */
  isMotto: (word: string) => boolean;
  language: PostingLanguage;
  /** The ad's noun phrases in one sentence, by the tagger in English and by rule in other languages. */
  phrasesOf: (sentence: string) => Phrase[];
  /** The ad has a heading over what it asks or what the job does. */
  sectioned: boolean;
  /** Also read the ad's own noun phrases (KeywordExtractOptions.phrases). */
  phrases: boolean;
  /** Length of the ad as given, for the 'early in the ad' boost. */
  totalLength: number;
}

type DraftFields = Pick<Draft, 'term' | 'canonical' | 'kind' | 'aliases'> & { skillType?: SkillType };
type Note = (
  id: string,
  fields: DraftFields,
  sentence: Sentence,
  at?: { start: number; end: number },
  inferred?: boolean,
) => void;

/** One sentence as it is being read: its tokens, the skills found and the spans no phrase may take again. */
interface SentenceScan {
  sentence: Sentence;
  tokens: ReturnType<typeof matchTokens>;
  hits: SkillHit[];
  /** Character offsets a skill already covers. */
  covered: Set<number>;
  places: { start: number; end: number }[];
  /** Spans read as something already (a skill, a place, a degree, years): no phrase is read over them. */
  taken: { start: number; end: number }[];
}

/**
 * Reads every sentence of the ad (and the job title, when there is one) for candidate keywords: dictionary skills,
 * years of experience, degrees, products the dictionary lacks, the ad's own phrases and duties. Returns the
 * drafts by id, each with what the ad said of it.
 */
export function collectCandidates(
  jobTitle: string,
  sentences: readonly Sentence[],
  context: PostingContext,
): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  const note = draftNoter(drafts, context.totalLength);
  const titleSentence: Sentence = { text: jobTitle, block: 'title', offset: 0 };
  if (jobTitle) {
    // One keyword for the title: its core without the seniority ('Backend Engineer' of 'Senior Backend
    // Engineer') is another form of it, not a second requirement taking a second place in the list.
    const { full, head } = titleTerms(jobTitle);
    note(
      `title:${termKey(full)}`,
      { term: full, canonical: full, kind: 'title', aliases: head ? [head] : [] },
      titleSentence,
    );
  }
  for (const sentence of [...(jobTitle ? [titleSentence] : []), ...sentences]) {
    const tokens = matchTokens(sentence.text);
    const scan: SentenceScan = {
      sentence,
      tokens,
      hits: findSkills(sentence.text, tokens),
      covered: new Set<number>(),
      places: placeSpans(sentence.text),
      taken: [],
    };
    scan.taken.push(...scan.places);
    noteSkills(scan, context, note);
    if (sentence.block === 'title') continue;
    if (sentence.block !== 'boilerplate') noteExperience(scan, drafts, note);
    noteStemSkills(scan, context, note);
    noteDegrees(scan, drafts, note);
    if (sentence.block !== 'boilerplate') noteSpokenLanguages(scan, note);
    noteUnknownProducts(scan, context, note);
    // The ad's own words are read only where it speaks to the reader: not in small print, its story or shouting.
    const { block, story, text } = sentence;
    if (!context.phrases || block === 'boilerplate' || story || isShouted(text)) continue;
    notePhrases(scan, context, note);
    noteDuties(scan, context, note);
  }
  return drafts;
}

/** The one way a draft is added or a mention counted: it records where and how the ad named the keyword. */
function draftNoter(drafts: Map<string, Draft>, totalLength: number): Note {
  return (id, fields, sentence, at, inferred = false) => {
    const cued =
      at !== undefined && sentence.block !== 'boilerplate' && isCued(sentence.text, at.start, at.end);
    const listed =
      at !== undefined && sentence.block !== 'boilerplate' && isWholeItem(sentence.text, at.start, at.end);
    const example = at !== undefined && isExample(sentence.text, at.start);
    // A virtue the employer claims for itself ('integrity is who we are') is not asked of anyone.
    if (fields.kind === 'soft' && (sentence.block === 'boilerplate' || sentence.story)) return;
    // The workplace's culture ('foster a culture of curiosity') is the employer's, not a skill asked for.
    if (
      fields.kind === 'soft' &&
      at &&
      /\b(culture|spirit|atmosphere) of\s+$/i.test(sentence.text.slice(Math.max(0, at.start - 20), at.start))
    )
      return;
    // 'take ownership of X', 'take responsibility for X' say what the duty is (X), not a trait screened for.
    if (fields.kind === 'soft' && at && isTakenOn(sentence.text, at.start, at.end)) return;
    const blockWeight = blockWeightOf(fields.kind, sentence.block);
    const yearsMatch = YEARS.exec(sentence.text);
    const years = yearsMatch && fields.kind !== 'soft' ? Number(yearsMatch[1]) : undefined;
    const existing = drafts.get(id);
    if (existing) {
      existing.frequency++;
      if (blockWeight > existing.blockWeight) {
        existing.blockWeight = blockWeight;
        existing.block = sentence.block;
      }
      existing.required ||= sentence.block === 'required';
      existing.mustSentence ||= /\b(must|required)\b/i.test(sentence.text);
      existing.cued ||= cued;
      existing.listed ||= listed;
      existing.exampleOnly &&= example;
      existing.inferredOnly &&= inferred;
      if (years !== undefined && existing.years === undefined) existing.years = years;
      return;
    }
    drafts.set(id, {
      id,
      ...fields,
      blockWeight,
      block: sentence.block,
      required: sentence.block === 'required',
      frequency: 1,
      early: sentence.offset / totalLength < 0.15,
      mustSentence: /\b(must|required)\b/i.test(sentence.text),
      cued,
      listed,
      exampleOnly: example,
      inferredOnly: inferred,
      years,
      evidence: sentence.text,
    });
  };
}

function skillFromEntry(entry: SkillEntry, surface: string): DraftFields & { kind: KeywordKind } {
  return {
    term: surface.replace(/\s+/g, ' '),
    canonical: entry.name,
    kind: KIND_OF_TYPE[entry.type],
    skillType: entry.type,
    aliases: entry.forms.filter((form) => termKey(form) !== termKey(surface)),
  };
}

/** True for a dictionary hit that is not a skill asked for: a place, a team, the employer, an ordinary word. */
function isNoiseHit(scan: SentenceScan, context: PostingContext, hit: SkillHit): boolean {
  const text = scan.sentence.text;
  return (
    isLoneLetter(hit, scan.hits, text) ||
    overlaps(scan.places, hit.start, hit.end) ||
    namesTeam(text, hit.start, hit.end) ||
    context.company.has(termKey(hit.surface)) ||
    readsAsOrdinaryWord(hit, text)
  );
}

/** Skills the dictionary names in the sentence. */
function noteSkills(scan: SentenceScan, context: PostingContext, note: Note): void {
  for (const hit of scan.hits) {
    for (let at = hit.start; at < hit.end; at++) scan.covered.add(at);
    // An ordinary word that shares a product's name may still be part of the ad's own phrase ('Gizmo Designer').
    if (isNoiseHit(scan, context, hit)) {
      if (!readsAsOrdinaryWord(hit, scan.sentence.text)) scan.taken.push(hit);
      continue;
    }
    scan.taken.push(hit);
    note(`skill:${hit.entry.index}`, skillFromEntry(hit.entry, hit.surface), scan.sentence, hit);
  }
}

/** True when the verb at `start` opens a duty or follows 'ability to' / 'able to' (what is asked of the person). */
function asksForTheVerb(sentence: string, start: number): boolean {
  return (
    opensWithDuty(sentence, start) ||
    /\b(?:ability|able|abilities|capacity|willingness|willing)\s+to\s+(?:\p{L}+ly\s+)?$/iu.test(
      sentence.slice(Math.max(0, start - 40), start),
    )
  );
}

/** Years of experience the sentence asks for. */
function noteExperience(scan: SentenceScan, drafts: Map<string, Draft>, note: Note): void {
  for (const requirement of experienceRequirements(scan.sentence.text)) {
    // One keyword per number of years, in the ad's first wording ('at least 2 years of experience' and
    // '2 Years of Experience' are one requirement), unless that was a job board's shorthand ('1-3 Yrs') and
    // the ad later says it in words.
    const id = `experience:${requirement.years}`;
    const earlier = drafts.get(id);
    note(
      id,
      { term: requirement.text, canonical: requirement.text, kind: 'experience', aliases: [] },
      scan.sentence,
    );
    const draft = drafts.get(id);
    if (draft && earlier && !/experience/i.test(earlier.term) && /experience/i.test(requirement.text)) {
      draft.aliases = [...new Set([...draft.aliases, earlier.term])];
      draft.term = requirement.text;
      draft.canonical = requirement.text;
    }
    if (draft) draft.years = requirement.years;
    scan.taken.push(requirement);
  }
}

/** Skills read from another form of their word ('collaborate closely' → Collaboration). */
function noteStemSkills(scan: SentenceScan, context: PostingContext, note: Note): void {
  for (const hit of findSkillsByStem(scan.sentence.text, scan.tokens, scan.covered)) {
    for (let at = hit.start; at < hit.end; at++) scan.covered.add(at);
    scan.taken.push(hit);
    if (isNoiseHit(scan, context, hit)) continue;
    // A trait is read from a verb only where the verb is what the posting asks: the duty an item opens with
    // ('Negotiate contracts'), or what the person must be able to do ('ability to communicate'). Elsewhere the
    // word is the posting's story ('the recruitment process is carried out', 'student communities').
    if (hit.entry.type === 'soft' && !asksForTheVerb(scan.sentence.text, hit.start)) continue;
    // Any other skill read from another form of its word is read only where the sentence asks for something.
    if (!asksForSkills(scan.sentence)) continue;
    // A skill read from another form of its words is shown in the posting's own words ('unit tests' for Unit
    // testing): a recruiter lists what the posting says. A trait read from a verb ('collaborate closely' →
    // Collaboration) keeps the dictionary's name, and is kept only where the posting also writes it.
    const shown = hit.entry.type === 'soft' ? hit.entry.name : hit.surface;
    note(`skill:${hit.entry.index}`, skillFromEntry(hit.entry, shown), scan.sentence, hit, true);
  }
}

/** Degrees the sentence names, each with the forms the ad wrote it in. */
function noteDegrees(scan: SentenceScan, drafts: Map<string, Draft>, note: Note): void {
  const text = scan.sentence.text;
  if (!DEGREES.some((degree) => degree.words.test(text) || degree.abbreviations.test(text)))
    noteDegreeInField(scan, note);
  for (const degree of DEGREES) {
    const byWord = degree.words.test(text);
    if (!byWord && !degree.abbreviations.test(text)) continue;
    // A lone abbreviation needs a degree context: 'BS/MS in Computer Science', 'MBA preferred', 'degree'.
    // Indian boards write 'UG - B. Tech' and 'PG - M. Tech' for the undergraduate and postgraduate degree.
    if (!byWord && !/degree|diploma|\bin\s+[A-Z]|MBA|Ph\.?\s?D|\b[UP]G\b/.test(text)) continue;
    // The words that named the degree ('B.S. degree', 'Associates degree') are not a phrase of their own;
    // they are the forms the ad gave it ('B. Tech'), which count as it.
    const spans = degreeSpans(text, degree);
    scan.taken.push(...spans);
    const id = `education:${degree.label}`;
    note(
      id,
      { term: degree.label, canonical: degree.label, kind: 'education', aliases: degree.aliases },
      scan.sentence,
    );
    const draft = drafts.get(id)!;
    const known = new Set([draft.term, ...draft.aliases].map((form) => termKey(form)));
    for (const span of spans) {
      const form = text.slice(span.start, span.end).trim();
      if (!known.has(termKey(form))) draft.aliases = [...draft.aliases, form];
      known.add(termKey(form));
    }
  }
}

/** A degree asked for by its field alone ('Degree in computer science'): up to four words of the field. */
const DEGREE_IN_FIELD =
  /\b(?:a\s+)?degree\s+in\s+((?:[\p{L}&-]+)(?:\s+(?!or\b|and\b|with\b|from\b|is\b|are\b|preferred\b|required\b)[\p{L}&-]+){0,3})/iu;

/** A degree named by its field only, where no level (Bachelor's, Master's, …) is named in the sentence. */
function noteDegreeInField(scan: SentenceScan, note: Note): void {
  const match = DEGREE_IN_FIELD.exec(scan.sentence.text);
  if (!match?.[1]) return;
  const start = match.index + match[0].toLowerCase().indexOf('degree');
  const term = `Degree in ${match[1]}`;
  scan.taken.push({ start, end: match.index + match[0].length });
  note(
    `education:degree in ${termKey(match[1])}`,
    { term, canonical: term, kind: 'education', aliases: [] },
    scan.sentence,
  );
}

/** Spoken languages a posting may require; a language is a requirement only with a word of language around it. */
const SPOKEN_LANGUAGES =
  /\b(English|German|French|Spanish|Italian|Portuguese|Dutch|Danish|Swedish|Norwegian|Finnish|Polish|Czech|Russian|Ukrainian|Arabic|Hebrew|Turkish|Greek|Hindi|Mandarin|Cantonese|Chinese|Japanese|Korean|Vietnamese|Thai|Indonesian)\b/g;
const LANGUAGE_CUE =
  /\b(fluen\w*|languages?|spoken|written|speak\w*|native|mother tongue|proficien\w*|business level|bilingual|verbal)\b/i;

/** Spoken languages the sentence asks for ('Fluent in spoken and written English', 'German language skills'). */
function noteSpokenLanguages(scan: SentenceScan, note: Note): void {
  const text = scan.sentence.text;
  if (!LANGUAGE_CUE.test(text)) return;
  for (const match of text.matchAll(SPOKEN_LANGUAGES)) {
    const start = match.index ?? 0;
    if (scan.covered.has(start) || overlaps(scan.taken, start, start + match[0].length)) continue;
    const at = { start, end: start + match[0].length };
    scan.taken.push(at);
    note(
      `spoken:${match[0].toLowerCase()}`,
      { term: match[0], canonical: match[0], kind: 'hard', aliases: [] },
      scan.sentence,
      at,
    );
  }
}

/**
 * Product-like words the dictionary does not know (CamelCase, digits, dotted, short upper-case), and only
 * where the ad asks for something: not in its story, its perks or the page around it.
 */
function noteUnknownProducts(scan: SentenceScan, context: PostingContext, note: Note): void {
  const { sentence } = scan;
  if (!asksForSkills(sentence)) return;
  for (const token of scan.tokens) {
    if (scan.covered.has(token.start) || overlaps(scan.places, token.start, token.end)) continue;
    const word = token.text;
    if (
      !isUnknownProduct(word, sentence.text, token.start, token.end) &&
      !isListMateOfProduct(word, sentence.text, token, scan.hits)
    )
      continue;
    if (isCompanyWord(word, context.company)) continue;
    // An acronym of the employer's motto ('Caring, Honest, Intelligent, and Nimble (CHIN)').
    if (context.isMotto(word)) continue;
    scan.taken.push(token);
    note(
      `other:${termKey(word)}`,
      { term: word, canonical: word, kind: 'other', aliases: [] },
      sentence,
      token,
    );
  }
}

/**
 * The ad's own requirement phrases of two words or more, where no skill, product or place was read; a lone
 * noun ('Quality', 'process') is rarely the requirement itself.
 * Only under a heading that asks (requirements, duties, preferences) or in a sentence that says it must.
 * A posting with no requirement or duty heading (one paragraph on a job board) says what it asks in its
 * general text, so that text is read for phrases too.
 */
function notePhrases(scan: SentenceScan, context: PostingContext, note: Note): void {
  const { sentence } = scan;
  const { company } = context;
  const readsPhrases = sentence.block !== 'general' || (!context.sectioned && asksForSkills(sentence));
  for (const found of readsPhrases ? context.phrasesOf(sentence.text) : []) {
    // The employer's name before a phrase says whose it is ('Service email box'): the rest is the requirement.
    const phrase = withoutLeadingNames(found, company);
    if (!phrase) continue;
    // One word is rarely the requirement; in a posting read by rule, a capitalised name may be ('Estadística').
    // A lone noun counts when the ad names it as what it asks for ('experience with spreadsheets').
    if (
      phrase.words < 2 &&
      context.language === 'en' &&
      !isNamedObject(sentence.text, phrase.start, phrase.text)
    )
      continue;
    if (overlaps(scan.taken, phrase.start, phrase.end)) continue;
    // A phrase the tagger began inside a word ('3D programming' → 'D programming', '12M USD' → 'M USD') is
    // not in the posting's words.
    if (/[\p{L}\p{N}]$/u.test(sentence.text.slice(0, phrase.start))) continue;
    if (company.has(termKey(phrase.text)) || context.filedUnder.has(termKey(phrase.text))) continue;
    // What the ad says is not needed ('No welding skills needed').
    if (/\b(no|not|without)\s+$/i.test(sentence.text.slice(Math.max(0, phrase.start - 8), phrase.start)))
      continue;
    if (isAdjunct(sentence.text, phrase.start) && !isCued(sentence.text, phrase.start, phrase.end)) continue;
    // A phrase holding the acronym of the employer's motto ('DQSC Indicator') is its slogan, not a skill.
    if (phrase.text.split(/\s+/).some(context.isMotto)) continue;
    // The words an acronym stands for ('Object-Relational Mapping (ORM)'): the acronym is the keyword.
    if (context.longForms.has(termKey(phrase.text))) continue;
    if (phrase.text.split(/[\s-]+/).some((word) => isCompanyWord(word, company))) continue;
    note(
      `${isCapitalisedName(sentence.text, phrase) ? 'name' : 'phrase'}:${phrase.key}`,
      { term: phrase.text, canonical: phrase.text, kind: 'other', aliases: [] },
      sentence,
      phrase,
    );
  }
}

/**
 * Duties whose object is one noun ('review code', 'Answer the telephone'), read where the ad lists what the
 * job asks or does; in English only, as the verbs come from the English lexicon. A posting without headings
 * lists its duties as sentences that open with one ('Effectively handle multiple customers while …').
 */
function noteDuties(scan: SentenceScan, context: PostingContext, note: Note): void {
  const { sentence } = scan;
  if (context.language !== 'en' || (sentence.block === 'general' && context.sectioned)) return;
  for (const duty of dutyPhrases(sentence.text)) {
    if (sentence.block === 'general' && !opensWithDuty(sentence.text, duty.start)) continue;
    if (overlaps(scan.taken, duty.start, duty.end)) continue;
    if (duty.text.split(/[\s-]+/).some((word) => isCompanyWord(word, context.company))) continue;
    note(
      `duty:${duty.key}`,
      { term: duty.text, canonical: duty.text, kind: 'other', aliases: [] },
      sentence,
      duty,
    );
  }
}
