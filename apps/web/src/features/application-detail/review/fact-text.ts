import type { ReviewChange } from '@hireproof/contract';

/** The opening words of a line, enough to recognise it: 'Reduced late shipments by 18%…'. */
export function firstWords(text: string, max = 6): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > max ? `${words.slice(0, max).join(' ')}…` : words.join(' ');
}

const FACT_ID = /^[A-Z]\d+(?:\.[A-Z]\d+)?$/;

/**
 * A before or after that is a list of fact ids (a bullet order: 'W1.B2, W1.B1') as the lines it
 * names, each by its first words; null when it is text already or an id has no text to show.
 */
export function factListText(value: string, sources: ReviewChange['sources']): string[] | null {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0 || !ids.every((id) => FACT_ID.test(id))) return null;
  const textOf = new Map(sources.map((source) => [source.id, source.text]));
  const lines = ids.map((id) => textOf.get(id)?.trim());
  return lines.every((line): line is string => !!line) ? lines.map((line) => firstWords(line)) : null;
}

/** What the change is about, in the person's words: the first words of the fact it changes, if known. */
export function targetText(change: ReviewChange): string | null {
  const own = change.sources.find((source) => source.id === change.targetId)?.text.trim();
  return own ? firstWords(own) : null;
}
