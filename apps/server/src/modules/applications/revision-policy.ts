import type { NewApplicationRow } from './applications.queries.ts';

/**
 * Revisions kept per application: the generated version and the newest 49 (issue 26: each one is a
 * whole snapshot of the resume and its analysis, and nothing bounded them).
 */
export const REVISIONS_KEPT_MAX = 50;

/** What the first revision says once some after it were removed. */
export function removedRevisionsNote(firstDescription: string, removedUpTo: number): string {
  const base = firstDescription.split(NOTE_SEPARATOR)[0];
  return `${base}${NOTE_SEPARATOR}revisions 2 to ${removedUpTo} were removed: the first and the last ${REVISIONS_KEPT_MAX - 1} are kept`;
}
const NOTE_SEPARATOR = ' — ';

/**
 * True when every value an action would store equals what is stored (as JSON, whatever the order of
 * keys: jsonb hands keys back in its own order). Such an action — restoring the current revision,
 * filling in the same figure again — changes nothing and makes no revision.
 */
export function changesNothing(stored: Record<string, unknown>, values: Partial<NewApplicationRow>): boolean {
  return Object.entries(values).every(([key, value]) => canonicalJson(stored[key]) === canonicalJson(value));
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
