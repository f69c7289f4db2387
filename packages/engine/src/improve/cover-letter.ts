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

/** The job's skills that a role's bullets name, as the person wrote them (up to four). */
function skillsUsedIn(bullets: Bullet[], keywords: JobKeyword[]) {
  const names: string[] = [];
  const bulletIds = new Set<string>();
  for (const bullet of bullets) {
    for (const hit of findSkills(bullet.text)) {
      const name = usableName(hit.surface);
      if (!name || names.length >= 4 || hit.entry.type === 'soft') continue;
      if (names.some((n) => n.toLowerCase() === name.toLowerCase())) continue;
      if (!keywordsIn(name, keywords).length) continue;
      names.push(name);
      bulletIds.add(bullet.id);
    }
  }
  return { names, bulletIds: [...bulletIds] };
}

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

/**
 * A cover letter of 250–400 words where the resume has the facts for it (shorter, never padded,
 * where it does not): an opening naming the role and company with one grounded line of fit, the
 * achievements most relevant to the job as first-person sentences, the listed skills the job asks
 * for, and a closing. Each sentence records its sources; a sentence whose fact is missing or
 * unusable is left out rather than printed with a gap.
 */
export function writeCoverLetter(
  resume: ResumeDocument,
  job: JobInput,
  options: CoverLetterOptions = {},
): CoverLetterDraft {
  const keywords: JobKeyword[] =
    job.keywords ?? extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
  const jobTitle = jobField(job.title);
  const company = jobField(job.company);
  const latest = latestRole(resume);
  const myTitle = usableTitle(latest?.position);
  const employer = usableEmployer(latest?.company);
  const years = yearsOfExperience(resume, options.today);

  // Opening: the role and company, then one grounded line of fit.
  const opening: WrittenText[] = [
    {
      text: `I am writing to apply for ${jobTitle ? `the ${jobTitle} position` : company ? 'the open position' : 'this position'}${company ? ` at ${company}` : ''}.`,
      sourceIds: [JOB_SOURCE_ID],
    },
  ];
  const role = [myTitle ? `as ${article(myTitle)} ${myTitle}` : '', employer ? `at ${employer}` : '']
    .filter(Boolean)
    .join(' ');
  if (latest && years) {
    opening.push({
      text: `I bring ${yearsText(years)} of experience${role ? `, most recently ${role}` : ''}.`,
      sourceIds: [...new Set([latest.id, ...resume.work.filter((w) => w.start?.iso).map((w) => w.id)])],
    });
  } else if (latest && role) {
    opening.push({
      text: latest.current ? `I currently work ${role}.` : `Most recently, I worked ${role}.`,
      sourceIds: [latest.id],
    });
  }
  const previous = resume.work
    .filter((w) => w !== latest)
    .sort((a, b) => (b.start?.iso ?? '').localeCompare(a.start?.iso ?? ''))[0];
  const previousTitle = usableTitle(previous?.position);
  const previousEmployer = usableEmployer(previous?.company);
  if (previous && previousTitle && previousEmployer && (latest ? role : true)) {
    opening.push({
      text: `Before that, I worked as ${article(previousTitle)} ${previousTitle} at ${previousEmployer}.`,
      sourceIds: [previous.id],
    });
  }

  // Skills: only what the resume lists or shows, the ones the job asks for first.
  const skills: WrittenText[] = [];
  const ranked = rankedResumeSkills(resume, keywords);
  const wanted = ranked.filter((s) => s.weight > 0).slice(0, 5);
  if (wanted.length) {
    skills.push({
      text: `I have worked with ${joinList(wanted.map((s) => s.skill))}, ${wanted.length > 1 ? 'each named in your posting' : 'which your posting names'}.`,
      sourceIds: [...new Set(wanted.map((s) => s.id)), JOB_SOURCE_ID],
    });
  } else if (ranked.length) {
    const listed = ranked.slice(0, 4);
    skills.push({
      text: `My skills include ${joinList(listed.map((s) => s.skill))}.`,
      sourceIds: [...new Set(listed.map((s) => s.id))],
    });
  }
  const named = new Set(wanted.map((s) => s.skill.toLowerCase()));
  // Where the skills were used: the job's skills that each of the two latest roles' bullets name.
  const roles = [latest, previous].filter((w): w is WorkEntry => !!w && !!usableEmployer(w.company));
  for (const roleEntry of roles) {
    const used = skillsUsedIn(roleEntry.highlights, keywords);
    if (used.names.length >= 2) {
      for (const n of used.names) named.add(n.toLowerCase());
      skills.push({
        text: `My work at ${usableEmployer(roleEntry.company)} drew on ${joinList(used.names)}.`,
        sourceIds: [...used.bulletIds, roleEntry.id, JOB_SOURCE_ID],
      });
    }
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
      if (named.has(key)) return false;
      named.add(key);
      return true;
    })
    .slice(0, 3);
  if (shown.length) {
    skills.push({
      text: `My work has also involved ${joinList(shown.map((m) => m.phrase!))}.`,
      sourceIds: [...new Set(shown.map((m) => m.targetId!)), JOB_SOURCE_ID],
    });
  }
  const school = resume.education.find((e) => usableName(e.institution));
  if (school) {
    const institution = usableName(school.institution)!;
    const degree = usableDegree(school.studyType);
    // A field of study read with its preposition ('in Computer Science') loses it.
    const area = usableName(school.area?.replace(/^\s*in\s+/i, ''));
    const text = degree
      ? `I hold ${article(degree)} ${degree}${area && !degree.toLowerCase().includes(area.toLowerCase()) ? ` in ${area}` : ''} from ${institution}.`
      : area
        ? `I studied ${area} at ${institution}.`
        : undefined;
    if (text) skills.push({ text, sourceIds: [school.id] });
  }
  const certs = resume.certificates
    .map((c) => usableName(c.name))
    .filter((c): c is string => !!c)
    .slice(0, 3);
  if (certs.length) {
    skills.push({
      text: `I also hold ${certs.length > 1 ? 'these certifications' : 'this certification'}: ${joinList(certs)}.`,
      sourceIds: resume.certificates.filter((c) => certs.includes(usableName(c.name) ?? '')).map((c) => c.id),
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
  const closing: WrittenText[] = [
    {
      text: `I would welcome the chance to discuss how my experience${myTitle ? ` as ${article(myTitle)} ${myTitle}` : ''} could help ${company ?? 'your team'}.`,
      sourceIds: [JOB_SOURCE_ID, ...(myTitle && latest ? [latest.id] : [])],
    },
    ...(employers.length
      ? [
          {
            text: `My resume gives more detail on my work at ${joinList(employers.map((e) => e.name))}.`,
            sourceIds: employers.map((e) => e.id),
          },
        ]
      : []),
    { text: 'Thank you for your time and consideration.', sourceIds: [JOB_SOURCE_ID] },
  ];

  const evidenceOrder = rankAchievements(achievements(resume, keywords, latest?.id));
  const projectUsed = (chosen: Achievement[]) => chosen.some((c) => c.entryId.startsWith('P'));
  const project = resume.projects.find((p) => projectName(p.name));
  const build = (count: number) => {
    const chosen = evidenceOrder.slice(0, count);
    const extra: WrittenText[] =
      project && !projectUsed(chosen)
        ? [
            {
              text: `Outside my main roles, I worked on ${projectName(project.name)}.`,
              sourceIds: [project.id],
            },
          ]
        : [];
    const groups = [opening, achievementSentences(chosen), [...skills, ...extra], closing]
      .map((g) => dropUnprintable(g))
      .filter((g) => g.length);
    const paragraphs = groups.map((g) => g.map((s) => s.text).join(' '));
    return { groups, paragraphs, words: paragraphs.reduce((sum, p) => sum + countWords(p), 0) };
  };
  let count = Math.min(2, evidenceOrder.length);
  let letter = build(count);
  while (letter.words < MIN_WORDS && count < Math.min(8, evidenceOrder.length)) letter = build(++count);
  while (letter.words > MAX_WORDS && count > 1) letter = build(--count);

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
