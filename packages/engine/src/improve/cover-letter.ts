import { extractJobKeywords, type JobKeyword } from '../analyze/job-keywords.ts';
import { ACTION_VERBS } from '../analyze/lexicon.ts';
import { matchKeywords } from '../analyze/match.ts';
import { tokenize } from '../analyze/normalize.ts';
import type { ResumeDocument } from '../model/resume-document.ts';
import { boostBullet } from './bullets.ts';
import { bulletRelevance } from './relevance.ts';
import {
  endSentence,
  joinList,
  latestRole,
  lowerFirstVerb,
  rankedResumeSkills,
  type WrittenText,
} from './summary.ts';
import type { JobInput } from './tailor.ts';
import { type Fabrication, factTexts, verifyText } from './verify.ts';

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

const countWords = (paragraphs: string[]) =>
  paragraphs.reduce((sum, p) => sum + tokenize(p).filter((t) => /[A-Za-z0-9]/.test(t.text)).length, 0);

/** 'Reduced latency by 40%' → 'I reduced latency by 40%'; a bullet that does not open with a verb is quoted as an example. */
const AGAIN = ['I also', 'In the same role, I', 'Alongside that, I'] as const;

function firstPerson(text: string, company: string, again: number): string {
  const first = (text.split(/\s+/)[0] ?? '').toLowerCase();
  if (ACTION_VERBS.has(first) || (/ed$/.test(first) && first.length > 3)) {
    const lead = again > 0 ? AGAIN[(again - 1) % AGAIN.length] : `At ${company}, I`;
    return endSentence(`${lead} ${lowerFirstVerb(text)}`);
  }
  return endSentence(
    `${again > 0 ? 'Another' : 'One'} example from ${company}: ${text.replace(/[.;]$/, '')}`,
  );
}

/**
 * A cover letter of about 250–400 words in four paragraphs, built only from the resume's facts, the
 * job title, the company and the job's top keywords. Each sentence records its sources; a fact the
 * resume lacks becomes a placeholder such as [Company].
 */
export function writeCoverLetter(resume: ResumeDocument, job: JobInput): CoverLetterDraft {
  const keywords: JobKeyword[] =
    job.keywords ?? extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
  const title = job.title.trim() || '[Job Title]';
  const company = job.company.trim() || '[Company]';
  const match = matchKeywords(resume, keywords);
  const matched = match.matches.filter((m) => m.status !== 'missing');
  const latest = latestRole(resume);

  // Opening.
  const opening: WrittenText[] = [
    { text: `I am writing to apply for the ${title} position at ${company}.`, sourceIds: [JOB_SOURCE_ID] },
  ];
  if (latest) {
    opening.push({
      text: latest.current
        ? `I currently work as a ${latest.position} at ${latest.company}.`
        : `Most recently, I worked as a ${latest.position} at ${latest.company}.`,
      sourceIds: [latest.id],
    });
    const previous = resume.work.find((w) => w.id !== latest.id);
    if (previous) {
      opening.push({
        text: `Before that, I worked as a ${previous.position} at ${previous.company}.`,
        sourceIds: [previous.id],
      });
    }
  } else {
    // A placeholder sentence states nothing; it answers to the application itself.
    opening.push({
      text: 'I bring [your most relevant experience in one line].',
      sourceIds: [JOB_SOURCE_ID],
    });
  }
  // Quote one short line of the ad about its most important skill: shows the letter was written for this job.
  const quoted = keywords
    .filter((k) => k.kind !== 'title' && k.kind !== 'soft' && k.block === 'responsibilities')
    .map((k) =>
      k.evidence
        .replace(/^[-•*\s]+/, '')
        .replace(/[.;:]$/, '')
        .trim(),
    )
    .find((line) => line.split(/\s+/).length >= 4 && line.split(/\s+/).length <= 22);
  if (quoted) {
    opening.push({
      text: `Your posting asks for someone to "${quoted}", and that is the kind of work I want to keep doing.`,
      sourceIds: [JOB_SOURCE_ID],
    });
  }
  const hookTerms = matched
    .filter((m) => m.keyword.kind !== 'title' && m.keyword.kind !== 'education')
    .slice(0, 3);
  if (hookTerms.length) {
    opening.push({
      text: `Your focus on ${joinList(hookTerms.map((m) => m.keyword.term))} matches work I have already done.`,
      sourceIds: [
        JOB_SOURCE_ID,
        ...new Set(hookTerms.map((m) => m.targetId).filter((id): id is string => !!id)),
      ],
    });
  } else {
    // Title and degree labels are ours, not the ad's words; the hook names only what the ad says.
    const top = keywords.filter((k) => k.kind !== 'title' && k.kind !== 'education').slice(0, 3);
    if (top.length)
      opening.push({
        text: `Your focus on ${joinList(top.map((k) => k.term))} is what drew me to this role.`,
        sourceIds: [JOB_SOURCE_ID],
      });
  }

  // Evidence: the most relevant bullets, one per role first, then more from the same roles.
  const candidates = [...resume.work, ...resume.projects, ...resume.volunteer].flatMap((entry) =>
    entry.highlights.map((h, index) => ({
      entry,
      bullet: h,
      owner: 'company' in entry ? entry.company : 'organization' in entry ? entry.organization : entry.name,
      score: bulletRelevance(h.text, keywords) - index * 0.01,
    })),
  );
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const firstPerEntry = ranked.filter((c, i) => ranked.findIndex((d) => d.entry.id === c.entry.id) === i);
  const evidenceOrder = [...firstPerEntry, ...ranked.filter((c) => !firstPerEntry.includes(c))];

  const skillsUsed = matched
    .filter((m) => (m.keyword.kind === 'hard' || m.keyword.kind === 'tool') && m.phrase)
    .slice(0, 5);
  const skills: WrittenText[] = [];
  if (skillsUsed.length) {
    skills.push({
      text: `I have worked with ${joinList([...new Set(skillsUsed.map((m) => m.phrase!))])}, which your team uses.`,
      sourceIds: [
        ...new Set(skillsUsed.map((m) => m.targetId).filter((id): id is string => !!id)),
        JOB_SOURCE_ID,
      ],
    });
  } else {
    const listed = rankedResumeSkills(resume, keywords).slice(0, 5);
    if (listed.length)
      skills.push({
        text: `My skills include ${joinList(listed.map((s) => s.skill))}.`,
        sourceIds: [...new Set(listed.map((s) => s.id))],
      });
  }
  const school = resume.education[0];
  if (school) {
    const text = school.studyType
      ? `I hold a ${school.studyType}${school.area ? ` in ${school.area}` : ''} from ${school.institution}.`
      : school.area
        ? `I studied ${school.area} at ${school.institution}.`
        : `I studied at ${school.institution}.`;
    skills.push({ text, sourceIds: [school.id] });
  }
  const project = resume.projects[0];
  if (project) {
    const about = project.description?.trim().replace(/[.;]$/, '');
    skills.push({
      text: endSentence(
        `Outside my main roles, I worked on ${project.name}${about ? `: ${about.charAt(0).toLowerCase()}${about.slice(1)}` : ''}`,
      ),
      sourceIds: [project.id],
    });
  }
  if (resume.certificates.length) {
    const certs = resume.certificates.slice(0, 3);
    skills.push({
      text: `I also hold ${certs.length > 1 ? 'these certifications' : 'this certification'}: ${joinList(certs.map((c) => c.name))}.`,
      sourceIds: certs.map((c) => c.id),
    });
  }
  const missing = match.matches
    .filter(
      (m) =>
        m.status === 'missing' &&
        m.keyword.required &&
        (m.keyword.kind === 'hard' || m.keyword.kind === 'tool'),
    )
    .slice(0, 2);
  if (missing.length) {
    skills.push({
      text: `Where your list goes beyond what I have used so far, such as ${joinList(missing.map((m) => m.keyword.term))}, I am ready to learn quickly.`,
      sourceIds: [JOB_SOURCE_ID],
    });
  }

  const topWanted = keywords.find((k) => k.kind === 'hard' || k.kind === 'tool');
  const closing: WrittenText[] = [
    {
      text: `I would welcome the chance to discuss how my experience${latest ? ` at ${latest.company}` : ''} could help ${company}${topWanted ? ` with its work on ${topWanted.term}` : ''}.`,
      sourceIds: [JOB_SOURCE_ID, ...(latest ? [latest.id] : [])],
    },
    ...(resume.work.length > 1
      ? [
          {
            text: `My resume gives more detail on my work at ${joinList([...new Set(resume.work.map((w) => w.company))].slice(0, 3))}.`,
            sourceIds: resume.work.slice(0, 3).map((w) => w.id),
          },
        ]
      : []),
    { text: 'Thank you for your time and consideration.', sourceIds: [JOB_SOURCE_ID] },
  ];

  const build = (count: number) => {
    const evidence: WrittenText[] = [];
    // Sentences about one role stay together so 'I also' always refers to the role just named.
    const chosen = evidenceOrder.slice(0, count);
    const entryOrder = [...new Set(chosen.map((c) => c.entry.id))];
    const grouped = entryOrder.flatMap((id) => chosen.filter((c) => c.entry.id === id));
    let again = 0;
    grouped.forEach((item, i) => {
      const boosted = boostBullet(item.bullet.text, { placeholder: false }).text;
      again = i > 0 && grouped[i - 1]!.entry.id === item.entry.id ? again + 1 : 0;
      evidence.push({
        text: firstPerson(boosted, item.owner, again),
        sourceIds: [item.bullet.id, item.entry.id],
      });
    });
    if (evidence.length === 0) {
      evidence.push({
        text: 'In my recent work, I [describe a result that matters for this role, with a figure].',
        sourceIds: [JOB_SOURCE_ID],
      });
    } else {
      evidence.unshift({
        text: `Here are a few examples of the work I would bring to ${company}.`,
        sourceIds: [JOB_SOURCE_ID],
      });
    }
    const groups = [opening, evidence, skills, closing].filter((g) => g.length);
    return { groups, paragraphs: groups.map((g) => g.map((s) => s.text).join(' ')) };
  };
  let count = Math.min(3, evidenceOrder.length);
  let letter = build(count);
  while (countWords(letter.paragraphs) < MIN_WORDS && count < Math.min(8, evidenceOrder.length))
    letter = build(++count);
  while (countWords(letter.paragraphs) > MAX_WORDS && count > 1) letter = build(--count);

  const { basics } = resume;
  return {
    salutation: 'Dear Hiring Manager,',
    paragraphs: letter.paragraphs,
    closing: 'Sincerely,',
    signature: basics.name.trim() || '[Your Name]',
    sentences: letter.groups.flat(),
    jobTitle: title,
    company,
    candidate: {
      name: basics.name.trim() || '[Your Name]',
      email: basics.email ?? '',
      phone: basics.phone ?? '',
      ...(basics.location?.text ? { location: basics.location.text } : {}),
    },
    wordCount: countWords(letter.paragraphs),
  };
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
