import { z } from 'zod';
import { isoFromResumeDate, resumeDateFromIso } from './dates.ts';
import { numberIdsByPosition } from './ids.ts';
import { withoutInlineMarkdown } from './inline-markdown.ts';
import {
  type Bullet,
  emptyResumeDocument,
  type ResumeDocument,
  type SectionKey,
  type SimpleEntry,
} from './resume-document.ts';

/**
 * Import and export of JSON Resume (https://jsonresume.org/schema). The schema makes every field optional
 * and allows extra fields, so the import is lenient about absence and strict about types: a string where an
 * array belongs is an error, an unknown field is ignored.
 */

const text = z.string().optional();
const textList = z.array(z.string()).optional();
const entry = <T extends z.ZodRawShape>(shape: T) => z.array(z.looseObject(shape)).optional();

export const jsonResumeSchema = z.looseObject({
  basics: z
    .looseObject({
      name: text,
      label: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      location: z
        .looseObject({ address: text, postalCode: text, city: text, countryCode: text, region: text })
        .optional(),
      website: text,
      profiles: entry({ network: text, username: text, url: text }),
      /** An early form of profiles: `{ label, url }`. */
      links: entry({ label: text, url: text }),
    })
    .optional(),
  work: entry({
    name: text,
    company: text,
    employer: text,
    organization: text,
    website: text,
    location: text,
    description: text,
    position: text,
    url: text,
    startDate: text,
    endDate: text,
    summary: text,
    highlights: textList,
  }),
  volunteer: entry({
    organization: text,
    name: text,
    website: text,
    position: text,
    url: text,
    location: text,
    startDate: text,
    endDate: text,
    summary: text,
    highlights: textList,
  }),
  education: entry({
    institution: text,
    gpa: text,
    degree: text,
    website: text,
    /** A variant that lists degrees as programs: `{ designation, gpa, name }`. */
    programs: entry({ designation: text, gpa: text, name: text, type: text }),
    url: text,
    area: text,
    studyType: text,
    startDate: text,
    endDate: text,
    score: text,
    courses: textList,
  }),
  awards: entry({ title: text, name: text, date: text, awarder: text, summary: text }),
  certificates: entry({ name: text, date: text, url: text, issuer: text }),
  publications: entry({
    name: text,
    publisher: text,
    releaseDate: text,
    url: text,
    website: text,
    summary: text,
  }),
  skills: entry({ name: text, level: text, keywords: textList }),
  languages: entry({ language: text, fluency: text, level: text }),
  interests: entry({ name: text, summary: text, keywords: textList }),
  references: entry({ name: text, reference: text }),
  projects: entry({
    name: text,
    description: text,
    highlights: textList,
    keywords: textList,
    startDate: text,
    endDate: text,
    url: text,
    roles: textList,
    entity: text,
    type: text,
  }),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** Thrown when a value is not a JSON Resume document; `issues` say where and why. */
export class JsonResumeError extends Error {
  override readonly name = 'JsonResumeError';
  constructor(readonly issues: string[]) {
    super(`Not a valid JSON Resume document: ${issues.slice(0, 5).join('; ')}`);
  }
}

const bullets = (items: string[] | undefined): Bullet[] =>
  (items ?? [])
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => ({ id: '', text: t }));
const date = (value: string | undefined) => (value?.trim() ? resumeDateFromIso(value) : undefined);
const clean = (value: string | undefined) => value?.trim() || undefined;

/** Validates a parsed JSON value as JSON Resume and converts it, with ids W1, W1.B1, E1, K1, P1, … */
export function fromJsonResume(json: unknown): ResumeDocument {
  const parsed = jsonResumeSchema.safeParse(withoutInlineMarkdown(json));
  if (!parsed.success) {
    throw new JsonResumeError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  const input = parsed.data;
  const doc = emptyResumeDocument();
  const b = input.basics ?? {};
  const loc = b.location;
  const locationText = [loc?.address, loc?.city, loc?.region, loc?.postalCode, loc?.countryCode]
    .map(clean)
    .filter(Boolean)
    .join(', ');
  doc.basics = {
    name: b.name?.trim() ?? '',
    label: clean(b.label),
    email: clean(b.email),
    phone: clean(b.phone),
    url: clean(b.url) ?? clean(b.website),
    location: locationText
      ? {
          text: locationText,
          city: clean(loc?.city),
          region: clean(loc?.region),
          countryCode: clean(loc?.countryCode),
        }
      : undefined,
    profiles: [
      ...(b.profiles ?? [])
        .filter((p) => p.url || p.username)
        .map((p) => ({
          network: p.network?.trim() || 'Website',
          username: clean(p.username),
          url: p.url?.trim() ?? '',
        })),
      ...(b.links ?? [])
        .filter((l) => l.url?.trim())
        .map((l) => ({
          network: networkOf(l.url ?? ''),
          username: clean(l.label)?.replace(/^@/, ''),
          url: l.url?.trim() ?? '',
        })),
    ],
  };
  if (clean(b.summary)) doc.summary = { id: 'S', text: b.summary?.trim() ?? '' };
  doc.work = (input.work ?? []).map((w) => {
    // JSON Resume's `summary` is the entry's description, not a bullet; an older file's `description`
    // stands in for it.
    const summary = clean(w.summary) ?? clean(w.description);
    return {
      id: '',
      // 1.x writes the employer as `name`; 0.x as `company`; some files as `employer` or `organization`.
      company: (clean(w.name) ?? clean(w.company) ?? clean(w.employer) ?? clean(w.organization)) || '',
      position: w.position?.trim() ?? '',
      location: clean(w.location),
      start: date(w.startDate),
      end: date(w.endDate),
      current: Boolean(w.startDate?.trim()) && !w.endDate?.trim(),
      ...(summary ? { summary } : {}),
      highlights: bullets(w.highlights),
    };
  });
  doc.education = (input.education ?? []).map((e) => {
    const program = e.programs?.find((p) => clean(p.designation) || clean(p.gpa) || clean(p.name));
    const score = clean(e.score) ?? clean(e.gpa) ?? clean(program?.gpa);
    return {
      id: '',
      institution: e.institution?.trim() ?? '',
      // A program's `name` is what was studied ('Information Technology'), like `area`.
      area: clean(e.area) ?? clean(program?.name),
      studyType: clean(e.studyType) ?? clean(e.degree) ?? clean(program?.designation),
      start: date(e.startDate),
      end: date(e.endDate),
      score: score ? { kind: scoreKind(score), text: score } : undefined,
      courses: (e.courses ?? []).map((c) => c.trim()).filter(Boolean),
      highlights: [],
    };
  });
  doc.skills = (input.skills ?? []).map((s) => ({
    id: '',
    name: s.name?.trim() ?? '',
    keywords: (s.keywords ?? []).map((k) => k.trim()).filter(Boolean),
  }));
  doc.projects = (input.projects ?? []).map((p) => ({
    id: '',
    name: p.name?.trim() ?? '',
    description: clean(p.description),
    url: clean(p.url),
    start: date(p.startDate),
    end: date(p.endDate),
    keywords: (p.keywords ?? []).map((k) => k.trim()).filter(Boolean),
    highlights: bullets(p.highlights),
  }));
  const simple = (
    name: string | undefined,
    detail: string | undefined,
    when?: string,
    url?: string,
  ): SimpleEntry => ({
    id: '',
    name: name?.trim() ?? '',
    detail: clean(detail),
    date: date(when),
    url: clean(url),
  });
  doc.certificates = (input.certificates ?? []).map((c) => simple(c.name, c.issuer, c.date, c.url));
  doc.awards = (input.awards ?? []).map((a) => simple(a.title ?? a.name, a.awarder, a.date));
  doc.publications = (input.publications ?? []).map((p) =>
    simple(p.name, p.publisher, p.releaseDate, p.url ?? p.website),
  );
  doc.languages = (input.languages ?? []).map((l) => simple(l.language, l.fluency ?? l.level));
  doc.volunteer = (input.volunteer ?? []).map((v) => ({
    id: '',
    organization: (clean(v.organization) ?? clean(v.name)) || '',
    position: v.position?.trim() ?? '',
    ...(clean(v.location) ? { location: clean(v.location) } : {}),
    start: date(v.startDate),
    end: date(v.endDate),
    highlights: bullets([...(clean(v.summary) ? [v.summary ?? ''] : []), ...(v.highlights ?? [])]),
  }));
  const interests = (input.interests ?? [])
    .map((i) => {
      const keywords = (i.keywords ?? []).map((k) => k.trim()).filter(Boolean);
      const head = [clean(i.name), keywords.join(', ')].filter(Boolean).join(': ');
      return [head, clean(i.summary)].filter(Boolean).join(' — ');
    })
    .filter(Boolean);
  if (interests.length) doc.custom.push({ id: '', title: 'Interests', items: bullets(interests) });
  // References are the person's words about people who vouch for them; kept so nothing is lost.
  const references = (input.references ?? [])
    .map((r) => [clean(r.name), clean(r.reference)].filter(Boolean).join(': '))
    .filter(Boolean);
  if (references.length) doc.custom.push({ id: '', title: 'References', items: bullets(references) });
  doc.sectionOrder = presentSections(doc);
  return numberIdsByPosition(doc);
}

/** The network a bare link points at ('https://twitter.com/x' → 'Twitter'), else 'Website'. */
function networkOf(url: string): string {
  const host = url.replace(/^https?:\/\/(www\.)?/i, '').split(/[/?#]/)[0] ?? '';
  const known: [RegExp, string][] = [
    [/linkedin\./i, 'LinkedIn'],
    [/github\./i, 'GitHub'],
    [/gitlab\./i, 'GitLab'],
    [/(^|\.)(twitter|x)\.com$/i, 'Twitter'],
    [/soundcloud\./i, 'SoundCloud'],
  ];
  return known.find(([re]) => re.test(host))?.[1] ?? 'Website';
}

function scoreKind(score: string): 'gpa' | 'cgpa' | 'percentage' | 'other' {
  if (/%/.test(score)) return 'percentage';
  if (/cgpa|\/\s*10\b/i.test(score)) return 'cgpa';
  if (/gpa|\/\s*4(\.0)?\b|^\s*[0-4]\.\d+\s*$/i.test(score)) return 'gpa';
  return 'other';
}

/** The sections that hold content, in JSON Resume's conventional order. */
function presentSections(doc: ResumeDocument): SectionKey[] {
  const has: Record<SectionKey, boolean> = {
    summary: Boolean(doc.summary),
    work: doc.work.length > 0,
    education: doc.education.length > 0,
    skills: doc.skills.length > 0,
    projects: doc.projects.length > 0,
    certificates: doc.certificates.length > 0,
    awards: doc.awards.length > 0,
    publications: doc.publications.length > 0,
    languages: doc.languages.length > 0,
    volunteer: doc.volunteer.length > 0,
    custom: doc.custom.length > 0,
  };
  return (Object.keys(has) as SectionKey[]).filter((k) => has[k]);
}

/** Converts a document to JSON Resume. Facts without a JSON Resume home (custom sections) go to `interests`. */
export function toJsonResume(doc: ResumeDocument): JsonResume {
  const b = doc.basics;
  const highlights = (items: Bullet[]) => items.map((h) => h.text);
  const out: JsonResume = {
    basics: {
      name: b.name,
      ...(b.label && { label: b.label }),
      ...(b.email && { email: b.email }),
      ...(b.phone && { phone: b.phone }),
      ...(b.url && { url: b.url }),
      ...(doc.summary && { summary: doc.summary.text }),
      ...(b.location && {
        location: {
          ...(b.location.city
            ? { ...(b.location.address && { address: b.location.address }), city: b.location.city }
            : { address: [b.location.address, b.location.text].filter(Boolean).join(', ') }),
          ...(b.location.region && { region: b.location.region }),
          ...(b.location.countryCode && { countryCode: b.location.countryCode }),
        },
      }),
      profiles: b.profiles.map((p) => ({
        network: p.network,
        ...(p.username && { username: p.username }),
        url: p.url,
      })),
    },
    work: doc.work.map((w) => ({
      name: w.company,
      position: w.position,
      ...(w.location && { location: w.location }),
      ...optional('startDate', isoFromResumeDate(w.start)),
      ...optional('endDate', w.current ? undefined : isoFromResumeDate(w.end)),
      ...optional('summary', w.summary),
      // JSON Resume has no sub-bullets: they follow their bullet as highlights of their own (ADR 0026).
      highlights: highlights(w.highlights),
    })),
    volunteer: doc.volunteer.map((v) => ({
      organization: v.organization,
      position: v.position,
      // Not a JSON Resume field, which allows extra keys; kept so a volunteer role's place is not lost.
      ...optional('location', v.location),
      ...optional('startDate', isoFromResumeDate(v.start)),
      ...optional('endDate', isoFromResumeDate(v.end)),
      highlights: highlights(v.highlights),
    })),
    education: doc.education.map((e) => ({
      institution: e.institution,
      ...optional('area', e.area),
      ...optional('studyType', e.studyType),
      ...optional('startDate', isoFromResumeDate(e.start)),
      ...optional('endDate', isoFromResumeDate(e.end)),
      ...optional('score', e.score?.text),
      courses: [...e.courses, ...highlights(e.highlights)],
    })),
    awards: doc.awards.map((a) => ({
      title: a.name,
      ...optional('awarder', a.detail),
      ...optional('date', isoFromResumeDate(a.date)),
    })),
    certificates: doc.certificates.map((c) => ({
      name: c.name,
      ...optional('issuer', c.detail),
      ...optional('date', isoFromResumeDate(c.date)),
      ...optional('url', c.url),
    })),
    publications: doc.publications.map((p) => ({
      name: p.name,
      ...optional('publisher', p.detail),
      ...optional('releaseDate', isoFromResumeDate(p.date)),
      ...optional('url', p.url),
    })),
    skills: doc.skills.map((s) => ({ name: s.name, keywords: [...s.keywords] })),
    languages: doc.languages.map((l) => ({ language: l.name, ...optional('fluency', l.detail) })),
    interests: doc.custom.map((c) => ({ name: c.title, keywords: c.items.map((i) => i.text) })),
    projects: doc.projects.map((p) => ({
      name: p.name,
      ...optional('description', p.description),
      ...optional('url', p.url),
      ...optional('startDate', isoFromResumeDate(p.start)),
      ...optional('endDate', isoFromResumeDate(p.end)),
      keywords: [...p.keywords],
      highlights: highlights(p.highlights),
    })),
  };
  return out;
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value ? { [key]: value } : {}) as { [P in K]?: string };
}
