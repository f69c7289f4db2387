import type { ResumeDocument } from '@hireproof/engine';

/** The opening words of a line, enough to recognise it in a revision's description. */
export function firstWords(text: string, max = 6): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > max ? `${words.slice(0, max).join(' ')}…` : words.join(' ');
}

/**
 * A fact as a person recognises it, for the revision list: a bullet by its first words, a role by its
 * title and employer, the summary, the skills or the sections by name. The internal id ('W1.B2') is
 * only the last resort, for a fact no longer in the document.
 */
export function factLabel(doc: ResumeDocument, id: string): string {
  if (id === 'S') return 'summary';
  if (id === 'sections') return 'section order';
  if (/^K\d+$/.test(id)) return 'skills';
  for (const role of doc.work) {
    if (role.id === id) {
      const name = [role.position, role.company].filter(Boolean).join(', ');
      return name ? `“${name}”` : 'a role';
    }
    const bullet = role.highlights.find((line) => line.id === id);
    if (bullet) return `“${firstWords(bullet.text)}”`;
  }
  const custom = doc.custom.find((section) => section.id === id);
  if (custom) return `“${custom.title}”`;
  return id;
}
