import { extractJobKeywords, type JobKeyword } from '../analyze/job-keywords.ts';
import { matchKeywords } from '../analyze/match.ts';
import { termKey } from '../analyze/normalize.ts';
import { lookupSkill, type SkillType } from '../analyze/skills-dictionary.ts';
import { type Bullet, type ResumeDocument, SECTION_KEYS, type SectionKey } from '../model/resume-document.ts';
import { boostBullet } from './bullets.ts';
import { usableName } from './grounded-facts.ts';
import { listPlaceholders } from './placeholders.ts';
import { bulletRelevance, keywordsIn } from './relevance.ts';
import { joinList, LEVEL_QUALIFIED, writeSummary } from './summary.ts';
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
  /** The rule applied, e.g. 'weak-opener', 'relevance-order', 'summary-from-facts', 'skill-from-evidence'. */
  rule?: string;
  /** The job keywords the change serves, as the job writes them. */
  keywords?: string[];
  /** The resume facts the change rests on (fact ids). */
  sourceIds?: string[];
}

/**
 * A proposal kept beside the document, never in it: a rewrite with placeholders such as `[X%]` for a
 * figure only the person knows. A later step lets them fill it in and apply it.
 */
export interface TailorSuggestion {
  targetId: string;
  /** The proposed text, placeholders included. */
  text: string;
  reason: string;
  placeholders: string[];
}

export interface TailorResult {
  document: ResumeDocument;
  changes: Change[];
  keywords: JobKeyword[];
  /** What the verifier found in the result; empty for the built-in writer. */
  fabrications: Fabrication[];
  /** Rewrites that need a figure from the person (placeholders); not applied to the document. */
  suggestions?: TailorSuggestion[];
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
  // The parser files lines it could not place under 'Other'; as a printed heading that reads like a
  // leftover, so its lines (all kept) go under a heading a reader expects at the end of a resume.
  [/^other$/i, 'Additional Information'],
];

export function standardHeading(title: string): string | undefined {
  const clean = title.trim().replace(/[:\s]+$/, '');
  return STANDARD_HEADINGS.find(([pattern]) => pattern.test(clean))?.[1];
}

function hasContent(doc: ResumeDocument, key: SectionKey): boolean {
  if (key === 'summary') return !!doc.summary?.text.trim();
  return doc[key].length > 0;
}

export interface TailorOptions {
  /** The day years of experience are counted to, for a summary written from the dates (default: now). */
  today?: Date;
}

const ruleOf = (reason: string) => (/weak opener/.test(reason) ? 'weak-opener' : 'past-tense');

/**
 * Job keywords the resume shows in its own experience text but not in its skills list: each may be
 * listed as a skill, with the line that shows it as evidence. Only exact matches of known skills.
 */
function evidencedSkills(resume: ResumeDocument, keywords: JobKeyword[]) {
  const seen = new Set<string>();
  return matchKeywords(resume, keywords).matches.filter((m) => {
    if (m.status !== 'exact' || m.evidence !== 'experience' || !m.phrase || !m.targetId) return false;
    // Evidence is a line the person wrote about their work, not a location or an entry's header.
    if (!/^(S|[WPV]\d+\.B\d+)$/.test(m.targetId)) return false;
    if (m.keyword.kind !== 'hard' && m.keyword.kind !== 'tool') return false;
    const phrase = usableName(m.phrase);
    if (!phrase || !lookupSkill(phrase) || LEVEL_QUALIFIED.test(phrase)) return false;
    const key = termKey(phrase);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Top-level bullets, each with the sub-bullets under it; a sub-bullet with no bullet above it stands alone. */
function bulletGroups(bullets: Bullet[]): Bullet[][] {
  const groups: Bullet[][] = [];
  for (const bullet of bullets) {
    const last = groups.at(-1);
    if (bullet.level && last) last.push(bullet);
    else groups.push([bullet]);
  }
  return groups;
}

/**
 * Tailors a resume to a job without adding facts or dropping any: the person's own summary is kept
 * (one is written from their facts only when there is none), weak bullet openers become action verbs
 * (same facts), bullets are ordered by relevance within each role, skills the job asks for come
 * first (a job keyword is added to the skills only where the resume's own text shows it), and the
 * standard section order is used unless the person chose theirs (`sectionOrderChosen`). Every change
 * names its rule, the job keywords it serves and the facts it rests on. Rewrites that would need a figure are returned as suggestions beside the
 * document, never in it. The result is verified and any change the verifier rejects is undone.
 */
export function tailor(resume: ResumeDocument, job: JobInput, options: TailorOptions = {}): TailorResult {
  const keywords =
    job.keywords ?? extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
  const doc: ResumeDocument = structuredClone(resume);
  const changes: Change[] = [];
  const suggestions: TailorSuggestion[] = [];
  const terms = (text: string) => [...new Set(keywordsIn(text, keywords).map((k) => k.term))];

  if (!resume.summary?.text.trim()) {
    const summary = writeSummary(resume, {
      keywords,
      ...(options.today ? { today: options.today } : {}),
    });
    if (summary.text) {
      doc.summary = { id: 'S', text: summary.text };
      changes.push({
        kind: 'summary',
        targetId: 'S',
        before: '',
        after: summary.text,
        reason:
          'your resume had no summary; one was written from its facts (latest title, years from your dates, skills you list that the job asks for)',
        rule: 'summary-from-facts',
        keywords: terms(summary.text),
        sourceIds: summary.sourceIds,
      });
    }
  }

  for (const entry of [...doc.work, ...doc.projects, ...doc.volunteer]) {
    const current = 'current' in entry && entry.current === true;
    for (const bullet of entry.highlights) {
      const boosted = boostBullet(bullet.text, { placeholder: false, current });
      if (boosted.changed) {
        const served = terms(boosted.text);
        changes.push({
          kind: 'bullet',
          targetId: bullet.id,
          before: bullet.text,
          after: boosted.text,
          reason: served.length
            ? `${boosted.reason}; it shows ${joinList(served)}, which the job asks for`
            : boosted.reason,
          rule: ruleOf(boosted.reason),
          keywords: served,
          sourceIds: [bullet.id],
        });
      }
      const withFigure = boostBullet(bullet.text, { current });
      if (withFigure.changed && withFigure.placeholderAdded) {
        suggestions.push({
          targetId: bullet.id,
          text: withFigure.text,
          reason:
            'a figure would make this line stronger: replace the brackets with yours, or leave the line as it is',
          placeholders: listPlaceholders(withFigure.text),
        });
      }
      if (boosted.changed) bullet.text = boosted.text;
    }
    // A bullet moves with its sub-bullets: they are ranked as one group, by the whole group's text.
    const scored = bulletGroups(entry.highlights).map((group, index) => ({
      bullet: group[0] as Bullet,
      group,
      index,
      score: bulletRelevance(group.map((b) => b.text).join(' '), keywords),
    }));
    const sorted = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
    if (sorted.some((item, i) => item.index !== i)) {
      const moved = sorted.filter((s, i) => s.index !== i && s.score > 0);
      const order = sorted.flatMap((s) => s.group);
      changes.push({
        kind: 'bullet-order',
        targetId: entry.id,
        before: entry.highlights.map((b) => b.id).join(', '),
        after: order.map((b) => b.id).join(', '),
        reason: 'bullets that match the job moved up; none removed',
        rule: 'relevance-order',
        keywords: [...new Set(moved.flatMap((s) => terms(s.group.map((b) => b.text).join(' '))))],
        sourceIds: order.map((b) => b.id),
      });
      entry.highlights = order;
    }
  }

  for (const m of evidencedSkills(resume, keywords)) {
    const listed = new Set(doc.skills.flatMap((g) => g.keywords.map(termKey)));
    const phrase = usableName(m.phrase)!;
    if (listed.has(termKey(phrase))) continue;
    const group = skillGroupFor(doc, phrase);
    group.keywords.push(phrase);
    changes.push({
      kind: 'skills-added',
      targetId: group.id,
      before: '',
      after: phrase,
      reason: `the job asks for ${m.keyword.term}; your resume shows it in ${m.targetId} ("${m.phrase}")`,
      rule: 'skill-from-evidence',
      keywords: [m.keyword.term],
      sourceIds: [m.targetId!],
    });
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
        rule: 'job-order',
        keywords: [...new Set(ordered.flatMap(terms))].slice(0, 10),
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
      rule: 'job-order',
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
        rule: 'standard-heading',
      });
      section.title = standard;
    }
  }

  if (resume.sectionOrderChosen) {
    // An order the person chose is theirs: only sections with nothing in them are left out of it. A
    // summary written above opens it; that is the summary's change, not a reordering.
    const kept = resume.sectionOrder.filter((key) => hasContent(doc, key));
    if (kept.join() !== resume.sectionOrder.join()) {
      changes.push({
        kind: 'section-order',
        targetId: 'sections',
        before: resume.sectionOrder.join(', '),
        after: kept.join(', '),
        reason: 'sections with nothing in them left out; your order kept',
        rule: 'empty-sections',
      });
    }
    doc.sectionOrder = doc.summary && !kept.includes('summary') ? ['summary', ...kept] : kept;
  } else {
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
        rule: 'standard-order',
      });
      doc.sectionOrder = order;
    }
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
      if (change.kind === 'skills-added') {
        const group = doc.skills.find((g) => g.id === change.targetId);
        if (group) group.keywords = group.keywords.filter((k) => k !== change.after);
      }
    }
    doc.skills = doc.skills.filter((g) => g.keywords.length || resume.skills.some((s) => s.id === g.id));
    const undone = new Set<ChangeKind>(['summary', 'bullet', 'skills-added']);
    const kept = changes.filter((c) => !(rejected.has(c.targetId) && undone.has(c.kind)));
    for (const suggestion of suggestions.filter((s) => rejected.has(s.targetId)))
      suggestions.splice(suggestions.indexOf(suggestion), 1);
    changes.splice(0, changes.length, ...kept);
    if (!hasContent(doc, 'summary')) doc.sectionOrder = doc.sectionOrder.filter((k) => k !== 'summary');
    fabrications = verifyDocument(resume, doc, { context });
  }
  return { document: doc, changes, keywords, fabrications, suggestions };
}

/** Group names that say what kind of skill they hold, by the skills dictionary's types. */
const GROUP_NAME_OF_TYPE: Record<SkillType, RegExp> = {
  language: /\b(languages?|programming)\b/i,
  framework: /\b(frameworks?|librar(y|ies)|stack)\b/i,
  tool: /\b(tools?|devops|platforms?|cloud|infrastructure|technolog(y|ies))\b/i,
  platform: /\b(platforms?|cloud|tools?|devops|infrastructure)\b/i,
  methodology: /\b(methods?|methodolog(y|ies)|practices?|process(es)?|devops)\b/i,
  certification: /\b(certifications?|certificates?)\b/i,
  soft: /\b(soft|interpersonal|personal)\b/i,
};

/** A group with a name that files nothing in particular ('Skills', 'Technical Skills', 'Other'). */
const NEUTRAL_GROUP =
  /^(|skills|technical skills|key skills|core skills|additional skills|other|others|other skills)$/i;

/**
 * The skill group an added skill belongs in: a group named for its kind in the skills dictionary
 * ('Databases' for a database), else the group whose members share that kind (same category), else a group whose name says its type
 * ('Tools' for a tool), else a neutral group ('Skills', or a new 'Additional Skills' when every group is
 * named for something else). A single group takes everything. Sharing only the broad type is not enough:
 * 'GitHub Actions' and 'Redis' are both tools, but a 'Databases' group is no place for the first.
 */
export function skillGroupFor(doc: ResumeDocument, skill: string): ResumeDocument['skills'][number] {
  if (doc.skills.length === 0) {
    const group = { id: 'K1', name: '', keywords: [] as string[] };
    doc.skills.push(group);
    return group;
  }
  if (doc.skills.length === 1) return doc.skills[0]!;
  const entry = lookupSkill(skill);
  if (entry) {
    const category = entry.category;
    const namedForCategory = category && doc.skills.find((g) => nameFitsCategory(g.name, category));
    if (namedForCategory) return namedForCategory;
    let best: { group: ResumeDocument['skills'][number]; share: number } | undefined;
    for (const group of category ? doc.skills : []) {
      const alike = group.keywords.filter((member) => lookupSkill(member)?.category === category).length;
      // Likeness per member, so a long mixed list does not win by size alone.
      const share = group.keywords.length ? alike / group.keywords.length : 0;
      if (share > 0 && (!best || share > best.share)) best = { group, share };
    }
    if (best) return best.group;
    const named = doc.skills.find((g) => GROUP_NAME_OF_TYPE[entry.type].test(g.name));
    if (named) return named;
  }
  const neutral = doc.skills.find((g) => NEUTRAL_GROUP.test(g.name.trim()));
  if (neutral) return neutral;
  const group = { id: nextGroupId(doc), name: 'Additional Skills', keywords: [] as string[] };
  doc.skills.push(group);
  return group;
}

/** Words of a group name too broad to say what a category holds. */
const BROAD_GROUP_WORDS = new Set([
  'software',
  'skill',
  'tool',
  'technical',
  'other',
  'additional',
  'core',
  'key',
]);

/**
 * Whether a group's name says it holds the dictionary category's kind of skill: 'Databases' for
 * 'Data base management system software', 'Cloud' for 'Cloud-based management software'. Spaces are
 * ignored on the category's side because its names split words ('Data base') that resumes join.
 */
function nameFitsCategory(groupName: string, category: string): boolean {
  const compact = category.toLowerCase().replace(/[^a-z]/g, '');
  return groupName
    .toLowerCase()
    .split(/[^a-z]+/)
    .map((word) => word.replace(/(ies|s)$/, (end) => (end === 'ies' ? 'y' : '')))
    .some((word) => word.length >= 4 && !BROAD_GROUP_WORDS.has(word) && compact.includes(word));
}

function nextGroupId(doc: ResumeDocument): string {
  const numbers = doc.skills.map((g) => Number(/^K(\d+)$/.exec(g.id)?.[1] ?? 0));
  return `K${Math.max(0, ...numbers) + 1}`;
}
