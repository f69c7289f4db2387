import { extractJobKeywords, type JobKeyword } from '../analyze/job-keywords.ts';
import { type ResumeDocument, SECTION_KEYS, type SectionKey } from '../model/resume-document.ts';
import { boostBullet } from './bullets.ts';
import { bulletRelevance, keywordsIn } from './relevance.ts';
import { writeSummary } from './summary.ts';
import { type Fabrication, verifyDocument } from './verify.ts';

export interface JobInput {
  title: string;
  company: string;
  description: string;
  /** Keywords already extracted (e.g. edited by the user); extracted from the description otherwise. */
  keywords?: JobKeyword[];
}

export type ChangeKind =
  | 'summary'
  | 'bullet'
  | 'bullet-order'
  | 'skills-order'
  | 'section-order'
  | 'skills-added'
  | 'heading';

/** One change a writer made, for the UI's 'what changed' list. */
export interface Change {
  kind: ChangeKind;
  /** The fact changed: 'S', 'W1.B2', 'W1' (its bullet order), 'K1', or 'sections'. */
  targetId: string;
  before: string;
  after: string;
  reason: string;
}

export interface TailorResult {
  document: ResumeDocument;
  changes: Change[];
  keywords: JobKeyword[];
  /** What the verifier found in the result; empty for the built-in writer. */
  fabrications: Fabrication[];
}

/** The section order ATS parsers and recruiters expect (SPEC's builder default, then the rest). */
export const STANDARD_SECTION_ORDER: SectionKey[] = [...SECTION_KEYS];

/** Custom section titles and the standard heading each is better known by. */
const STANDARD_HEADINGS: [RegExp, string][] = [
  [/^(key |notable |career )?(achievements|accomplishments|highlights)$/i, 'Achievements'],
  [
    /^(professional |licen[cs]es (and|&) )?(certifications?|certificates|credentials|licen[cs]es)$/i,
    'Certifications',
  ],
  [/^(relevant |professional )?(training|courses|coursework|professional development)$/i, 'Training'],
  [/^(honou?rs|awards (and|&) honou?rs|honou?rs (and|&) awards|recognition)$/i, 'Awards'],
  [/^(interests|hobbies|hobbies (and|&) interests|personal interests)$/i, 'Interests'],
  [/^(extra[- ]?curricular activities|activities|leadership (and|&) activities)$/i, 'Activities'],
  [/^(publications|papers|research papers)$/i, 'Publications'],
  [/^(languages?( known)?|language skills)$/i, 'Languages'],
  [/^(volunteer(ing)?|community service|volunteer work)$/i, 'Volunteer Experience'],
];

export function standardHeading(title: string): string | undefined {
  const clean = title.trim().replace(/[:\s]+$/, '');
  return STANDARD_HEADINGS.find(([pattern]) => pattern.test(clean))?.[1];
}

function hasContent(doc: ResumeDocument, key: SectionKey): boolean {
  if (key === 'summary') return !!doc.summary?.text.trim();
  return doc[key].length > 0;
}

/**
 * Tailors a resume to a job without adding facts: a summary aimed at the role, stronger bullets
 * (same facts, placeholders for missing figures) ordered by relevance, skills ordered by the job's
 * weights, and the standard section order. Every change is listed; the result is verified and any
 * change the verifier rejects is undone.
 */
export function tailor(resume: ResumeDocument, job: JobInput): TailorResult {
  const keywords =
    job.keywords ?? extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
  const doc: ResumeDocument = structuredClone(resume);
  const changes: Change[] = [];

  const summary = writeSummary(resume, { targetTitle: job.title, keywords });
  if (summary.text && summary.text !== resume.summary?.text) {
    doc.summary = {
      id: 'S',
      text: summary.text,
      ...(resume.summary?.source ? { source: resume.summary.source } : {}),
    };
    changes.push({
      kind: 'summary',
      targetId: 'S',
      before: resume.summary?.text ?? '',
      after: summary.text,
      reason: `summary written from your resume for the ${job.title} role`,
    });
  }

  for (const entry of [...doc.work, ...doc.projects, ...doc.volunteer]) {
    for (const bullet of entry.highlights) {
      const boosted = boostBullet(bullet.text);
      if (!boosted.changed) continue;
      changes.push({
        kind: 'bullet',
        targetId: bullet.id,
        before: bullet.text,
        after: boosted.text,
        reason: boosted.reason,
      });
      bullet.text = boosted.text;
    }
    const scored = entry.highlights.map((bullet, index) => ({
      bullet,
      index,
      score: bulletRelevance(bullet.text, keywords),
    }));
    const sorted = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
    if (sorted.some((item, i) => item.index !== i)) {
      changes.push({
        kind: 'bullet-order',
        targetId: entry.id,
        before: entry.highlights.map((b) => b.id).join(', '),
        after: sorted.map((s) => s.bullet.id).join(', '),
        reason: 'bullets that match the job moved up',
      });
      entry.highlights = sorted.map((s) => s.bullet);
    }
  }

  const skillWeights = new Map<string, number>();
  const weightOf = (skill: string) => {
    let weight = skillWeights.get(skill);
    if (weight === undefined) {
      weight = keywordsIn(skill, keywords).reduce((max, k) => Math.max(max, k.weight), 0);
      skillWeights.set(skill, weight);
    }
    return weight;
  };
  for (const group of doc.skills) {
    const ordered = group.keywords
      .map((skill, index) => ({ skill, index, weight: weightOf(skill) }))
      .sort((a, b) => b.weight - a.weight || a.index - b.index)
      .map((s) => s.skill);
    if (ordered.join('\u0000') !== group.keywords.join('\u0000')) {
      changes.push({
        kind: 'skills-order',
        targetId: group.id,
        before: group.keywords.join(', '),
        after: ordered.join(', '),
        reason: 'skills the job asks for listed first',
      });
      group.keywords = ordered;
    }
  }
  const groupWeight = (keywordsList: string[]) => keywordsList.reduce((sum, s) => sum + weightOf(s), 0);
  const groups = doc.skills.map((g, index) => ({ g, index, weight: groupWeight(g.keywords) }));
  const sortedGroups = [...groups].sort((a, b) => b.weight - a.weight || a.index - b.index);
  if (sortedGroups.some((item, i) => item.index !== i)) {
    changes.push({
      kind: 'skills-order',
      targetId: 'skills',
      before: doc.skills.map((g) => g.name || g.id).join(', '),
      after: sortedGroups.map((s) => s.g.name || s.g.id).join(', '),
      reason: 'skill groups that match the job listed first',
    });
    doc.skills = sortedGroups.map((s) => s.g);
  }

  for (const section of doc.custom) {
    const standard = standardHeading(section.title);
    if (standard && standard !== section.title.trim()) {
      changes.push({
        kind: 'heading',
        targetId: section.id,
        before: section.title,
        after: standard,
        reason: 'standard heading that applicant tracking systems recognise',
      });
      section.title = standard;
    }
  }

  const order = STANDARD_SECTION_ORDER.filter(
    (key) => resume.sectionOrder.includes(key) || hasContent(doc, key),
  ).filter((key) => hasContent(doc, key));
  if (order.join() !== resume.sectionOrder.join()) {
    changes.push({
      kind: 'section-order',
      targetId: 'sections',
      before: resume.sectionOrder.join(', '),
      after: order.join(', '),
      reason: 'standard section order that applicant tracking systems read reliably',
    });
    doc.sectionOrder = order;
  }

  // Safety net: undo any change the verifier does not accept.
  const context = [job.title, job.company].filter(Boolean);
  let fabrications = verifyDocument(resume, doc, { context });
  if (fabrications.length) {
    const rejected = new Set(fabrications.map((f) => f.targetId));
    for (const change of changes.filter((c) => rejected.has(c.targetId))) {
      if (change.kind === 'summary') {
        if (resume.summary) doc.summary = structuredClone(resume.summary);
        else delete doc.summary;
      }
      if (change.kind === 'bullet') {
        for (const entry of [...doc.work, ...doc.projects, ...doc.volunteer]) {
          const bullet = entry.highlights.find((b) => b.id === change.targetId);
          if (bullet) bullet.text = change.before;
        }
      }
    }
    const kept = changes.filter(
      (c) => !(rejected.has(c.targetId) && (c.kind === 'summary' || c.kind === 'bullet')),
    );
    changes.splice(0, changes.length, ...kept);
    if (!hasContent(doc, 'summary')) doc.sectionOrder = doc.sectionOrder.filter((k) => k !== 'summary');
    fabrications = verifyDocument(resume, doc, { context });
  }
  return { document: doc, changes, keywords, fabrications };
}
