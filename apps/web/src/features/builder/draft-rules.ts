import {
  BUILDER_SECTIONS,
  BUILDER_STEP_COUNT,
  type BuilderDraft,
  type BuilderEducation,
  type BuilderExperience,
  type BuilderSection,
  DEFAULT_TEMPLATE_ID,
  type FromScratchRequest,
} from '@hireproof/contract';

/**
 * The builder's rules as plain functions (SPEC §4 'Builder', §5 'Builder generate', 'Bullets',
 * 'Skills'): what the screens do with what the person typed, kept apart so each rule is tested.
 */

/** SPEC §4: the step is clamped to 1..7. */
export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(BUILDER_STEP_COUNT, Math.max(1, Math.round(step)));
}

/** SPEC §4: progress = step / 7, as a percentage for the progress bar. */
export function progressPercent(step: number): number {
  return (clampStep(step) / BUILDER_STEP_COUNT) * 100;
}

/** SPEC §5 'Bullets': split on line breaks, trimmed, empties dropped. */
export function splitBullets(text: string): string[] {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** SPEC §5 'Skills': split on commas or newlines, trimmed, empties dropped. */
export function splitSkills(text: string): string[] {
  return text
    .split(/[,\n\r]/)
    .map((skill) => skill.trim())
    .filter(Boolean);
}

// A list marker ('-', '*', '•', '1.', '2)', '[ ]') at the start of a line.
const LIST_MARKER = /^\s*(?:[-*•●▪◦–—]+|\(?\d{1,2}[.)]|[a-z][.)](?=\s))\s*/i;
// What a model writes before the list itself ('Here are the bullets:', 'Sure! …:').
const LEAD_IN = /^(?:sure|certainly|of course|okay|ok|here (?:are|is)|below (?:are|is))\b.*:?\s*$/i;

/**
 * SPEC §5 'AI bullets': list markers and lead-in phrases removed, duplicates removed
 * case-insensitively (the first spelling is kept).
 */
export function cleanAiBullets(lines: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of lines.flatMap((line) => splitBullets(line))) {
    if (LEAD_IN.test(raw) || /:\s*$/.test(raw)) continue;
    const text = raw.replace(LIST_MARKER, '').trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/** SPEC §5 'AI skills': title-cased, 3 characters or fewer upper-cased ('sql' → 'SQL'). */
export function normalizeSkill(skill: string): string {
  const trimmed = skill.trim();
  if (trimmed.length <= 3) return trimmed.toUpperCase();
  return trimmed
    .split(/\s+/)
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** SPEC §5: AI skills de-duplicated and merged uniquely with the person's own (theirs first, as typed). */
export function mergeSkills(existing: string[], suggested: string[]): string[] {
  const seen = new Set(existing.map((skill) => skill.trim().toLowerCase()));
  const merged = [...existing];
  for (const skill of suggested.map(normalizeSkill)) {
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    merged.push(skill);
  }
  return merged;
}

/** SPEC §4: dropping a dragged section on a target moves it to that position. */
export function moveSection(sections: BuilderSection[], from: BuilderSection, to: BuilderSection) {
  const fromIndex = sections.indexOf(from);
  const toIndex = sections.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return sections;
  const next = [...sections];
  next.splice(fromIndex, 1);
  next.splice(toIndex, 0, from);
  return next;
}

/** SPEC §5: the cover letter is generated only when both job title and company name are given. */
export function willGenerateCoverLetter(draft: BuilderDraft): boolean {
  return Boolean(draft.jobDetails.jobTitle.trim() && draft.jobDetails.companyName.trim());
}

export interface GenerateState {
  pending: boolean;
  isAdmin: boolean;
  credits: number;
}

/** Why 'Generate Resume & Cover Letter' is disabled (SPEC §5), or null when it is enabled. */
export function generateBlocker(
  draft: BuilderDraft,
  state: GenerateState,
): 'pending' | 'missing-name' | 'missing-email' | 'no-credits' | null {
  if (state.pending) return 'pending';
  if (!draft.personalInfo.name.trim()) return 'missing-name';
  if (!draft.personalInfo.email.trim()) return 'missing-email';
  if (!state.isAdmin && state.credits < 1) return 'no-credits';
  return null;
}

let idCounter = 0;
/** An id for a new entry, unique within the page (entries are keyed and reordered by it). */
export function newEntryId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${idCounter}`;
}

export function newExperience(): BuilderExperience {
  return {
    id: newEntryId('exp'),
    title: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    current: false,
    description: '',
    bullets: [],
    bulletsText: '',
  };
}

export function newEducation(): BuilderEducation {
  return { id: newEntryId('edu'), degree: '', school: '', location: '', graduationDate: '', gpa: '' };
}

/** SPEC §3 'Builder draft' with its defaults: four sections, the classic template, one empty job. */
export function emptyDraft(): BuilderDraft {
  return {
    personalInfo: { name: '', email: '', phone: '', location: '', linkedin: '', website: '' },
    professionalSummary: '',
    experience: [newExperience()],
    education: [newEducation()],
    skills: [],
    skillsText: '',
    sections: [...BUILDER_SECTIONS],
    templateId: DEFAULT_TEMPLATE_ID,
    jobDetails: { jobTitle: '', companyName: '', jobDescription: '' },
    jobDescription: '',
  };
}

/**
 * The draft as the blur handlers leave it: every achievements box and the skills box split. The
 * generate and preview requests use this, so text typed without leaving the field still counts.
 */
export function settledDraft(draft: BuilderDraft): BuilderDraft {
  return {
    ...draft,
    experience: draft.experience.map((entry) => ({ ...entry, bullets: splitBullets(entry.bulletsText) })),
    skills: splitSkills(draft.skillsText),
  };
}

/** SPEC §7: the whole draft plus candidateName, contact, jobTitle, companyName and jobDescription. */
export function fromScratchRequest(draft: BuilderDraft): FromScratchRequest {
  const settled = settledDraft(draft);
  const { personalInfo, jobDetails } = settled;
  return {
    ...settled,
    candidateName: personalInfo.name.trim(),
    contact: {
      email: personalInfo.email.trim(),
      phone: personalInfo.phone.trim(),
      location: personalInfo.location.trim(),
      linkedin: personalInfo.linkedin.trim(),
      website: personalInfo.website.trim(),
    },
    jobTitle: jobDetails.jobTitle.trim(),
    companyName: jobDetails.companyName.trim(),
    jobDescription: targetJobDescription(settled),
  };
}

/** The job the resume is aimed at: the job of step 6 when given, else the target description of step 5. */
export function targetJobDescription(draft: BuilderDraft): string {
  return (draft.jobDetails.jobDescription.trim() || draft.jobDescription).trim();
}

const SECTION_HEADINGS: Record<BuilderSection, string> = {
  summary: 'PROFESSIONAL SUMMARY',
  experience: 'EXPERIENCE',
  education: 'EDUCATION',
  skills: 'SKILLS',
};

/**
 * The draft laid out as the resume it becomes, for the live score: name, the contact line, then each
 * section under its heading in the person's order, dates beside each role and every achievement as a
 * bullet. The scorer reads contact details, sections and bullets from this layout; without it the
 * panel asked for an email, a phone and a Skills section that were filled in, and counted no bullets.
 */
export function draftResumeText(draft: BuilderDraft): string {
  const settled = settledDraft(draft);
  const { personalInfo: who } = settled;
  const body: Record<BuilderSection, string[]> = {
    summary: [settled.professionalSummary],
    experience: settled.experience.flatMap((entry) => [
      joinPresent([
        [entry.title, entry.company].filter((part) => part.trim()).join(', '),
        [entry.startDate, entry.current ? 'Present' : entry.endDate].filter((d) => d.trim()).join(' – '),
      ]),
      ...entry.bullets.map((bullet) => `• ${bullet}`),
    ]),
    education: settled.education.map((entry) =>
      joinPresent([[entry.degree, entry.school].filter((p) => p.trim()).join(', '), entry.graduationDate]),
    ),
    skills: [settled.skills.join(', ')],
  };
  const lines = [who.name, joinPresent([who.email, who.phone, who.location, who.linkedin, who.website])];
  for (const section of settled.sections) {
    const content = body[section].filter((line) => line.trim());
    if (content.length) lines.push('', SECTION_HEADINGS[section], ...content);
  }
  return lines
    .map((line) => line.trim())
    .join('\n')
    .replace(/^\n+/, '')
    .trim();
}

function joinPresent(parts: string[]): string {
  return parts.filter((part) => part.trim()).join(' | ');
}

/** The draft as plain text, for the AI helpers: what the person wrote, without layout. */
export function draftText(draft: BuilderDraft): string {
  const settled = settledDraft(draft);
  const lines: string[] = [settled.personalInfo.name, settled.professionalSummary];
  for (const entry of settled.experience) {
    lines.push([entry.title, entry.company].filter(Boolean).join(', '), ...entry.bullets);
  }
  for (const entry of settled.education) lines.push([entry.degree, entry.school].filter(Boolean).join(', '));
  if (settled.skills.length) lines.push(settled.skills.join(', '));
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Names the draft gives as facts about the person, not as skills: their own name, employers, job
 * titles, schools and the target job and company. A suggested 'skill' equal to one of them (the
 * employer read out of the experience) is never offered.
 */
export function namesThatAreNotSkills(draft: BuilderDraft): Set<string> {
  const names = [
    draft.personalInfo.name,
    draft.jobDetails.jobTitle,
    draft.jobDetails.companyName,
    ...draft.experience.flatMap((entry) => [entry.title, entry.company]),
    ...draft.education.flatMap((entry) => [entry.degree, entry.school]),
  ];
  return new Set(names.map(nameKey).filter(Boolean));
}

/** Case and spacing do not make a different name ('Finverse  technologies' is 'Finverse Technologies'). */
export function nameKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
