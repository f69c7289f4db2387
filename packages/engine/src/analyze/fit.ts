import type { ResumeDocument } from '../model/resume-document.ts';
import { extractJobKeywords } from './job-keywords.ts';
import { type MatchResult, matchKeywords } from './match.ts';

/**
 * Below this keyword coverage (the weighted share of the posting's keywords the resume shows, 0–100, the
 * same formula as the application's match score) a resume and a posting share almost nothing, and the
 * person is asked before a credit is spent. Chosen on the evaluation corpus: every pairing of a software
 * resume with an unrelated posting (housekeeper, mail room, proofreader, retail, laboratory) scores below
 * it, and about one in ten pairings of a software resume with a software posting does (a prompt, never a
 * refusal). See README 'Fit check'.
 */
export const LOW_FIT_COVERAGE = 5;

export interface FitAssessment {
  /** 0–100: the weighted share of the posting's keywords the resume shows. */
  coverage: number;
  /** Job keywords the resume shows (exact or near), of `total`. */
  matched: number;
  total: number;
  /** True when the posting has keywords and the resume covers fewer than LOW_FIT_COVERAGE of them. */
  low: boolean;
  /** A few of the posting's keywords the resume does show, most important first. */
  shared: string[];
}

/**
 * The one rule for "shares almost nothing", used by the fit check before a credit is spent and by the
 * cover letter (which then claims no fit). A posting we found no keywords in says nothing about fit. Where the
 * matches are given, only what the work is counts: a trait any resume may show ('communication', matched in
 * 'communication between frontend and backend') does not make a developer a fit for a housekeeping job.
 */
export function isLowFit(
  match: Pick<MatchResult, 'score' | 'total'> & Partial<Pick<MatchResult, 'matches'>>,
): boolean {
  return match.total > 0 && substantiveCoverage(match) < LOW_FIT_COVERAGE;
}

/** The coverage of the posting's keywords without the soft skills' share of what was met (0–100). */
function substantiveCoverage(
  match: Pick<MatchResult, 'score'> & Partial<Pick<MatchResult, 'matches'>>,
): number {
  if (!match.matches) return match.score;
  const total = match.matches.reduce((sum, m) => sum + m.keyword.weight, 0);
  if (total <= 0) return match.score;
  const gained = match.matches
    .filter((m) => m.keyword.kind !== 'soft')
    .reduce((sum, m) => sum + m.keyword.weight * m.confidence, 0);
  return Math.round((100 * gained) / total);
}

/** How much a resume and a posting share, before anything is tailored. */
export function assessFit(
  resume: ResumeDocument,
  job: { description: string; title?: string; company?: string },
): FitAssessment {
  const keywords = extractJobKeywords(job.description, {
    ...(job.title?.trim() ? { jobTitle: job.title.trim() } : {}),
    ...(job.company?.trim() ? { company: job.company.trim() } : {}),
  });
  const match = matchKeywords(resume, keywords);
  return {
    coverage: match.score,
    matched: match.matched,
    total: match.total,
    low: isLowFit(match),
    shared: match.matches
      .filter((m) => m.status !== 'missing')
      .sort((a, b) => b.keyword.weight - a.keyword.weight)
      .slice(0, 5)
      .map((m) => m.keyword.term),
  };
}
