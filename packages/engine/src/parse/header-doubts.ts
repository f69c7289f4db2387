import type { WorkEntry } from '../model/resume-document.ts';
import { organisationScore, titleScore } from './structure/entry-header.ts';

/**
 * Whether a job's header reads the wrong way round: the words of what we read as the title say employer
 * ('Apollo Hospitals') more than those of what we read as the employer do, which say title ('Medical
 * Laboratory Technician'). The parser follows the layout and the section's habit where an entry's own words
 * are weak, so a header can come out swapped; this is the doubt the person is asked to settle, never a
 * change made for them.
 */
export function headerMaySwap(entry: Pick<WorkEntry, 'position' | 'company'>): boolean {
  const title = entry.position.trim();
  const employer = entry.company.trim();
  if (!title || !employer) return false;
  const lean =
    titleScore(title) - titleScore(employer) + organisationScore(employer) - organisationScore(title);
  return lean < 0;
}

/** The question the Structure panel asks beside such a job. */
export const swapQuestion = (entry: Pick<WorkEntry, 'position' | 'company'>) =>
  `We read "${entry.position.trim()}" as the job title and "${entry.company.trim()}" as the employer. Is it the other way round?`;
