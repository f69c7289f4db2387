import type { JobKeyword } from '../analyze/job-keywords.ts';
import { isQuantified } from '../analyze/readability.ts';
import { findSkills } from '../analyze/skills-dictionary.ts';
import type { ResumeDocument, WorkEntry } from '../model/resume-document.ts';
import { boostBullet } from './bullets.ts';
import { article, sentenceCase, usableEmployer, usableName, usableTitle } from './grounded-facts.ts';
import { FOLDED_AWARD } from './letter-prose.ts';
import { hasPlaceholder } from './placeholders.ts';
import { keywordsIn } from './relevance.ts';
import {
  countWords,
  fragmentProblem,
  hasEmptySlot,
  isPastVerb,
  NOT_VERBS_ED,
  splitSentences,
  wordsOf,
} from './sentences.ts';
import type { WrittenText } from './summary.ts';
import { DISTINCT_PARTICIPLE, pastTense } from './verbs.ts';

/**
 * The letter's achievements: which of the resume's lines a cover letter tells (the two most relevant to
 * the posting first, then further ones while the letter is short), and how each is written as a
 * first-person sentence in the tense its role calls for.
 */

/**
 * One line of a bullet as a first-person clause: 'Reduced latency by 40%' → 'reduced latency by
 * 40%'. Only a line that opens with a past-tense action (or a weak opener the booster turns into
 * one) becomes a clause; a fragment, a duty list or a line cut by the parser is not used.
 */
export function firstPersonClause(line: string, options: { current?: boolean } = {}): string | undefined {
  let text = line.trim().replace(/[.;:,]+$/, '');
  // An award folded into the line ('…forecasting, SFHacks 2022 Winner, showcasing…') ends what was done; the
  // rest is the line's praise of itself. The clause is the work, told without the aside.
  const award = FOLDED_AWARD.exec(text);
  if (award) text = text.slice(0, award.index);
  if (!text || /[\p{Cc}\p{Cf}]/u.test(text) || hasPlaceholder(text)) return undefined;
  // A line the person already wrote in the first person ('I created the …') is the same clause.
  const own = /^I\s+(\p{Ll}+)\s/u.exec(text);
  if (own && (isPastVerb(own[1]!) || isRegularPast(own[1]!)))
    text = `${own[1]![0]!.toUpperCase()}${text.slice(2 + 1)}`;
  let words = text.split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  const adverbFirst = /^\p{Lu}\p{Ll}+ly$/u.test(words[0] ?? '') && isPastVerb((words[1] ?? '').toLowerCase());
  // A current role may be written in the present ('Lead a team of 5'): 'I lead a team of 5'.
  const presentFirst = options.current === true && isBaseVerb(first);
  if (!isPastVerb(first) && !isRegularPast(first) && !adverbFirst && !presentFirst) {
    const boosted = boostBullet(text, { placeholder: false });
    const opener = (boosted.text.split(/\s+/)[0] ?? '').toLowerCase();
    if (!boosted.changed || !isPastVerb(opener)) return undefined;
    text = boosted.text.replace(/[.;:,]+$/, '');
    words = text.split(/\s+/);
  }
  if (!/^\p{Lu}[\p{Ll}-]+$/u.test(words[0] ?? '')) return undefined;
  if (words.length < 5 || words.length > 34) return undefined;
  // 'Built by an all-women team' says who built it, not what the person did.
  if (/^by$/i.test(words[1] ?? '')) return undefined;
  const clause = `${words[0]!.toLowerCase()}${text.slice(words[0]!.length)}`;
  if (fragmentProblem(`I ${clause}.`) || hasEmptySlot(`I ${clause}.`)) return undefined;
  return clause;
}

/** 'Discovered', 'Re-architected': a regular past tense the verb table does not list. */
function isRegularPast(word: string): boolean {
  return /^(?:re-|co-)?[a-z]{4,}ed$/.test(word) && !NOT_VERBS_ED.has(word.replace(/^(re-|co-)/, ''));
}

/** 'lead', 'create', 'write': the base form of an action verb (its past tense is in the table). */
export function isBaseVerb(word: string): boolean {
  return /^[a-z]{3,}$/.test(word) && !isPastVerb(word) && isPastVerb(pastTense(word));
}

/**
 * A line of a current role that opens with a present participle of an action verb, as a gerund phrase:
 * 'Implementing RESTful services …' → 'implementing RESTful services …'. Undefined for any other line
 * ('Everything that matters …' ends in -ing too, but is no verb).
 */
export function progressiveClause(line: string): string | undefined {
  const text = line.trim().replace(/[.;:,]+$/, '');
  const words = text.split(/\s+/);
  const first = words[0] ?? '';
  if (!/^\p{Lu}\p{Ll}{2,}ing$/u.test(first) || words.length < 4 || words.length > 30) return undefined;
  const stemmed = first.toLowerCase().slice(0, -3);
  const bases = [stemmed, `${stemmed}e`, stemmed.replace(/(.)\1$/, '$1')];
  if (!bases.some((base) => isBaseVerb(base))) return undefined;
  if (/[\p{Cc}\p{Cf}]/u.test(text) || hasPlaceholder(text)) return undefined;
  const clause = `${first.toLowerCase()}${text.slice(first.length)}`;
  if (fragmentProblem(`I am ${clause}.`) || hasEmptySlot(`I am ${clause}.`)) return undefined;
  return clause;
}

/**
 * How a clause is said: 'past' ('I built'), 'present' ('I lead', a current role's line written in the
 * present), 'perfect' ('I have built', a current role's finished work), 'progressive' ('I am
 * implementing', a current role's line written as ongoing) or 'passive' ('I was promoted to …').
 */
export type Tense = 'past' | 'present' | 'perfect' | 'progressive' | 'passive';

/**
 * A line that opens with what was done to the person ('Awarded "Teacher of the Month"', 'Promoted to Team
 * Lead', 'Selected as one of 10 fellows'): said 'I was awarded …', never 'I awarded …', which turns the
 * honour round. Only where what follows shows it: 'Selected vendors' and 'Awarded contracts' stay the
 * person's own acts.
 */
const PASSIVE_OPENER =
  /^(?:(?:selected|chosen|promoted|nominated|elected|invited|recogni[sz]ed|honou?red|named|awarded|ranked|shortlisted)\s+(?:(?:to|as|for|by|among|into)\b|['"‘“])|(?:awarded|named|honou?red|ranked)\s+[\p{Lu}\d$])/u;

/** Words that tie a line to a finished moment, which the present perfect cannot carry ('in 2021 I have …'). */
const PAST_TIME =
  /\b(?:1[89]\d\d|20\d\d|ago|last|previous|previously|former|formerly|once|when|then|yesterday|initially|originally|earlier)\b/i;

/**
 * A past-tense clause said after 'have' ('wrote the docs' → 'written the docs'), or undefined when the
 * line names a finished time or holds a second irregular past the swap would leave wrong ('designed and
 * wrote').
 */
export function perfectClause(clause: string): string | undefined {
  if (PAST_TIME.test(clause)) return undefined;
  const words = clause.split(' ');
  const at = /^\p{Ll}+ly$/u.test(words[0] ?? '') ? 1 : 0;
  const verb = (words[at] ?? '').toLowerCase();
  if (!isPastVerb(verb) && !isRegularPast(verb)) return undefined;
  const distinct = (word: string) => Object.hasOwn(DISTINCT_PARTICIPLE, word.toLowerCase());
  if (words.some((word, i) => i !== at && distinct(word))) return undefined;
  words[at] = distinct(verb) ? DISTINCT_PARTICIPLE[verb]! : words[at]!;
  return words.join(' ');
}

export interface Achievement {
  clause: string;
  tense: Tense;
  /** The resume's own line the clause is made from, and the whole bullet it stands in. */
  line: string;
  bullet: string;
  entryId: string;
  /** Where the entry stands in the resume (work, then projects, then volunteering), for the telling order. */
  entryIndex: number;
  /** How the sentence names where it happened: 'At Acme', 'For Gotham Planner'; empty when unnamed. */
  lead: string;
  /** A work entry, so 'In the same role' may refer back to it. */
  isRole: boolean;
  sourceIds: string[];
  /** The posting's keywords the line meets. */
  keywords: JobKeyword[];
  measured: boolean;
  score: number;
}

/** A project's name without a label such as 'Personal Project:'. */
export function projectName(raw: string): string | undefined {
  const match = /^(?:[\p{L} ]*project)\s*:\s*(.+)$/iu.exec(raw.trim());
  const name = usableName(match ? match[1] : raw);
  return name && sentenceCase(name);
}

/**
 * How much a line speaks to the job: the weight of the posting's keywords it meets, more when it also
 * carries a measured result (a number a reader remembers), and a little for a number alone.
 */
function lineScore(keywords: JobKeyword[], measured: boolean): number {
  const weight = keywords.reduce((sum, k) => sum + k.weight, 0);
  return weight * (measured ? 1.25 : 1) + (measured ? 0.5 : 0);
}

/** The clause and tense of one line, or undefined when it is not a clean first-person clause. */
function clauseOf(line: string, current: boolean): { clause: string; tense: Tense } | undefined {
  if (current) {
    const ongoing = progressiveClause(line);
    if (ongoing) return { clause: ongoing, tense: 'progressive' };
  }
  const clause = firstPersonClause(line, { current });
  if (!clause) return undefined;
  if (PASSIVE_OPENER.test(clause)) return { clause, tense: 'passive' };
  if (!current) return { clause, tense: 'past' };
  if (isBaseVerb(clause.split(' ')[0] ?? '')) return { clause, tense: 'present' };
  const perfect = perfectClause(clause);
  return perfect ? { clause: perfect, tense: 'perfect' } : { clause, tense: 'past' };
}

/**
 * Where a role's first told line happened: 'At Acme', or, when the employer is not fit to quote, the role
 * itself ('As a Software Architect'), so the sentences after it still refer to something named.
 */
function roleLead(role: WorkEntry): string {
  const employer = usableEmployer(role.company);
  if (employer) return `At ${employer}`;
  const title = usableTitle(role.position);
  return title ? `As ${article(title)} ${title}` : '';
}

/**
 * How a line of a volunteer or activity entry is introduced: volunteering as such ('As a volunteer at Harbour
 * Food Bank'); a role the resume heads 'Leadership' or 'Activities' by the role ('As a Team Captain at Lakeside
 * Rowing Club'), never as volunteer work.
 */
function volunteerLead(entry: ResumeDocument['volunteer'][number]): string {
  const organization = usableName(entry.organization);
  if (!organization) return '';
  if (!entry.activity) return `As a volunteer at ${organization}`;
  const position = usableTitle(entry.position);
  if (!position) return `At ${organization}`;
  return namesARole(position)
    ? `As ${article(position)} ${position} at ${organization}`
    : `With ${position} at ${organization}`;
}

/** Words that make a line a role someone holds ('Team Captain', 'Treasurer'), not a club's name ('Enactus'). */
const ROLE_WORD =
  /\b(president|vice|chair\w*|captain|coach|treasurer|secretary|founder|co-founder|director|manager|lead|leader|head|officer|coordinator|organi[sz]er|mentor|tutor|advis[eo]r|ambassador|representative|delegate|editor|volunteer|member|assistant|counsell?or|instructor|teacher|trainer|host|committee|advisor|fellow|intern|analyst|consultant|engineer|developer|designer|associate|specialist)s?\b/i;

/**
 * True when a volunteer or activity entry's position names a role. A section of clubs is often read with the
 * club where the role would be ('Enactus, University of La Verne' over 'Member'); the letter then names the
 * club, never calls the person 'an Enactus'.
 */
export function namesARole(position: string): boolean {
  return ROLE_WORD.test(position);
}

/**
 * True when a clause already says what a project's name says: at least two thirds of the name's words (each
 * also as the start of a longer one, 'App' in 'application'), so a lead 'For <name>' would repeat it.
 */
function saysTheName(clause: string, name: string): boolean {
  const words = (name.toLowerCase().match(/[\p{L}\d]+/gu) ?? []).filter(
    (word) => word.length > 1 && word !== 'and',
  );
  if (words.length === 0) return false;
  const said = clause.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  const found = words.filter((word) => said.some((other) => other.startsWith(word))).length;
  return found >= Math.max(1, Math.ceil((words.length * 2) / 3));
}

/** Every line of the resume's roles, projects and volunteering that can be told as an achievement. */
export function collectAchievements(
  resume: ResumeDocument,
  keywords: JobKeyword[],
  latestId?: string,
): Achievement[] {
  const entries = [
    ...resume.work.map((w) => ({
      entry: w,
      current: w.current === true,
      isRole: true,
      lead: roleLead(w),
    })),
    ...resume.projects.map((p) => ({
      entry: p,
      current: false,
      isRole: false,
      lead: projectName(p.name) ? `For ${projectName(p.name)}` : '',
    })),
    ...resume.volunteer.map((v) => ({
      entry: v,
      current: false,
      isRole: false,
      lead: volunteerLead(v),
    })),
  ];
  const out: Achievement[] = [];
  entries.forEach(({ entry, current, isRole, lead }, entryIndex) => {
    entry.highlights.forEach((bullet, index) => {
      for (const line of splitSentences(bullet.text)) {
        const said = clauseOf(line, current);
        if (!said) continue;
        const hits = keywordsIn(line, keywords);
        const measured = isQuantified(line);
        // 'For Personal Expense Tracker, I developed a personal expense tracker application' says the name twice.
        const named = lead.startsWith('For ') && saysTheName(said.clause, lead.slice(4)) ? '' : lead;
        out.push({
          ...said,
          line,
          bullet: bullet.text,
          entryId: entry.id,
          entryIndex,
          lead: named,
          isRole,
          sourceIds: named ? [bullet.id, entry.id] : [bullet.id],
          keywords: hits,
          measured,
          score:
            lineScore(hits, measured) + (entry.id === latestId ? 0.2 : 0) - index * 0.01 - out.length * 1e-4,
        });
      }
    });
  });
  return out;
}

/** The tools and methods a line names, by their dictionary names (soft skills aside). */
const skillsNamed = (line: string) =>
  findSkills(line)
    .filter((hit) => hit.entry.type !== 'soft')
    .map((hit) => hit.entry.name.toLowerCase());

/** Content words of a line, for telling whether two lines state the same fact. */
const contentWords = (text: string) =>
  new Set(
    wordsOf(text)
      .map((w) => w.toLowerCase())
      .filter((w) => w.length > 3),
  );

/** Two lines that share most of their words state one fact (a line repeated under two roles, reworded). */
function sameFact(a: Achievement, b: Achievement): boolean {
  const x = contentWords(a.line);
  const y = contentWords(b.line);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / Math.max(1, Math.min(x.size, y.size)) >= 0.7;
}

/** The achievements most relevant first; a fact told under two roles is kept once. */
export function rankAchievements(list: Achievement[]): Achievement[] {
  const ranked = [...list].sort((a, b) => b.score - a.score);
  const kept: Achievement[] = [];
  for (const item of ranked) if (!kept.some((k) => sameFact(k, item))) kept.push(item);
  return kept;
}

/** Lines told of one entry before another entry's lines come first, so one role does not fill the letter. */
const PER_ENTRY = 3;
/** At most this many lines beyond the lead two: past this, a letter reads as a list of bullets. */
const MAX_FURTHER = 8;

/**
 * The lines to tell after the lead ones, in the order they are worth adding: each next line is the one
 * that adds most the letter has not yet shown (a keyword already met counts a quarter), a measured
 * result counting too. Lines that carry nothing for this posting still come, last, since they are the
 * person's own facts and the letter tells them only while it is short.
 */
export function furtherAchievements(ranked: Achievement[], lead: Achievement[]): Achievement[] {
  const shown = new Set(lead.flatMap((a) => a.keywords.map((k) => k.id)));
  const perEntry = new Map<string, number>();
  for (const a of lead) perEntry.set(a.entryId, (perEntry.get(a.entryId) ?? 0) + 1);
  const named = new Set(lead.flatMap((a) => skillsNamed(a.line)));
  // A line whose every skill the letter has named, with no result to show, would only say them again.
  const repeats = (item: Achievement) => {
    const skills = skillsNamed(item.line);
    return !item.measured && skills.length > 0 && skills.every((skill) => named.has(skill));
  };
  const pool = ranked.filter((a) => !lead.includes(a));
  const out: Achievement[] = [];
  while (out.length < MAX_FURTHER) {
    for (let i = pool.length - 1; i >= 0; i--) if (repeats(pool[i]!)) pool.splice(i, 1);
    let best: { item: Achievement; gain: number } | undefined;
    // An entry already told PER_ENTRY times waits until no other entry has a line left.
    const spread = pool.some((item) => (perEntry.get(item.entryId) ?? 0) < PER_ENTRY);
    for (const item of pool) {
      if (spread && (perEntry.get(item.entryId) ?? 0) >= PER_ENTRY) continue;
      const gain =
        item.keywords.reduce((sum, k) => sum + (shown.has(k.id) ? 0.25 : 1) * k.weight, 0) +
        (item.measured ? 0.5 : 0) +
        item.score * 1e-3;
      if (!best || gain > best.gain) best = { item, gain };
    }
    if (!best) break;
    out.push(best.item);
    pool.splice(pool.indexOf(best.item), 1);
    perEntry.set(best.item.entryId, (perEntry.get(best.item.entryId) ?? 0) + 1);
    for (const k of best.item.keywords) shown.add(k.id);
    for (const skill of skillsNamed(best.item.line)) named.add(skill);
  }
  return out;
}

/** 'I', 'I have', 'I am' with 'also' where it belongs: 'I also built', 'I have also built', 'I am also leading'. */
function subject(tense: Tense, also: boolean): string {
  if (tense === 'perfect') return also ? 'I have also' : 'I have';
  if (tense === 'progressive') return also ? 'I am also' : 'I am';
  if (tense === 'passive') return also ? 'I was also' : 'I was';
  return also ? 'I also' : 'I';
}

/** A clause that joins two actions itself ('mentored two engineers and communicated plans'). */
function hasTwoActions(clause: string): boolean {
  return [...clause.matchAll(/\band\s+(\p{Ll}+)/gu)].some(
    ([, word]) => isPastVerb(word!) || isRegularPast(word!) || isBaseVerb(word!),
  );
}

/**
 * Two further lines of one role said in one sentence when both are short and plain; a line that already
 * joins two actions keeps its own sentence, or the 'and's would run together.
 */
function joinable(a: Achievement, b: Achievement): boolean {
  const plain = (x: Achievement) =>
    countWords(x.clause) <= 16 && !/[,;]/.test(x.clause) && !hasTwoActions(x.clause);
  return a.tense === b.tense && plain(a) && plain(b);
}

/** Openers for a further sentence about the role just named, varied so the paragraph reads as prose. */
function again(item: Achievement, turn: number): string {
  // 'There' needs a place named before it ('At Acme, …'); 'As a Software Architect, …' names none.
  const openers = item.isRole
    ? [
        subject(item.tense, true),
        ...(item.lead.startsWith('At ') ? [`There, ${subject(item.tense, true)}`] : []),
        `In the same role, ${subject(item.tense, false)}`,
      ]
    : [subject(item.tense, true)];
  return openers[turn % openers.length]!;
}

/**
 * The achievements as sentences, one group per entry: the entry's first line names where it happened
 * ('At Acme, I have built …'), the rest follow as 'I also …' sentences, two short ones joined with 'and',
 * so every 'also' refers to the entry just named. `after` gives a sentence to say right after an item
 * (the skills it drew on). Entries come in resume order, newest role first, as the opening told them, so
 * the body reads as the career it describes; each entry opens with its most relevant line.
 */
export function tellAchievements(
  chosen: Achievement[],
  after: (item: Achievement) => WrittenText | undefined = () => undefined,
): WrittenText[][] {
  const entries = [...new Set(chosen.map((c) => c.entryId))].sort(
    (a, b) =>
      chosen.find((c) => c.entryId === a)!.entryIndex - chosen.find((c) => c.entryId === b)!.entryIndex,
  );
  return entries.map((id) => {
    const items = chosen.filter((c) => c.entryId === id);
    const [first, ...others] = items;
    const out: WrittenText[] = [
      {
        text: `${first!.lead ? `${first!.lead}, ` : ''}${subject(first!.tense, false)} ${first!.clause}.`,
        sourceIds: first!.sourceIds,
      },
    ];
    const follow = after(first!);
    if (follow) out.push(follow);
    let turn = 0;
    for (let i = 0; i < others.length; i++) {
      const item = others[i]!;
      const next = others[i + 1];
      // A lead line keeps a sentence of its own (and the skills sentence after it).
      const own = after(item);
      if (next && !own && !after(next) && joinable(item, next)) {
        out.push({
          text: `${again(item, turn++)} ${item.clause}, and ${next.clause}.`,
          sourceIds: [...new Set([...item.sourceIds, ...next.sourceIds])],
        });
        i += 1;
        continue;
      }
      out.push({ text: `${again(item, turn++)} ${item.clause}.`, sourceIds: item.sourceIds });
      if (own) out.push(own);
    }
    return out;
  });
}
