import { type ResumeDocument, SECTION_KEYS, type SectionKey } from '../model/resume-document.ts';
import { listPlaceholders, PLACEHOLDER } from './placeholders.ts';
import type { Change } from './tailor.ts';

/** Which text of a recorded change the document should hold: the person's ('before') or the writer's. */
export type ChangeSide = 'before' | 'after';

/** The change cannot be switched because the document no longer holds its other side. */
export class ChangeConflict extends Error {}

const LIST_SEPARATOR = ', ';
const other = (side: ChangeSide): ChangeSide => (side === 'before' ? 'after' : 'before');

function bulletOwners(doc: ResumeDocument) {
  return [...doc.work, ...doc.projects, ...doc.volunteer];
}

function hasContent(doc: ResumeDocument, key: SectionKey): boolean {
  if (key === 'summary') return Boolean(doc.summary?.text.trim());
  return doc[key].length > 0;
}

/** `items` put in the order of `order` (by key); items the order does not name keep their place at the end. */
function orderBy<T>(items: T[], order: string[], key: (item: T) => string): T[] {
  const rank = (item: T) => {
    const at = order.indexOf(key(item));
    return at === -1 ? order.length : at;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * Puts one recorded change of a writer to `side` in `doc`: 'before' undoes it (the person rejected
 * it), 'after' applies it again. Text changes switch only while the document holds the other side,
 * so a line the person filled in since is never overwritten (ChangeConflict). Returns a new document.
 */
export function switchChange(source: ResumeDocument, change: Change, side: ChangeSide): ResumeDocument {
  const doc = structuredClone(source);
  const want = change[side];
  const have = change[other(side)];
  switch (change.kind) {
    case 'summary': {
      if ((doc.summary?.text ?? '') !== have) throw new ChangeConflict('The summary was edited since');
      if (want) {
        doc.summary = { id: doc.summary?.id ?? 'S', text: want };
        if (!doc.sectionOrder.includes('summary')) doc.sectionOrder = ['summary', ...doc.sectionOrder];
      } else {
        delete doc.summary;
        doc.sectionOrder = doc.sectionOrder.filter((key) => key !== 'summary');
      }
      return doc;
    }
    case 'bullet': {
      const bullet = bulletOwners(doc)
        .flatMap((entry) => entry.highlights)
        .find((line) => line.id === change.targetId);
      if (!bullet || bullet.text !== have) throw new ChangeConflict('This line was edited since');
      bullet.text = want;
      return doc;
    }
    case 'bullet-order': {
      const entry = bulletOwners(doc).find((item) => item.id === change.targetId);
      if (!entry) throw new ChangeConflict('This entry is no longer in the resume');
      entry.highlights = orderBy(entry.highlights, want.split(LIST_SEPARATOR), (line) => line.id);
      return doc;
    }
    case 'skills-order': {
      if (change.targetId === 'skills') {
        doc.skills = orderBy(doc.skills, want.split(LIST_SEPARATOR), (group) => group.name || group.id);
        return doc;
      }
      const group = doc.skills.find((item) => item.id === change.targetId);
      if (!group) throw new ChangeConflict('This skill group is no longer in the resume');
      group.keywords = orderBy(group.keywords, want.split(LIST_SEPARATOR), (skill) => skill);
      return doc;
    }
    case 'skills-added': {
      const skill = change.after;
      let group = doc.skills.find((item) => item.id === change.targetId);
      if (side === 'before') {
        if (group) group.keywords = group.keywords.filter((item) => item !== skill);
        doc.skills = doc.skills.filter((item) => item.keywords.length > 0);
        return doc;
      }
      if (!group) {
        group = { id: change.targetId, name: '', keywords: [] };
        doc.skills.push(group);
      }
      if (!group.keywords.includes(skill)) group.keywords.push(skill);
      return doc;
    }
    case 'heading': {
      const section = doc.custom.find((item) => item.id === change.targetId);
      if (!section || section.title !== have) throw new ChangeConflict('This heading was edited since');
      section.title = want;
      return doc;
    }
    case 'section-order': {
      const named = want
        .split(LIST_SEPARATOR)
        .filter((key): key is SectionKey => (SECTION_KEYS as readonly string[]).includes(key));
      const order = named.filter((key) => hasContent(doc, key));
      for (const key of doc.sectionOrder) if (!order.includes(key) && hasContent(doc, key)) order.push(key);
      doc.sectionOrder = order;
      return doc;
    }
  }
}

/**
 * A suggestion's text with each placeholder replaced by what the person typed, in order. Refuses a
 * text without placeholders, a wrong number of values, and a value that is empty, spans lines or
 * holds brackets (it would read as a placeholder again).
 */
export function fillPlaceholders(text: string, values: string[]): string {
  const slots = listPlaceholders(text);
  if (slots.length === 0) throw new RangeError('This text has no placeholder to fill');
  if (values.length !== slots.length) {
    throw new RangeError(`Expected ${slots.length} value(s), one for each placeholder`);
  }
  const clean = values.map((value) => value.trim());
  if (clean.some((value) => !value || /[[\]\n\r]/.test(value))) {
    throw new RangeError('Each value must be a short text without brackets or line breaks');
  }
  let next = 0;
  return text.replace(PLACEHOLDER, () => clean[next++]!);
}
