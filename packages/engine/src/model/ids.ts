import { type Bullet, ID_PREFIX, type ResumeDocument } from './resume-document.ts';

/**
 * Gives every fact of a document a stable id. Ids already present are kept when they are well formed for
 * their place (`W3` in work, `W3.B2` under `W3`) and unique, so ids cited by a writer survive edits and
 * reordering; missing, malformed or duplicate ids get the next free number. Returns a new document.
 */
export function assignIds(doc: ResumeDocument): ResumeDocument {
  const out = structuredClone(doc);
  if (out.summary) out.summary.id = 'S';
  renumber(out.work, ID_PREFIX.work, (e) => e.highlights);
  renumber(out.education, ID_PREFIX.education, (e) => e.highlights);
  renumber(out.skills, ID_PREFIX.skills);
  renumber(out.projects, ID_PREFIX.projects, (e) => e.highlights);
  renumber(out.certificates, ID_PREFIX.certificates);
  renumber(out.awards, ID_PREFIX.awards);
  renumber(out.publications, ID_PREFIX.publications);
  renumber(out.languages, ID_PREFIX.languages);
  renumber(out.volunteer, ID_PREFIX.volunteer, (e) => e.highlights);
  renumber(out.custom, ID_PREFIX.custom, (e) => e.items);
  return out;
}

function renumber<T extends { id: string }>(
  entries: T[],
  prefix: string,
  children?: (entry: T) => Bullet[],
): void {
  assignUnique(entries, (n) => `${prefix}${n}`, new RegExp(`^${prefix}([1-9]\\d*)$`));
  if (!children) return;
  for (const entry of entries) {
    const escaped = entry.id.replace(/\./g, '\\.');
    assignUnique(children(entry), (n) => `${entry.id}.B${n}`, new RegExp(`^${escaped}\\.B([1-9]\\d*)$`));
  }
}

function assignUnique<T extends { id: string }>(
  items: T[],
  make: (n: number) => string,
  valid: RegExp,
): void {
  const taken = new Set<string>();
  let highest = 0;
  const needsId: T[] = [];
  for (const item of items) {
    const match = valid.exec(item.id ?? '');
    if (match && !taken.has(item.id)) {
      taken.add(item.id);
      highest = Math.max(highest, Number(match[1]));
    } else {
      needsId.push(item);
    }
  }
  for (const item of needsId) {
    highest += 1;
    item.id = make(highest);
  }
}

/** Numbers every fact by position (`W1`, `W2`, …), ignoring ids already present. Used right after parsing. */
export function numberIdsByPosition(doc: ResumeDocument): ResumeDocument {
  const out = structuredClone(doc);
  const clear = (items: { id: string }[]) => {
    for (const item of items) item.id = '';
  };
  const withBullets: { id: string; highlights: { id: string }[] }[][] = [
    out.work,
    out.education,
    out.projects,
    out.volunteer,
  ];
  for (const list of withBullets) {
    clear(list);
    for (const entry of list) clear(entry.highlights);
  }
  const flat: { id: string }[][] = [
    out.skills,
    out.certificates,
    out.awards,
    out.publications,
    out.languages,
  ];
  for (const list of flat) clear(list);
  clear(out.custom);
  for (const section of out.custom) clear(section.items);
  return assignIds(out);
}
