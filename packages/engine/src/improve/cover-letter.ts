import { isLowFit } from '../analyze/fit.ts';
import { extractJobKeywords, type JobKeyword } from '../analyze/job-keywords.ts';
import { matchKeywords } from '../analyze/match.ts';
import { findSkills, lookupSkill } from '../analyze/skills-dictionary.ts';
import type { Bullet, ResumeDocument, WorkEntry } from '../model/resume-document.ts';
import {
  article,
  latestRole,
  usableDegree,
  usableEmployer,
  usableName,
  usableTitle,
  yearsOfExperience,
  yearsText,
} from './grounded-facts.ts';
import {
  type Achievement,
  collectAchievements,
  furtherAchievements,
  progressiveClause,
  projectName,
  rankAchievements,
  tellAchievements,
} from './letter-achievements.ts';
import { hasPlaceholder } from './placeholders.ts';
import { bulletRelevance, keywordsIn } from './relevance.ts';
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

/** The id that cites the job ad itself as a sentence's source. */
export const JOB_SOURCE_ID = 'JD';

export interface CoverLetterDraft {
  salutation: string;
  /** The body: 3–4 paragraphs. */
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

/**
 * The skills a role's bullets name, as the person wrote them (up to four): the job's skills first, then,
 * unless `jobOnly`, the other tools and methods the bullets name. `allJob` says whether every one named is
 * one the posting asks for.
 */
function skillsUsedIn(
  bullets: Pick<Bullet, 'id' | 'text'>[],
  keywords: JobKeyword[],
  options: { jobOnly?: boolean; exclude?: string[] } = {},
) {
  const excluded = new Set((options.exclude ?? []).map((name) => name.toLowerCase()));
  const found: { name: string; bulletId: string; job: boolean }[] = [];
  for (const bullet of bullets) {
    for (const hit of findSkills(bullet.text)) {
      const name = usableName(hit.surface);
      if (!name || hit.entry.type === 'soft') continue;
      if (excluded.has(name.toLowerCase()) || excluded.has(hit.entry.name.toLowerCase())) continue;
      // 'UX designers', 'the data science team': a skill of the people worked with, not of the person.
      if (PEOPLE_AFTER.test(bullet.text.slice(hit.end, hit.end + 24))) continue;
      // Part of a longer name ('Google Maps API') or an adjective of one ('RESTful services'): not a skill name.
      if (/^\s+\p{Lu}/u.test(bullet.text.slice(hit.end, hit.end + 3)) || /ful$/i.test(name)) continue;
      if (found.some((f) => f.name.toLowerCase() === name.toLowerCase())) continue;
      const job = keywordsIn(name, keywords).length > 0;
      if (options.jobOnly && !job) continue;
      found.push({ name, bulletId: bullet.id, job });
    }
  }
  const picked = [...found.filter((f) => f.job), ...found.filter((f) => !f.job)].slice(0, 4);
  return {
    names: picked.map((f) => f.name),
    bulletIds: [...new Set(picked.map((f) => f.bulletId))],
    allJob: picked.length > 0 && picked.every((f) => f.job),
  };
}

/** ', where I have worked since 2020' for a current role with a readable start year; empty otherwise. */
function since(role: WorkEntry): string {
  const year = /^(\d{4})/.exec(role.start?.iso ?? '')?.[1];
  return role.current && year ? `, where I have worked since ${year}` : '';
}

/**
 * What a project is, from its first line when that line says the person made one thing: 'Created a
 * web application to plan events' → 'a web application to plan events'.
 */
function projectWhat(
  bullets: Pick<Bullet, 'id' | 'text'>[],
): { phrase: string; bulletId: string } | undefined {
  const bullet = bullets[0];
  const line = bullet ? splitSentences(bullet.text)[0] : undefined;
  const match =
    /^(?:created|built|developed|designed|wrote|made|launched)\s+((?:a|an)\s+[^,;:]{8,120}?)\.?$/i.exec(
      line?.trim() ?? '',
    );
  const phrase = match?.[1];
  if (!bullet || !phrase || phrase.split(/\s+/).length > 20 || hasPlaceholder(phrase)) return undefined;
  return { phrase, bulletId: bullet.id };
}

/**
 * Grounded sentences from the resume's smaller sections: languages spoken, awards, a publication, a
 * volunteer role. Each names only what the person wrote, and is left out when the entry is not a clean name.
 */
function otherFacts(resume: ResumeDocument, told: ReadonlySet<string>): WrittenText[] {
  const out: WrittenText[] = [];
  const languages = resume.languages
    .map((l) => ({ id: l.id, name: l.name.replace(/\s*[(:–—-].*$/, '').trim() }))
    .filter((l) => /^\p{Lu}\p{Ll}+$/u.test(l.name))
    .slice(0, 4);
  if (languages.length >= 2)
    out.push({
      text: `I speak ${joinList(languages.map((l) => l.name))}.`,
      sourceIds: languages.map((l) => l.id),
    });
  const awards = resume.awards
    .map((a) => ({ id: a.id, name: usableName(a.name) }))
    .filter((a): a is { id: string; name: string } => !!a.name)
    .slice(0, 2);
  if (awards.length)
    out.push({
      text: `My awards include ${joinList(awards.map((a) => a.name))}.`,
      sourceIds: awards.map((a) => a.id),
    });
  const volunteer = resume.volunteer.find(
    (v) => !told.has(v.id) && usableTitle(v.position) && usableName(v.organization),
  );
  if (volunteer) {
    const position = usableTitle(volunteer.position)!;
    out.push({
      text: `I have also volunteered as ${article(position)} ${position} at ${usableName(volunteer.organization)}.`,
      sourceIds: [volunteer.id],
    });
  }
  return out;
}

/**
 * A list of skill entries as the person wrote them; when an entry holds its own 'and' ('Git and GitHub'),
 * the last item takes a comma before 'and' so the entries stay apart ('Git and GitHub, and Docker').
 */
function skillList(items: string[]): string {
  if (items.length < 2 || !items.some((item) => /\sand\s/i.test(item))) return joinList(items);
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/** A noun for people right after a skill's name. */
const PEOPLE_AFTER =
  /^\s+(designers?|engineers?|developers?|managers?|teams?|analysts?|scientists?|specialists?)\b/i;

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

/** Keyword kinds that say what the work itself is (not soft skills, titles or the ad's phrases). */
const SKILL_KINDS = new Set(['hard', 'tool', 'certification']);

/** The achievements a letter tells: two, chosen by relevance to the job. */
export const LETTER_ACHIEVEMENTS = 2;

/** Whole years a role lasted, from its own dates (current roles to `today`); undefined below one year. */
function roleYears(role: WorkEntry, today: Date): number | undefined {
  return yearsOfExperience({ work: [role] } as ResumeDocument, today);
}

/** A paragraph's sentences: the ones it always has, then extras the letter may leave out for length. */
interface Part {
  core: WrittenText[];
  extra: WrittenText[];
}

/**
 * A cover letter of 250–400 words where the resume has the facts for it (shorter, never padded,
 * where it does not): an opening naming the role and company with one grounded line of fit, exactly
 * two achievements chosen by relevance to the job as first-person sentences, a paragraph naming only
 * skills the resume supports (with the roles behind them, education and certifications), and a closing.
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
  const opening = openingPart(resume, { jobTitle, company, latest, myTitle, employer, lowFit, today });

  // The lead achievements are the two most relevant lines; further ones are told while the letter is short.
  const ranked = rankAchievements(collectAchievements(resume, keywords, latest?.id));
  const lead = ranked.slice(0, LETTER_ACHIEVEMENTS);
  const further = furtherAchievements(ranked, lead);
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
      [...opening.core, ...openingExtra],
      // One paragraph: a letter has three or four, and the entries in it are told in resume order.
      told.flat(),
      [...parts.skills.core, ...skillsExtra, ...parts.background.core, ...backgroundExtra],
      [closing.core[0]!, ...closingExtra, ...closing.core.slice(1)],
    ]
      .map((g) => dropUnprintable(g))
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
}

/**
 * The opening: the role and company, one grounded line of fit, and (as extras) the earlier roles. Also
 * answers the earlier roles, newest first.
 */
function openingPart(resume: ResumeDocument, facts: OpeningFacts): Part & { earlier: WorkEntry[] } {
  const { jobTitle, company, latest, myTitle, employer, lowFit, today } = facts;
  const years = yearsOfExperience(resume, today);
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
      text: `I bring ${yearsText(years)} of experience${role ? `, most recently ${role}${since(latest)}` : ''}.`,
      sourceIds: [...new Set([latest.id, ...resume.work.filter((w) => w.start?.iso).map((w) => w.id)])],
    });
  } else if (latest && role) {
    core.push({
      text: latest.current ? `I currently work ${role}.` : `Most recently, I worked ${role}.`,
      sourceIds: [latest.id],
    });
  }
  // A resume far from the posting says so instead of pretending to a fit it does not show.
  if (lowFit && myTitle && latest) {
    // The sentence before may already have named the role; a letter that says it twice reads as padding.
    const roleSaid = core.some((sentence) => sentence.text.includes(`as ${article(myTitle)} ${myTitle}`));
    core.push({
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
    const span = roleYears(w, today);
    const lead = ['Before that, I', 'Earlier, I', 'I also'][ended]!;
    ended += 1;
    const text = span
      ? `${lead} spent ${yearsText(span)} as ${article(title)} ${title} at ${name}.`
      : `${lead} worked as ${article(title)} ${title} at ${name}.`;
    extra.push({ text, sourceIds: [w.id] });
  }
  return { core, extra, earlier };
}

/** What the body's sentences are built from, the same however many achievements are told. */
interface LetterContext {
  resume: ResumeDocument;
  keywords: JobKeyword[];
  match: ReturnType<typeof matchKeywords>;
  lowFit: boolean;
  employerNames: string[];
  /** The latest roles with a usable employer, newest first. */
  roles: WorkEntry[];
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
  const now = current ? currentWork(current, context.keywords, toldLines) : undefined;
  const toldText = [...chosen.map((c) => c.clause), ...[...follows.values()].map((f) => f.text)]
    .join(' ')
    .toLowerCase();
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

/**
 * For each lead achievement, the skills the rest of its bullet drew on ('That work drew on Docker and
 * Kubernetes'), never one an achievement line or an earlier such sentence already names.
 */
function followSentences(
  context: LetterContext,
  lead: Achievement[],
  chosen: Achievement[],
): Map<Achievement, WrittenText> {
  const named = new Set<string>();
  const inLines = chosen.flatMap((c) => findSkills(c.line).map((hit) => hit.surface));
  const out = new Map<Achievement, WrittenText>();
  for (const item of lead) {
    const used = skillsUsedIn([{ id: item.sourceIds[0]!, text: item.bullet }], context.keywords, {
      exclude: [...context.employerNames, ...named, ...inLines],
    });
    if (used.names.length === 0) continue;
    for (const n of used.names) named.add(n);
    const posting = used.allJob
      ? `, ${used.names.length > 1 ? 'each named in your posting' : 'which your posting names'}`
      : '';
    out.set(item, {
      text: `That work drew on ${joinList(used.names)}${posting}.`,
      sourceIds: [...used.bulletIds, JOB_SOURCE_ID],
    });
  }
  return out;
}

/**
 * The skills paragraph: only what the resume lists or shows, the posting's first (core), then the rest
 * the resume lists, the skills each role drew on, the posting's requirements the roles show (extras).
 * None names a skill `toldText` (the achievements and their skills sentences) already named.
 */
function skillsPart(
  context: LetterContext,
  toldText: string,
  follows: WrittenText[],
): { skills: Part; namedSkills: Set<string> } {
  const { resume, keywords, employerNames } = context;
  const skills: Part = { core: [], extra: [] };
  // A skill an achievement already named is not listed again.
  const ranked = rankedResumeSkills(resume, keywords).filter((s) => !saysSkill(toldText, s.skill));
  const wanted = ranked.filter((s) => s.weight > 0).slice(0, 5);
  if (wanted.length) {
    skills.core.push({
      text: `I have worked with ${skillList(wanted.map((s) => s.skill))}, ${wanted.length > 1 ? 'each named in your posting' : 'which your posting names'}.`,
      sourceIds: [...new Set(wanted.map((s) => s.id)), JOB_SOURCE_ID],
    });
  } else if (ranked.some((s) => s.known)) {
    const listed = ranked.filter((s) => s.known).slice(0, 4);
    skills.core.push({
      text: `My skills include ${skillList(listed.map((s) => s.skill))}.`,
      sourceIds: [...new Set(listed.map((s) => s.id))],
    });
  }
  // The rest of what the resume lists, so the paragraph names the person's skills, not only the posting's.
  const others = ranked.filter((s) => s.weight === 0 && s.known).slice(0, 4);
  if (wanted.length && others.length) {
    skills.extra.push({
      text: `Beyond these, my skills include ${skillList(others.map((s) => s.skill))}.`,
      sourceIds: [...new Set(others.map((s) => s.id))],
    });
  }
  // Skills already said anywhere above, the achievement sentences and skill lists included, are not
  // said again ('Node.js (MERN stack)' in a list has said 'Node.js').
  const saidSoFar = [toldText, ...skills.core.map((s) => s.text), ...skills.extra.map((s) => s.text)].join(
    ' ',
  );
  const toldSkills = findSkills(saidSoFar).flatMap((hit) => [hit.surface, hit.entry.name]);
  const followed = follows.flatMap((f) => findSkills(f.text).map((hit) => hit.surface));
  const namedSkills = new Set(
    [...wanted.map((s) => s.skill), ...others.map((s) => s.skill), ...followed, ...toldSkills].map((n) =>
      n.toLowerCase(),
    ),
  );
  // Where the skills were used: the skills each of the latest roles' bullets name, the job's first, each named once.
  for (const roleEntry of context.roles) {
    const used = skillsUsedIn(roleEntry.highlights, keywords, {
      exclude: [...namedSkills, ...employerNames],
    });
    if (used.names.length >= 1) {
      for (const n of used.names) namedSkills.add(n.toLowerCase());
      skills.extra.push({
        text: `My work at ${usableEmployer(roleEntry.company)} drew on ${joinList(used.names)}.`,
        sourceIds: [...used.bulletIds, roleEntry.id, ...(used.allJob ? [JOB_SOURCE_ID] : [])],
      });
    }
  }
  // How the person's shown skills meet what the posting requires (only when there is a real overlap).
  const required = context.lowFit
    ? []
    : context.match.matches
        .filter(
          (m) =>
            m.status !== 'missing' &&
            m.keyword.importance !== 'nice' &&
            SKILL_KINDS.has(m.keyword.kind) &&
            m.targetId &&
            /^[WPV]\d+\.B\d+$/.test(m.targetId) &&
            usableName(m.keyword.term),
        )
        .slice(0, 4);
  if (required.length >= 2) {
    skills.extra.push({
      text: `Of the skills your posting requires, my roles show ${joinList(required.map((m) => m.keyword.term))}.`,
      sourceIds: [...new Set(required.map((m) => m.targetId!)), JOB_SOURCE_ID],
    });
  }
  const shown = context.match.matches
    .filter(
      (m) =>
        m.status === 'exact' &&
        (m.keyword.kind === 'hard' || m.keyword.kind === 'tool') &&
        (m.evidence === 'experience' || m.evidence === 'both') &&
        m.phrase &&
        m.targetId &&
        /^(S|[WPV]\d+\.B\d+)$/.test(m.targetId) &&
        usableName(m.phrase) &&
        lookupSkill(m.phrase) &&
        !wanted.some((s) => keywordsIn(s.skill, [m.keyword]).length),
    )
    .filter((m) => {
      const key = m.phrase!.toLowerCase();
      if (namedSkills.has(key)) return false;
      namedSkills.add(key);
      return true;
    })
    .slice(0, 3);
  if (shown.length) {
    skills.extra.push({
      text: `My work has also involved ${joinList(shown.map((m) => m.phrase!))}.`,
      sourceIds: [...new Set(shown.map((m) => m.targetId!)), JOB_SOURCE_ID],
    });
  }
  return { skills, namedSkills };
}

/**
 * Whether lower-case text has named a skill entry: the entry as a whole word ('Go' is not in 'good'), or
 * any skill inside a longer entry ('Angular (versions 2+)' once 'Angular' was said).
 */
function saysSkill(text: string, skill: string): boolean {
  const said = (name: string) => {
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
  };
  return said(skill) || findSkills(skill).some((hit) => said(hit.surface));
}

/** 'a Bachelor of Science in Computer Science from Riverside University', or undefined without a degree. */
function degreeText(school: ResumeDocument['education'][number]): string | undefined {
  const institution = usableName(school.institution);
  if (!institution) return undefined;
  const degree = usableDegree(school.studyType);
  // A field of study read with its preposition ('in Computer Science') loses it.
  const area = usableName(school.area?.replace(/^\s*in\s+/i, ''));
  if (degree)
    return `${article(degree)} ${degree}${area && !degree.toLowerCase().includes(area.toLowerCase()) ? ` in ${area}` : ''} from ${institution}`;
  return undefined;
}

/**
 * Education, certifications (core), further degrees the posting asks for, the smaller sections and a
 * project no achievement told (extras): said after the skills, in the same paragraph.
 */
function backgroundPart(
  context: LetterContext,
  toldEntries: ReadonlySet<string>,
  namedSkills: Set<string>,
): Part {
  const { resume, keywords, employerNames } = context;
  const background: Part = { core: [], extra: [] };
  const schools = resume.education.filter((e) => usableName(e.institution));
  const top = schools[0];
  if (top) {
    const held = degreeText(top);
    const area = usableName(top.area?.replace(/^\s*in\s+/i, ''));
    const text = held
      ? `I hold ${held}.`
      : area
        ? `I studied ${area} at ${usableName(top.institution)}.`
        : undefined;
    if (text) background.core.push({ text, sourceIds: [top.id] });
  }
  // Further degrees are worth a sentence only when the posting asks for education or names their field.
  const further = schools
    .slice(1, 3)
    .filter(
      (school) =>
        !!degreeText(school) &&
        keywords.some(
          (k) => k.kind === 'education' || (!!school.area && keywordsIn(school.area, [k]).length > 0),
        ),
    );
  if (further.length) {
    background.extra.push({
      text: `I also hold ${joinList(further.map((school) => degreeText(school)!))}.`,
      sourceIds: further.map((school) => school.id),
    });
  }
  const certs = resume.certificates
    .map((c) => usableName(c.name))
    .filter((c): c is string => !!c)
    .slice(0, 3);
  if (certs.length) {
    background.core.push({
      text: `I also hold ${certs.length > 1 ? 'these certifications' : 'this certification'}: ${joinList(certs)}.`,
      sourceIds: resume.certificates.filter((c) => certs.includes(usableName(c.name) ?? '')).map((c) => c.id),
    });
  }
  background.extra.push(...otherFacts(resume, toldEntries));
  const project = resume.projects.find((p) => projectName(p.name));
  if (project && !toldEntries.has(project.id)) {
    const used = skillsUsedIn(project.highlights, keywords, { exclude: [...namedSkills, ...employerNames] });
    const what = projectWhat(project.highlights);
    background.extra.push({
      text: `Outside my main roles, I worked on ${projectName(project.name)}${what ? `, ${what.phrase}` : used.names.length ? `, which drew on ${joinList(used.names)}` : ''}.`,
      sourceIds: [project.id, ...(what ? [what.bulletId] : used.bulletIds)],
    });
  }
  return background;
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

/** The letter as the renderers' paragraphs: salutation, body, closing and signature. */
export function letterParagraphs(letter: CoverLetterDraft): string[] {
  return [letter.salutation, ...letter.paragraphs, letter.closing, letter.signature];
}
