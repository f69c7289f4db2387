import { isLowFit } from '../analyze/fit.ts';
import { extractJobKeywords, type JobKeyword } from '../analyze/job-keywords.ts';
import { matchKeywords } from '../analyze/match.ts';
import { findSkills, lookupSkill } from '../analyze/skills-dictionary.ts';
import type { Bullet, ResumeDocument, WorkEntry } from '../model/resume-document.ts';
import { boostBullet } from './bullets.ts';
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
import { hasPlaceholder } from './placeholders.ts';
import { bulletRelevance, keywordsIn } from './relevance.ts';
import {
  countWords,
  fragmentProblem,
  hasEmptySlot,
  hasVerb,
  isPastVerb,
  NOT_VERBS_ED,
  sentenceKey,
  splitSentences,
} from './sentences.ts';
import { joinList, rankedResumeSkills, type WrittenText } from './summary.ts';
import type { JobInput } from './tailor.ts';
import { pastTense } from './verbs.ts';
import { computedFacts, type Fabrication, factTexts, verifyText } from './verify.ts';

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
 * One line of a bullet as a first-person clause: 'Reduced latency by 40%' → 'reduced latency by
 * 40%'. Only a line that opens with a past-tense action (or a weak opener the booster turns into
 * one) becomes a clause; a fragment, a duty list or a line cut by the parser is not used.
 */
export function firstPersonClause(line: string, options: { current?: boolean } = {}): string | undefined {
  let text = line.trim().replace(/[.;:,]+$/, '');
  if (!text || /[\p{Cc}\p{Cf}]/u.test(text) || hasPlaceholder(text)) return undefined;
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
function isBaseVerb(word: string): boolean {
  return /^[a-z]{3,}$/.test(word) && !isPastVerb(word) && isPastVerb(pastTense(word));
}

interface Achievement {
  clause: string;
  /** The resume's own line the clause is made from, and the whole bullet it stands in. */
  line: string;
  bullet: string;
  entryId: string;
  /** How the sentence names where it happened: 'At Acme', 'For Gotham Planner'; empty when unnamed. */
  lead: string;
  sourceIds: string[];
  score: number;
}

function achievements(resume: ResumeDocument, keywords: JobKeyword[], latestId?: string): Achievement[] {
  const entries = [
    ...resume.work.map((w) => ({
      entry: w,
      lead: usableEmployer(w.company) ? `At ${usableEmployer(w.company)}` : '',
    })),
    ...resume.projects.map((p) => ({
      entry: p,
      lead: projectName(p.name) ? `For ${projectName(p.name)}` : '',
    })),
    ...resume.volunteer.map((v) => ({
      entry: v,
      lead: usableName(v.organization) ? `As a volunteer at ${usableName(v.organization)}` : '',
    })),
  ];
  const out: Achievement[] = [];
  for (const { entry, lead } of entries) {
    entry.highlights.forEach((bullet, index) => {
      for (const line of splitSentences(bullet.text)) {
        const clause = firstPersonClause(line, { current: 'current' in entry && entry.current });
        if (!clause) continue;
        out.push({
          clause,
          line,
          bullet: bullet.text,
          entryId: entry.id,
          lead,
          sourceIds: lead ? [bullet.id, entry.id] : [bullet.id],
          score:
            bulletRelevance(line, keywords) +
            (entry.id === latestId ? 0.2 : 0) -
            index * 0.01 -
            out.length * 1e-4,
        });
      }
    });
  }
  return out;
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

/**
 * The most relevant line of a current role that opens with a present participle ('Implementing RESTful
 * services …'), as a gerund phrase: 'implementing RESTful services …'. Undefined when there is none.
 */
function currentWork(
  role: WorkEntry,
  keywords: JobKeyword[],
  told: ReadonlySet<string | undefined> = new Set(),
): { clause: string; bulletId: string } | undefined {
  let best: { clause: string; bulletId: string; score: number } | undefined;
  for (const bullet of role.highlights) {
    if (told.has(bullet.id)) continue;
    for (const line of splitSentences(bullet.text)) {
      const text = line.trim().replace(/[.;:,]+$/, '');
      const words = text.split(/\s+/);
      const first = words[0] ?? '';
      if (!/^\p{Lu}\p{Ll}{2,}ing$/u.test(first) || words.length < 4 || words.length > 30) continue;
      const stemmed = first.toLowerCase().slice(0, -3);
      const bases = [stemmed, `${stemmed}e`, stemmed.replace(/(.)\1$/, '$1')];
      if (!bases.some((base) => isBaseVerb(base))) continue;
      if (/[\p{Cc}\p{Cf}]/u.test(text) || hasPlaceholder(text)) continue;
      const clause = `${first.toLowerCase()}${text.slice(first.length)}`;
      const score = bulletRelevance(line, keywords);
      if (!best || score > best.score) best = { clause, bulletId: bullet.id, score };
    }
  }
  return best && { clause: best.clause, bulletId: best.bulletId };
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

/** A project's name without a label such as 'Personal Project:'. */
function projectName(raw: string): string | undefined {
  const match = /^(?:[\p{L} ]*project)\s*:\s*(.+)$/iu.exec(raw.trim());
  return usableName(match ? match[1] : raw);
}

/**
 * The achievements to tell, most relevant first: the best of each role before a second from the same
 * role, so two different roles speak first.
 */
function rankAchievements(list: Achievement[]): Achievement[] {
  // The same line under two roles is told once.
  const seen = new Set<string>();
  const unique = list.filter((a) => !seen.has(a.clause.toLowerCase()) && !!seen.add(a.clause.toLowerCase()));
  const ranked = [...unique].sort((a, b) => b.score - a.score);
  const firsts = ranked.filter((a, i) => ranked.findIndex((b) => b.entryId === a.entryId) === i);
  return [...firsts, ...ranked.filter((a) => !firsts.includes(a))];
}

/** Openers for a further sentence about the role just named, varied so the paragraph reads naturally. */
const AGAIN = ['I also', 'In the same role, I', 'There I also'] as const;

/** Sentences about one role stay together so 'I also' always refers to the role just named. */
function achievementSentences(chosen: Achievement[]): WrittenText[] {
  const entryOrder = [...new Set(chosen.map((c) => c.entryId))];
  const grouped = entryOrder.flatMap((id) => chosen.filter((c) => c.entryId === id));
  let again = 0;
  return grouped.map((item, i) => {
    again = i > 0 && grouped[i - 1]!.entryId === item.entryId ? again + 1 : 0;
    const text = again
      ? `${AGAIN[(again - 1) % AGAIN.length]} ${item.clause}.`
      : item.lead
        ? `${item.lead}, I ${item.clause}.`
        : `I ${item.clause}.`;
    return { text, sourceIds: item.sourceIds };
  });
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
  const years = yearsOfExperience(resume, today);
  // The fit check's rule: where the dashboard warned of a poor fit, the letter claims none.
  const lowFit = isLowFit(matchKeywords(resume, keywords, { today }));

  // Opening: the role and company, then one grounded line of fit.
  const opening: Part = {
    core: [
      {
        text: `I am writing to apply for ${jobTitle ? `the ${jobTitle} position` : company ? 'the open position' : 'this position'}${company ? ` at ${company}` : ''}.`,
        sourceIds: [JOB_SOURCE_ID],
      },
    ],
    extra: [],
  };
  const role = [myTitle ? `as ${article(myTitle)} ${myTitle}` : '', employer ? `at ${employer}` : '']
    .filter(Boolean)
    .join(' ');
  if (latest && years) {
    opening.core.push({
      text: `I bring ${yearsText(years)} of experience${role ? `, most recently ${role}${since(latest)}` : ''}.`,
      sourceIds: [...new Set([latest.id, ...resume.work.filter((w) => w.start?.iso).map((w) => w.id)])],
    });
  } else if (latest && role) {
    opening.core.push({
      text: latest.current ? `I currently work ${role}.` : `Most recently, I worked ${role}.`,
      sourceIds: [latest.id],
    });
  }
  // A resume far from the posting says so instead of pretending to a fit it does not show.
  if (lowFit && myTitle && latest) {
    // The sentence before may already have named the role; a letter that says it twice reads as padding.
    const roleSaid = opening.core.some((sentence) =>
      sentence.text.includes(`as ${article(myTitle)} ${myTitle}`),
    );
    opening.core.push({
      text: roleSaid
        ? 'My experience so far has been in other work, and I would bring what I learned there to this role.'
        : `My experience so far has been as ${article(myTitle)} ${myTitle}, and I would bring what I learned there to this role.`,
      sourceIds: [latest.id, JOB_SOURCE_ID],
    });
  }
  // What the person does now, from a current role's line written in the present ('Implementing …').
  // The achievements are chosen first, so the present-tense line is not one of them told twice.
  const chosen = rankAchievements(achievements(resume, keywords, latest?.id)).slice(0, LETTER_ACHIEVEMENTS);
  const achievementBullets = new Set(chosen.map((item) => item.sourceIds[0]));
  const now = latest?.current && employer ? currentWork(latest, keywords, achievementBullets) : undefined;
  if (now && latest)
    opening.extra.push({
      text: `There, my current work includes ${now.clause}.`,
      sourceIds: [now.bulletId, latest.id],
    });
  // The earlier roles, newest first, each with the years it lasted when its dates tell.
  const earlier = resume.work
    .filter((w) => w !== latest)
    .sort((a, b) => (b.start?.iso ?? '').localeCompare(a.start?.iso ?? ''));
  const previous = earlier[0];
  // A role still held beside the latest one is told in the present; the ended ones follow, newest first.
  let ended = 0;
  for (const w of earlier.slice(0, 3)) {
    const title = usableTitle(w.position);
    const name = usableEmployer(w.company);
    if (!title || !name || (latest && !role)) continue;
    if (w.current) {
      opening.extra.push({
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
    opening.extra.push({ text, sourceIds: [w.id] });
  }

  // Achievements: exactly two, the most relevant to the job, each with the posting's skills it drew on.
  const told = achievementSentences(chosen);
  // An employer's name is never a skill of the person ('Facebook' in 'the Facebook web application').
  const employerNames = [...resume.work.map((w) => w.company ?? ''), ...resume.projects.map((p) => p.name)];
  const named = new Set<string>();
  const follows = chosen.map((item): WrittenText | undefined => {
    const used = skillsUsedIn([{ id: item.sourceIds[0]!, text: item.bullet }], keywords, {
      // What the achievement sentence already says, or a follow-up before it, is not said again.
      exclude: [...employerNames, ...named, ...findSkills(item.line).map((hit) => hit.surface)],
    });
    if (used.names.length === 0) return undefined;
    for (const n of used.names) named.add(n);
    const posting = used.allJob
      ? `, ${used.names.length > 1 ? 'each named in your posting' : 'which your posting names'}`
      : '';
    return {
      text: `That work drew on ${joinList(used.names)}${posting}.`,
      sourceIds: [...used.bulletIds, JOB_SOURCE_ID],
    };
  });
  const followCount = follows.filter(Boolean).length;
  /** The achievements, each followed by the posting's skills it drew on while `budget` lasts. */
  const toldSentences = (budget: number): WrittenText[] => {
    let left = budget;
    return told.flatMap((sentence, i) => {
      const follow = follows[i];
      if (!follow || left <= 0) return [sentence];
      left -= 1;
      return [sentence, follow];
    });
  };

  // Skills: only what the resume lists or shows, the ones the job asks for first.
  const skills: Part = { core: [], extra: [] };
  const ranked = rankedResumeSkills(resume, keywords);
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
  // Not one the achievements or their follow-ups already named.
  const toldText = [...told, ...follows.filter((f): f is WrittenText => !!f)]
    .map((sentence) => sentence.text.toLowerCase())
    .join(' ');
  const others = ranked
    .filter((s) => s.weight === 0 && s.known && !toldText.includes(s.skill.toLowerCase()))
    .slice(0, 4);
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
  const namedSkills = new Set(
    [...wanted.map((s) => s.skill), ...others.map((s) => s.skill), ...named, ...toldSkills].map((n) =>
      n.toLowerCase(),
    ),
  );
  // Where the skills were used: the skills each of the latest roles' bullets name, the job's first, each named once.
  const roles = [latest, ...earlier.slice(0, 3)].filter(
    (w): w is WorkEntry => !!w && !!usableEmployer(w.company),
  );
  for (const roleEntry of roles) {
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
  const required = lowFit
    ? []
    : matchKeywords(resume, keywords)
        .matches.filter(
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
  const shown = matchKeywords(resume, keywords)
    .matches.filter(
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
  // Education, certifications and a project: said after the skills, in the same paragraph.
  const background: Part = { core: [], extra: [] };
  const degreeText = (school: ResumeDocument['education'][number]) => {
    const institution = usableName(school.institution);
    if (!institution) return undefined;
    const degree = usableDegree(school.studyType);
    // A field of study read with its preposition ('in Computer Science') loses it.
    const area = usableName(school.area?.replace(/^\s*in\s+/i, ''));
    if (degree)
      return `${article(degree)} ${degree}${area && !degree.toLowerCase().includes(area.toLowerCase()) ? ` in ${area}` : ''} from ${institution}`;
    return undefined;
  };
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
  background.extra.push(...otherFacts(resume, new Set(chosen.map((c) => c.entryId))));
  const project = resume.projects.find((p) => projectName(p.name));
  if (project && !chosen.some((c) => c.entryId === project.id)) {
    const used = skillsUsedIn(project.highlights, keywords, { exclude: [...namedSkills, ...employerNames] });
    const what = projectWhat(project.highlights);
    background.extra.push({
      text: `Outside my main roles, I worked on ${projectName(project.name)}${what ? `, ${what.phrase}` : used.names.length ? `, which drew on ${joinList(used.names)}` : ''}.`,
      sourceIds: [project.id, ...(what ? [what.bulletId] : used.bulletIds)],
    });
  }

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
  const closing: Part = {
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

  /**
   * The letter with the first `extras` optional sentences in: every sentence is a fact of the resume, so
   * they are added only to reach the length and dropped (last first) to stay under it.
   */
  const optional =
    followCount + opening.extra.length + skills.extra.length + background.extra.length + closing.extra.length;
  const build = (extras: number) => {
    let budget = extras;
    const take = (part: Part) => {
      const n = Math.min(budget, part.extra.length);
      budget -= n;
      return part.extra.slice(0, n);
    };
    const toldCount = Math.min(budget, followCount);
    budget -= toldCount;
    const openingExtra = take(opening);
    const skillsExtra = take(skills);
    const backgroundExtra = take(background);
    const closingExtra = take(closing);
    const groups = [
      [...opening.core, ...openingExtra],
      toldSentences(toldCount),
      [...skills.core, ...skillsExtra, ...background.core, ...backgroundExtra],
      [closing.core[0]!, ...closingExtra, ...closing.core.slice(1)],
    ]
      .map((g) => dropUnprintable(g))
      .filter((g) => g.length);
    const paragraphs = groups.map((g) => g.map((s) => s.text).join(' '));
    return { groups, paragraphs, words: paragraphs.reduce((sum, p) => sum + countWords(p), 0) };
  };
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
