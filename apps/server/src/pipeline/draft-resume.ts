import type { BuilderDraft, BuilderSection } from '@hireproof/contract';
import {
  emptyResumeDocument,
  numberIdsByPosition,
  type ResumeDate,
  type ResumeDocument,
  resumeDateFromIso,
  type SectionKey,
  splitBullets,
} from '@hireproof/engine';

/** Who the resume is about: the draft's personal information, or the generation request's fields. */
export interface DraftIdentity {
  name: string;
  email: string;
  phone: string;
  location: string;
  linkedin: string;
  website: string;
}

/** The builder's section names and the document's. */
const SECTION_KEY: Record<BuilderSection, SectionKey> = {
  summary: 'summary',
  experience: 'work',
  education: 'education',
  skills: 'skills',
};

const present = (value: string) => value.trim() || undefined;
const dateOf = (value: string): ResumeDate | undefined =>
  value.trim() ? resumeDateFromIso(value) : undefined;

/** The bullets of an entry: its split list, or its textarea when the split never ran (no blur). */
function bulletsOf(entry: BuilderDraft['experience'][number]): string[] {
  const listed = entry.bullets.map((line) => line.trim()).filter(Boolean);
  return listed.length ? listed : splitBullets(entry.bulletsText);
}

function skillsOf(request: BuilderDraft): string[] {
  const listed = request.skills.map((skill) => skill.trim()).filter(Boolean);
  const all = listed.length
    ? listed
    : request.skillsText
        .split(/[,\n]/)
        .map((skill) => skill.trim())
        .filter(Boolean);
  const seen = new Set<string>();
  return all.filter((skill) => !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()));
}

/**
 * The draft as a ResumeDocument, word for word (no parsing, no rewording): what the person typed
 * is the source the writer tailors and the verifier checks against. Empty entries are dropped and
 * the sections follow the person's order; a section with nothing in it is left out.
 */
export function resumeFromDraft(
  request: BuilderDraft,
  contact: DraftIdentity = request.personalInfo,
): ResumeDocument {
  const doc = emptyResumeDocument();
  doc.basics = {
    name: contact.name.trim(),
    email: present(contact.email),
    phone: present(contact.phone),
    location: present(contact.location) ? { text: contact.location.trim() } : undefined,
    url: present(contact.website),
    profiles: present(contact.linkedin) ? [{ network: 'LinkedIn', url: contact.linkedin.trim() }] : [],
  };
  if (present(request.professionalSummary)) {
    doc.summary = { id: 'S', text: request.professionalSummary.trim() };
  }
  doc.work = request.experience
    .map((entry) => ({
      id: '',
      company: entry.company.trim(),
      position: entry.title.trim(),
      location: present(entry.location),
      start: dateOf(entry.startDate),
      // A current role has no end date; the renderers write 'Present'.
      end: entry.current ? undefined : dateOf(entry.endDate),
      current: entry.current,
      ...(present(entry.description) ? { summary: entry.description.trim() } : {}),
      highlights: bulletsOf(entry).map((text) => ({ id: '', text })),
    }))
    .filter((entry) => entry.company || entry.position || entry.summary || entry.highlights.length);
  doc.education = request.education
    .filter((entry) => entry.school.trim() || entry.degree.trim())
    .map((entry) => ({
      id: '',
      institution: entry.school.trim(),
      studyType: present(entry.degree),
      location: present(entry.location),
      end: dateOf(entry.graduationDate),
      score: present(entry.gpa) ? { kind: 'gpa' as const, text: entry.gpa.trim() } : undefined,
      courses: [],
      highlights: [],
    }));
  const skills = skillsOf(request);
  doc.skills = skills.length ? [{ id: '', name: '', keywords: skills }] : [];

  const filled = new Set<SectionKey>();
  if (doc.summary) filled.add('summary');
  if (doc.work.length) filled.add('work');
  if (doc.education.length) filled.add('education');
  if (doc.skills.length) filled.add('skills');
  doc.sectionOrder = request.sections.map((section) => SECTION_KEY[section]).filter((key) => filled.has(key));
  // The person arranged these sections in the layout step: tailoring keeps their order.
  doc.sectionOrderChosen = true;
  return numberIdsByPosition(doc);
}
