import type { ResumeDate, ResumeDocument } from './resume-document.ts';

/**
 * One checkable statement of a resume. Writers cite facts by `id`; the verifier compares the facts of a
 * result with those of its source. Entry-level fields share their entry's id (`W1` is both the employer and
 * the title of the first job) and are told apart by `kind`.
 */
export interface Fact {
  id: string;
  kind: FactKind;
  text: string;
}

export type FactKind =
  | 'name'
  | 'label'
  | 'email'
  | 'phone'
  | 'url'
  | 'location'
  | 'profile'
  | 'summary'
  | 'employer'
  | 'title'
  | 'date'
  | 'work-location'
  /** A job's description paragraph (its JSON Resume `summary`): the person's own words. */
  | 'work-description'
  | 'bullet'
  | 'school'
  | 'degree'
  | 'field-of-study'
  | 'score'
  | 'course'
  | 'skill-group'
  | 'skill'
  | 'project'
  | 'project-description'
  | 'project-keyword'
  | 'certificate'
  | 'award'
  | 'publication'
  | 'language'
  | 'organization'
  | 'role'
  | 'custom-section'
  | 'custom-item';

/** Every non-empty fact of the document, in reading order. */
export function listFacts(doc: ResumeDocument): Fact[] {
  const facts: Fact[] = [];
  const add = (id: string, kind: FactKind, text: string | undefined) => {
    const trimmed = text?.trim();
    if (trimmed) facts.push({ id, kind, text: trimmed });
  };
  const addDates = (id: string, start?: ResumeDate, end?: ResumeDate) => {
    add(id, 'date', start?.text);
    add(id, 'date', end?.text);
  };
  const b = doc.basics;
  add('B', 'name', b.name);
  add('B', 'label', b.label);
  add('B', 'email', b.email);
  add('B', 'phone', b.phone);
  add('B', 'url', b.url);
  add('B', 'location', b.location?.text);
  for (const profile of b.profiles) add('B', 'profile', profile.url || profile.username);
  add('S', 'summary', doc.summary?.text);
  for (const w of doc.work) {
    add(w.id, 'title', w.position);
    add(w.id, 'employer', w.company);
    add(w.id, 'work-location', w.location);
    addDates(w.id, w.start, w.end);
    add(w.id, 'work-description', w.summary);
    for (const h of w.highlights) add(h.id, 'bullet', h.text);
  }
  for (const e of doc.education) {
    add(e.id, 'school', e.institution);
    add(e.id, 'degree', e.studyType);
    add(e.id, 'field-of-study', e.area);
    add(e.id, 'score', e.score?.text);
    addDates(e.id, e.start, e.end);
    for (const course of e.courses) add(e.id, 'course', course);
    for (const h of e.highlights) add(h.id, 'bullet', h.text);
  }
  for (const k of doc.skills) {
    add(k.id, 'skill-group', k.name);
    for (const keyword of k.keywords) add(k.id, 'skill', keyword);
  }
  for (const p of doc.projects) {
    add(p.id, 'project', p.name);
    add(p.id, 'project-description', p.description);
    add(p.id, 'url', p.url);
    addDates(p.id, p.start, p.end);
    for (const keyword of p.keywords) add(p.id, 'project-keyword', keyword);
    for (const h of p.highlights) add(h.id, 'bullet', h.text);
  }
  const simple = [
    ['certificate', doc.certificates],
    ['award', doc.awards],
    ['publication', doc.publications],
    ['language', doc.languages],
  ] as const;
  for (const [kind, entries] of simple) {
    for (const entry of entries) {
      add(entry.id, kind, entry.detail ? `${entry.name} (${entry.detail})` : entry.name);
      add(entry.id, 'date', entry.date?.text);
      add(entry.id, 'url', entry.url);
    }
  }
  for (const v of doc.volunteer) {
    add(v.id, 'role', v.position);
    add(v.id, 'organization', v.organization);
    addDates(v.id, v.start, v.end);
    for (const h of v.highlights) add(h.id, 'bullet', h.text);
  }
  for (const section of doc.custom) {
    add(section.id, 'custom-section', section.title);
    for (const item of section.items) add(item.id, 'custom-item', item.text);
  }
  return facts;
}
