import type { StructLine } from './lines.ts';

/** Profile labels a two-column layout sets over the handle ('LinkedIn' / 'jane-doe'). */
const NETWORK_LABEL = /^(linkedin|github|gitlab|twitter|stack\s?overflow|behance|dribbble)$/i;
const HANDLE = /^@?[\w.-]{2,40}$/u;

/**
 * Takes out of a section the profile labels and handles that a sidebar left in its flow: 'LinkedIn' over
 * 'vikram-patel' at the top of Education, when the contact column ran onto the next page. They are the
 * person's contact (read as 'LinkedIn: vikram-patel'), not a school or a field of study.
 */
export function liftProfiles(lines: StructLine[]): { kept: StructLine[]; profiles: StructLine[] } {
  const kept: StructLine[] = [];
  const profiles: StructLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as StructLine;
    const next = lines[i + 1];
    if (next && !line.bullet && NETWORK_LABEL.test(line.text.trim()) && HANDLE.test(next.text.trim())) {
      profiles.push({ ...line, text: `${line.text.trim()}: ${next.text.trim()}`, end: next.end });
      i += 1;
    } else kept.push(line);
  }
  return { kept, profiles };
}
