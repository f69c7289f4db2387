import type { ReviewStructure } from '@hireproof/contract';
import { headerMaySwap, type ResumeDocument, swapQuestion } from '@hireproof/engine';

/** The custom sections and the work and education entries, as the Structure panel shows them. */
export function structureOf(doc: ResumeDocument | undefined): ReviewStructure {
  if (!doc) return { sections: [], entries: [] };
  const lines = (items: { id: string; text: string }[]) => items.map(({ id, text }) => ({ id, text }));
  return {
    sections: doc.custom.map((section) => ({
      id: section.id,
      title: section.title,
      other: section.title.trim().toLowerCase() === 'other',
      lines: lines(section.items),
    })),
    entries: [
      ...doc.work.map((entry) => ({
        id: entry.id,
        kind: 'work' as const,
        ...headerOf(entry, entry.position, entry.company),
        end: entry.end?.text ?? (entry.current ? 'Present' : ''),
        bullets: lines(entry.highlights),
        ...(headerMaySwap(entry) ? { question: swapQuestion(entry) } : {}),
      })),
      ...doc.education.map((entry) => ({
        id: entry.id,
        kind: 'education' as const,
        ...headerOf(entry, [entry.studyType, entry.area].filter(Boolean).join(' '), entry.institution),
        bullets: lines(entry.highlights),
      })),
    ],
  };
}

function headerOf(
  entry: ResumeDocument['work'][number] | ResumeDocument['education'][number],
  title: string,
  organisation: string,
) {
  return {
    title,
    organisation,
    location: entry.location ?? '',
    start: entry.start?.text ?? '',
    end: entry.end?.text ?? '',
  };
}
