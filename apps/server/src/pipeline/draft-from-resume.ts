import {
  BUILDER_LIMITS,
  BUILDER_SECTIONS,
  type BuilderDraft,
  type BuilderSection,
  builderDraftSchema,
  DEFAULT_TEMPLATE_ID,
  type ImportedDraft,
} from '@hireproof/contract';
import type { ResumeDate, ResumeDocument } from '@hireproof/engine';

const SHORT = BUILDER_LIMITS.shortText;
const clip = (text: string | undefined, max: number = SHORT) => (text ?? '').trim().slice(0, max);

/** A month picker value ('2021-04') when the date was read, else the text as written ('Summer 2019'). */
const dateOf = (date: ResumeDate | undefined) => clip(date?.iso ?? date?.text, 40);

const SECTION_OF: Partial<Record<string, BuilderSection>> = {
  summary: 'summary',
  work: 'experience',
  education: 'education',
  skills: 'skills',
};

/**
 * A parsed resume (an upload or a JSON Resume file) as a builder draft, for the person to correct:
 * every value is theirs, word for word, cut only to the draft's limits. Volunteer roles fit the
 * experience step and go there as written; what the builder has no step for (projects, certificates…)
 * is left out and listed, so the person is told rather than finding it missing.
 */
export function importFromResume(doc: ResumeDocument): ImportedDraft {
  const volunteer: ResumeDocument['work'] = doc.volunteer.map((entry) => ({
    id: entry.id,
    company: entry.organization,
    position: entry.position,
    start: entry.start,
    end: entry.end,
    // A volunteer entry says nothing of being current; an open end stays empty rather than "Present".
    current: false,
    highlights: entry.highlights,
  }));
  const roles = [...doc.work, ...volunteer];
  const keptVolunteer = Math.max(0, Math.min(volunteer.length, BUILDER_LIMITS.entries - doc.work.length));
  const leftOut: ImportedDraft['leftOut'] = [];
  const note = (section: string, count: number) => {
    if (count > 0) leftOut.push({ section, count });
  };
  note('Projects', doc.projects.length);
  note('Certificates', doc.certificates.length);
  note('Awards', doc.awards.length);
  note('Publications', doc.publications.length);
  note('Languages', doc.languages.length);
  for (const section of doc.custom) note(section.title || 'Other', section.items.length);
  note(`Work experience beyond ${BUILDER_LIMITS.entries} entries`, roles.length - BUILDER_LIMITS.entries);
  note(`Education beyond ${BUILDER_LIMITS.entries} entries`, doc.education.length - BUILDER_LIMITS.entries);
  return {
    draft: draftFromResume({ ...doc, work: roles }),
    leftOut,
    placed:
      keptVolunteer > 0 ? [{ section: 'Volunteer', count: keptVolunteer, into: 'Work Experience' }] : [],
  };
}

function draftFromResume(doc: ResumeDocument): BuilderDraft {
  const linkedin = doc.basics.profiles.find((profile) => /linkedin/i.test(profile.network + profile.url));
  const website = doc.basics.url ?? doc.basics.profiles.find((profile) => profile !== linkedin)?.url;
  const ordered = doc.sectionOrder.map((key) => SECTION_OF[key]).filter(Boolean) as BuilderSection[];
  const sections = [...new Set([...ordered, ...BUILDER_SECTIONS])];
  const skills = [...new Set(doc.skills.flatMap((group) => group.keywords).map((skill) => clip(skill, 100)))]
    .filter(Boolean)
    .slice(0, BUILDER_LIMITS.skills);

  return builderDraftSchema.parse({
    personalInfo: {
      name: clip(doc.basics.name),
      email: clip(doc.basics.email),
      phone: clip(doc.basics.phone),
      location: clip(doc.basics.location?.text),
      linkedin: clip(linkedin?.url),
      website: clip(website),
    },
    professionalSummary: clip(doc.summary?.text, 5_000),
    experience: doc.work.slice(0, BUILDER_LIMITS.entries).map((entry, index) => {
      const bullets = entry.highlights
        .map((bullet) => clip(bullet.text, 2_000))
        .filter(Boolean)
        .slice(0, BUILDER_LIMITS.bullets);
      return {
        id: `imported-exp-${index + 1}`,
        title: clip(entry.position),
        company: clip(entry.company),
        location: clip(entry.location),
        startDate: dateOf(entry.start),
        endDate: entry.current ? '' : dateOf(entry.end),
        current: entry.current,
        description: clip(entry.summary, BUILDER_LIMITS.longText),
        // Sub-bullets come in as lines of their own: the builder has one level of bullets (ADR 0026).
        bullets,
        bulletsText: bullets.join('\n'),
      };
    }),
    education: doc.education.slice(0, BUILDER_LIMITS.entries).map((entry, index) => ({
      id: `imported-edu-${index + 1}`,
      degree: clip([entry.studyType, entry.area].filter(Boolean).join(', ')),
      school: clip(entry.institution),
      location: clip(entry.location),
      graduationDate: dateOf(entry.end),
      gpa: clip(entry.score?.text, 40),
    })),
    skills,
    skillsText: skills.join(', '),
    sections,
    templateId: DEFAULT_TEMPLATE_ID,
  });
}
