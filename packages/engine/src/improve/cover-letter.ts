import { isLowFit } from '../analyze/fit.ts';
import { extractJobKeywords, type JobKeyword } from '../analyze/job-keywords.ts';
import { matchKeywords } from '../analyze/match.ts';
import { countingTo, durationText, experienceFigure, monthsOfWork } from '../analyze/work-years.ts';
import type { ResumeDocument, WorkEntry } from '../model/resume-document.ts';
import { article, latestRole, usableEmployer, usableName, usableTitle } from './grounded-facts.ts';
import {
  type Achievement,
  collectAchievements,
  furtherAchievements,
  progressiveClause,
  rankAchievements,
  tellAchievements,
} from './letter-achievements.ts';
import { withArticles } from './letter-prose.ts';
import {
  backgroundPart,
  followSentences,
  JOB_SOURCE_ID,
  type LetterContext,
  type Part,
  skillsPart,
} from './letter-skills.ts';
import { hasPlaceholder } from './placeholders.ts';
import { bulletRelevance } from './relevance.ts';
import {
  countWords,
  fragmentProblem,
  hasEmptySlot,
  hasVerb,
  sentenceKey,
  splitSentences,
} from './sentences.ts';
import { joinList, rankedResumeSkills, type WrittenText } from './summary.ts';
import type { JobInput } from './tailor.ts';
import { computedFacts, type Fabrication, factTexts, verifyText } from './verify.ts';

export { firstPersonClause } from './letter-achievements.ts';
export { JOB_SOURCE_ID } from './letter-skills.ts';

export interface CoverLetterDraft {
  salutation: string;
  /** The body: 3–5 paragraphs. */
  paragraphs: string[];
  closing: string;
  signature: string;
  /** Every body sentence with the facts it rests on (resume fact ids, or 'JD'). */
  sentences: WrittenText[];
  jobTitle: string;
  company: string;
  candidate: { name: string; email: string; phone: string; location?: string };
  wordCount: number;
}

const MIN_WORDS = 250;
const MAX_WORDS = 400;
/** Longest sentence any writer may produce (the gates hold every writer to it). */
export const MAX_SENTENCE_WORDS = 45;

/** A job-ad field (title, company) fit to quote: short, one line, plain text. */
function jobField(raw: string): string | undefined {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text || text.length > 100 || text.split(' ').length > 12) return undefined;
  if (/[\p{Cc}\p{Cf}]/u.test(text) || hasPlaceholder(text)) return undefined;
  // A title cut off mid-parenthesis ('Engineer (5+ Years of') keeps the part before it.
  const balanced = /\([^)]*$/.test(text) ? text.replace(/\s*\([^)]*$/, '') : text;
  return balanced.replace(/[.,;:]+$/, '') || undefined;
}

/** ', where I have worked since 2020' for a current role with a readable start year; empty otherwise. */
function since(role: WorkEntry): string {
  const year = /^(\d{4})/.exec(role.start?.iso ?? '')?.[1];
  return role.current && year ? `, where I have worked since ${year}` : '';
}

/** A sentence the letter may print: grammatical, one sentence, no empty slot, not too long. */
function printable(sentence: WrittenText): boolean {
  const text = sentence.text;
  return (
    countWords(text) <= MAX_SENTENCE_WORDS &&
    hasVerb(text) &&
    !hasEmptySlot(text) &&
    !fragmentProblem(text) &&
    !hasPlaceholder(text)
  );
}

export interface CoverLetterOptions {
  /** The day years of experience are counted to (default: now). */
  today?: Date;
}

/** The achievements a letter tells: two, chosen by relevance to the job. */
export const LETTER_ACHIEVEMENTS = 2;

/** Whole years a role lasted, from its own dates (a current one up to `countingTo`); undefined below one year. */
function roleDuration(resume: ResumeDocument, role: WorkEntry, today: Date): string | undefined {
  const months = monthsOfWork([role], countingTo(resume, today));
  return months === undefined ? undefined : durationText(months);
}

/**
 * A cover letter of 250–400 words where the resume has the facts for it (shorter, never padded,
 * where it does not): an opening naming the role and company with one grounded line of fit, the
 * achievements as first-person sentences (the two most relevant to the job, then further lines of the
 * roles while the letter is under 250 words), a paragraph naming only skills the resume supports and the
 * achievements have not named (with the roles behind them, education and certifications), and a closing.
 * Each sentence records its sources; a sentence whose fact is missing or unusable is left out rather
 * than printed with a gap. Where the resume and posting share almost nothing (`isLowFit`), the
 * letter claims no fit.
 */
export function writeCoverLetter(
  resume: ResumeDocument,
  job: JobInput,
  options: CoverLetterOptions = {},
): CoverLetterDraft {
  const today = options.today ?? new Date();
  const keywords: JobKeyword[] =
    job.keywords ?? extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
  const jobTitle = jobField(job.title);
  const company = jobField(job.company);
  const latest = latestRole(resume);
  const myTitle = usableTitle(latest?.position);
  const employer = usableEmployer(latest?.company);
  const match = matchKeywords(resume, keywords, { today });
  // The fit check's rule: where the dashboard warned of a poor fit, the letter claims none.
  const lowFit = isLowFit(match);
  const transfers = lowFit ? transferableTraits(match, job.description) : undefined;
  const opening = openingPart(resume, {
    jobTitle,
    company,
    latest,
    myTitle,
    employer,
    lowFit,
    today,
    ...(transfers ? { transfers } : {}),
  });

  // The lead achievements are the two most relevant lines; further ones are told while the letter is short.
  // A poor fit tells only lines that meet something the posting asks: the rest would pitch unrelated work.
  const ranked = rankAchievements(collectAchievements(resume, keywords, latest?.id));
  // A trait met in passing ('communication between frontend and backend') is not something the posting asks.
  const tellable = lowFit ? ranked.filter((item) => item.keywords.some((k) => k.kind !== 'soft')) : ranked;
  const lead = tellable.slice(0, LETTER_ACHIEVEMENTS);
  const further = lowFit ? [] : furtherAchievements(ranked, lead);
  const context: LetterContext = {
    resume,
    keywords,
    match,
    lowFit,
    // An employer's name is never a skill of the person ('Facebook' in 'the Facebook web application').
    employerNames: [...resume.work.map((w) => w.company ?? ''), ...resume.projects.map((p) => p.name)],
    roles: [latest, ...opening.earlier.slice(0, 3)].filter(
      (w): w is WorkEntry => !!w && !!usableEmployer(w.company),
    ),
    listedSkills: rankedResumeSkills(resume, keywords),
  };
  // Everything after the achievements names what they have not: worked out once per number told.
  const composed = new Map<number, Composed>();
  const compose = (told: number) => {
    let parts = composed.get(told);
    if (!parts) {
      parts = composeBody(
        context,
        lead,
        further.slice(0, told),
        latest?.current && employer ? latest : undefined,
      );
      composed.set(told, parts);
    }
    return parts;
  };
  const closing = closingPart(resume, { company, myTitle, latest, previous: opening.earlier[0] });

  /**
   * The letter with the first `extras` optional sentences in, in the order they are worth telling: the
   * earlier roles, further achievements, the skills each lead achievement drew on, the skills paragraph's
   * further sentences, background and closing. Every one is a fact of the resume, so they are added only
   * to reach the length and dropped (last first) to stay under it.
   */
  const build = (extras: number) => {
    let budget = extras;
    const spend = (available: number) => {
      const n = Math.min(budget, available);
      budget -= n;
      return n;
    };
    const first = compose(0);
    const openingCount = spend((first.now ? 1 : 0) + opening.extra.length);
    const parts = compose(spend(further.length));
    const openingExtra = [...(parts.now ? [parts.now] : []), ...opening.extra].slice(0, openingCount);
    const follows = new Set([...parts.follows.values()].slice(0, spend(parts.follows.size)));
    const take = (part: Part) => part.extra.slice(0, spend(part.extra.length));
    const skillsExtra = take(parts.skills);
    const backgroundExtra = take(parts.background);
    const closingExtra = take(closing);
    const told = tellAchievements(parts.chosen, (item) => {
      const follow = parts.follows.get(item);
      return follow && follows.has(follow) ? follow : undefined;
    });
    const groups = [
      [...opening.core, ...openingExtra, ...opening.fit],
      // The entries are told in resume order, in one paragraph or, when that grows long, two split between
      // entries. An entry whose first sentence cannot be printed is left out whole, or its 'I also' would
      // refer to the entry before it.
      ...splitBetweenEntries(told.filter((entry) => printable(entry[0]!))),
      [...parts.skills.core, ...skillsExtra, ...parts.background.core, ...backgroundExtra],
      [closing.core[0]!, ...closingExtra, ...closing.core.slice(1)],
    ]
      // A bullet told after 'I' keeps the article it dropped ('I led a team'); the article adds no fact.
      .map((g) => dropUnprintable(g.map((s) => ({ ...s, text: withArticles(s.text) }))))
      .filter((g) => g.length);
    const paragraphs = groups.map((g) => g.map((s) => s.text).join(' '));
    return { groups, paragraphs, words: paragraphs.reduce((sum, p) => sum + countWords(p), 0) };
  };
  const ends = [compose(0), compose(further.length)];
  const optional =
    1 +
    opening.extra.length +
    further.length +
    lead.length +
    Math.max(...ends.map((p) => p.skills.extra.length)) +
    Math.max(...ends.map((p) => p.background.extra.length)) +
    closing.extra.length;
  let extras = 0;
  let letter = build(extras);
  while (letter.words < MIN_WORDS && extras < optional) letter = build(++extras);
  while (letter.words > MAX_WORDS && extras > 0) letter = build(--extras);

  const name = usableName(resume.basics.name) ?? '';
  const { basics } = resume;
  return {
    salutation: 'Dear Hiring Manager,',
    paragraphs: letter.paragraphs,
    closing: 'Sincerely,',
    signature: name,
    sentences: letter.groups.flat(),
    jobTitle: jobTitle ?? '',
    company: company ?? '',
    candidate: {
      name,
      email: basics.email ?? '',
      phone: basics.phone ?? '',
      ...(basics.location?.text ? { location: basics.location.text } : {}),
    },
    wordCount: letter.words,
  };
}

interface OpeningFacts {
  jobTitle?: string;
  company?: string;
  latest?: WorkEntry;
  myTitle?: string;
  employer?: string;
  lowFit: boolean;
  today: Date;
  /** For a poor fit: the posting's soft skills the resume's own lines show, which carry over to any work. */
  transfers?: { names: string[]; sourceIds: string[] };
}

/**
 * The traits the posting asks for ('Communication', 'Reliability', 'Compassion') that the resume's lines of
 * work show, as they read in a sentence; undefined when it shows none. Only what the resume shows: a trait
 * the match found in the person's own experience text, never one read from a skills list alone.
 */
function transferableTraits(
  match: ReturnType<typeof matchKeywords>,
  posting: string,
): { names: string[]; sourceIds: string[] } | undefined {
  // In the posting's own word: a trait read from another form of it ('collaborate') is not named as a noun
  // the posting never wrote.
  const said = posting.toLowerCase();
  const shown = match.matches.filter(
    (m) =>
      m.keyword.kind === 'soft' &&
      m.status !== 'missing' &&
      m.targetId !== undefined &&
      /^[WPV]\d+\.B\d+$/.test(m.targetId) &&
      said.includes(m.keyword.term.toLowerCase()),
  );
  const names = [...new Set(shown.map((m) => m.keyword.term.toLowerCase()))].slice(0, 3);
  if (!names.length) return undefined;
  return { names, sourceIds: [...new Set(shown.map((m) => m.targetId!))] };
}

/**
 * The opening: the role and company, one grounded line of fit, and (as extras) the earlier roles. Also
 * answers the earlier roles, newest first.
 */
function openingPart(
  resume: ResumeDocument,
  facts: OpeningFacts,
): Part & { earlier: WorkEntry[]; fit: WrittenText[] } {
  const { jobTitle, company, latest, myTitle, employer, lowFit, today, transfers } = facts;
  // The person's own figure where their summary states one; the paid roles' months only where it does not.
  const figure = experienceFigure(resume, today);
  const years = figure?.text;
  const stated = figure?.stated;
  const core: WrittenText[] = [
    {
      text: `I am writing to apply for ${jobTitle ? `the ${jobTitle} position` : company ? 'the open position' : 'this position'}${company ? ` at ${company}` : ''}.`,
      sourceIds: [JOB_SOURCE_ID],
    },
  ];
  const role = [myTitle ? `as ${article(myTitle)} ${myTitle}` : '', employer ? `at ${employer}` : '']
    .filter(Boolean)
    .join(' ');
  if (latest && years) {
    core.push({
      text: `I bring ${years} of experience${role ? `, most recently ${role}${since(latest)}` : ''}.`,
      sourceIds: [
        ...new Set([
          latest.id,
          ...(stated && resume.summary ? [resume.summary.id] : []),
          ...resume.work.filter((w) => w.start?.iso).map((w) => w.id),
        ]),
      ],
    });
  } else if (latest && role) {
    core.push({
      text: latest.current ? `I currently work ${role}.` : `Most recently, I worked ${role}.`,
      sourceIds: [latest.id],
    });
  }
  // A resume far from the posting says so instead of pretending to a fit it does not show: after the roles
  // are told, so 'Before that' still follows the latest role.
  const fit: WrittenText[] = [];
  if (lowFit && myTitle && latest) {
    // The sentence before may already have named the role; a letter that says it twice reads as padding.
    const roleSaid = core.some((sentence) => sentence.text.includes(`as ${article(myTitle)} ${myTitle}`));
    if (transfers) {
      // Said plainly: the work was other work, and what carries over is what the resume shows of it.
      fit.push({
        text: `${roleSaid ? 'My experience so far has been in other work' : `My experience so far has been as ${article(myTitle)} ${myTitle}`}, and what I would bring from it to this role is ${joinList(transfers.names)}.`,
        sourceIds: [latest.id, ...transfers.sourceIds, JOB_SOURCE_ID],
      });
    } else
      fit.push({
        text: roleSaid
          ? 'My experience so far has been in other work, and I would bring what I learned there to this role.'
          : `My experience so far has been as ${article(myTitle)} ${myTitle}, and I would bring what I learned there to this role.`,
        sourceIds: [latest.id, JOB_SOURCE_ID],
      });
  }
  // The earlier roles, newest first, each with the years it lasted when its dates tell.
  const earlier = resume.work
    .filter((w) => w !== latest)
    .sort((a, b) => (b.start?.iso ?? '').localeCompare(a.start?.iso ?? ''));
  // A role still held beside the latest one is told in the present; the ended ones follow, newest first.
  const extra: WrittenText[] = [];
  let ended = 0;
  for (const w of earlier.slice(0, 3)) {
    const title = usableTitle(w.position);
    const name = usableEmployer(w.company);
    if (!title || !name || (latest && !role)) continue;
    if (w.current) {
      extra.push({
        text: `I also work as ${article(title)} ${title} at ${name}${since(w)}.`,
        sourceIds: [w.id],
      });
      continue;
    }
    const span = roleDuration(resume, w, today);
    const lead = ['Before that, I', 'Earlier, I', 'I also'][ended]!;
    ended += 1;
    const text = span
      ? `${lead} spent ${span} as ${article(title)} ${title} at ${name}.`
      : `${lead} worked as ${article(title)} ${title} at ${name}.`;
    extra.push({ text, sourceIds: [w.id] });
  }
  return { core, extra, earlier, fit };
}

/** The body for one set of told achievements: the sentences after them name only what they have not. */
interface Composed {
  chosen: Achievement[];
  /** The sentence on the skills a lead achievement drew on, by achievement. */
  follows: Map<Achievement, WrittenText>;
  /** What the current role's work includes, from a line no achievement tells. */
  now?: WrittenText;
  skills: Part;
  background: Part;
}

function composeBody(
  context: LetterContext,
  lead: Achievement[],
  further: Achievement[],
  current: WorkEntry | undefined,
): Composed {
  const chosen = [...lead, ...further];
  const toldLines = new Set(chosen.map((c) => c.line));
  const follows = followSentences(context, lead, chosen);
  // A poor fit is not told the current role's other work: it is the work the posting does not ask for.
  const now = current && !context.lowFit ? currentWork(current, context.keywords, toldLines) : undefined;
  const toldText = [...chosen.map((c) => c.clause), ...[...follows.values()].map((f) => f.text)].join(' ');
  const { skills, namedSkills } = skillsPart(context, toldText, [...follows.values()]);
  const background = backgroundPart(context, new Set(chosen.map((c) => c.entryId)), namedSkills);
  return {
    chosen,
    follows,
    ...(now
      ? {
          now: {
            text: `There, my current work includes ${now.clause}.`,
            sourceIds: [now.bulletId, current!.id],
          },
        }
      : {}),
    skills,
    background,
  };
}

/** The closing: an invitation to talk and thanks (core), and where the resume says more (extra). */
function closingPart(
  resume: ResumeDocument,
  facts: { company?: string; myTitle?: string; latest?: WorkEntry; previous?: WorkEntry },
): Part {
  const { company, myTitle, latest, previous } = facts;
  const employers: { name: string; id: string }[] = [];
  for (const w of [latest, previous, ...resume.work]) {
    const name = usableEmployer(w?.company);
    if (
      w &&
      name &&
      employers.length < 3 &&
      !employers.some((e) => e.name.toLowerCase() === name.toLowerCase())
    )
      employers.push({ name, id: w.id });
  }
  return {
    core: [
      {
        text: `I would welcome the chance to discuss how my experience${myTitle ? ` as ${article(myTitle)} ${myTitle}` : ''} could help ${company ?? 'your team'}.`,
        sourceIds: [JOB_SOURCE_ID, ...(myTitle && latest ? [latest.id] : [])],
      },
      { text: 'Thank you for your time and consideration.', sourceIds: [JOB_SOURCE_ID] },
      { text: 'I look forward to hearing from you.', sourceIds: [JOB_SOURCE_ID] },
    ],
    extra: employers.length
      ? [
          {
            text: `My resume gives more detail on my work at ${joinList(employers.map((e) => e.name))}.`,
            sourceIds: employers.map((e) => e.id),
          },
        ]
      : [],
  };
}

/**
 * The most relevant line of a current role that opens with a present participle ('Implementing RESTful
 * services …'), as a gerund phrase, leaving out lines the achievements tell. Undefined when there is none.
 */
function currentWork(
  role: WorkEntry,
  keywords: JobKeyword[],
  told: ReadonlySet<string>,
): { clause: string; bulletId: string } | undefined {
  let best: { clause: string; bulletId: string; score: number } | undefined;
  for (const bullet of role.highlights) {
    for (const line of splitSentences(bullet.text)) {
      if (told.has(line)) continue;
      const clause = progressiveClause(line);
      if (!clause) continue;
      const score = bulletRelevance(line, keywords);
      if (!best || score > best.score) best = { clause, bulletId: bullet.id, score };
    }
  }
  return best && { clause: best.clause, bulletId: best.bulletId };
}

/** Drops sentences that fail the sentence checks, and any repeat of an earlier one. */
function dropUnprintable(sentences: WrittenText[]): WrittenText[] {
  const seen = new Set<string>();
  // A name ending in an abbreviation ('Inc.') closes the sentence itself.
  const tidy = sentences.map((s) => ({ ...s, text: s.text.replace(/\.\.$/, '.') }));
  return tidy.filter((s) => {
    const key = sentenceKey(s.text);
    if (seen.has(key) || !printable(s)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Checks every sentence of a letter against the facts it cites ('JD' = the job ad, title and
 * company). Unknown or missing citations are reported as unsupported scope.
 */
export function verifyCoverLetter(
  resume: ResumeDocument,
  letter: Pick<CoverLetterDraft, 'sentences'>,
  job: Pick<JobInput, 'title' | 'company' | 'description'>,
): Fabrication[] {
  const facts = factTexts(resume);
  const jobTexts = [job.description, job.title, job.company];
  const computed = computedFacts(resume);
  const out: Fabrication[] = [];
  letter.sentences.forEach((sentence, i) => {
    const targetId = `CL.${i + 1}`;
    const unknown = sentence.sourceIds.filter((id) => id !== JOB_SOURCE_ID && !facts.has(id));
    if (sentence.sourceIds.length === 0 || unknown.length) {
      out.push({
        kind: 'scope',
        value: `cites ${unknown.length ? unknown.join(', ') : 'no source'}`,
        targetId,
      });
      return;
    }
    const sources = sentence.sourceIds.flatMap((id) =>
      id === JOB_SOURCE_ID ? jobTexts : (facts.get(id) ?? []),
    );
    if (sentence.sourceIds.some((id) => /^W\d+$/.test(id))) sources.push(...computed);
    out.push(
      ...verifyText(sources, sentence.text, {
        targetId,
        allowedTerms: [job.title, job.company].filter(Boolean),
      }),
    );
  });
  return out;
}

/** Words past which the achievements are told in two paragraphs instead of one. */
const LONG_PARAGRAPH_WORDS = 110;

/**
 * The achievements as paragraphs: one, or two when one would run past LONG_PARAGRAPH_WORDS and more than one
 * entry is told, split at the entry boundary nearest the middle so each paragraph keeps its roles whole.
 */
export function splitBetweenEntries(entries: readonly WrittenText[][]): WrittenText[][] {
  const words = entries.map((entry) => entry.reduce((sum, sentence) => sum + countWords(sentence.text), 0));
  const total = words.reduce((sum, n) => sum + n, 0);
  if (entries.length < 2 || total <= LONG_PARAGRAPH_WORDS) return [entries.flat()];
  let best = 1;
  let before = 0;
  for (let cut = 1; cut < entries.length; cut++) {
    before += words[cut - 1]!;
    const bestBefore = words.slice(0, best).reduce((sum, n) => sum + n, 0);
    if (Math.abs(total / 2 - before) < Math.abs(total / 2 - bestBefore)) best = cut;
  }
  return [entries.slice(0, best).flat(), entries.slice(best).flat()];
}

/** The letter as the renderers' paragraphs: salutation, body, closing and signature. */
export function letterParagraphs(letter: CoverLetterDraft): string[] {
  return [letter.salutation, ...letter.paragraphs, letter.closing, letter.signature];
}
