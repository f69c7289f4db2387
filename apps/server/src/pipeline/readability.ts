import {
  INPUT_LIMIT_MESSAGES,
  INPUT_LINE_MAX_CHARS,
  type ReadabilityRequest,
  type ReadabilityResult,
} from '@hireproof/contract';
import {
  extractJobKeywords,
  htmlToText,
  type JobKeyword,
  type KeywordKind,
  lookupSkill,
  type SkillType,
  scoreReadability,
  termKey,
} from '@hireproof/engine';

function kindOf(type: SkillType | undefined): KeywordKind {
  if (type === 'tool' || type === 'certification' || type === 'soft') return type;
  return type ? 'hard' : 'other';
}

/**
 * Keywords the client already has (the application's keyword analysis) as the engine's JobKeyword:
 * equal weight, the dictionary's name and forms when the term is a known skill.
 */
export function keywordsFromTerms(terms: string[]): JobKeyword[] {
  const unique = [
    ...new Map(
      terms
        .map((term) => term.trim())
        .filter(Boolean)
        .map((t) => [t.toLowerCase(), t]),
    ).values(),
  ];
  const weight = unique.length > 0 ? 100 / unique.length : 0;
  return unique.map((term) => {
    const skill = lookupSkill(term);
    return {
      id: skill ? `skill:${skill.index}` : `other:${termKey(term)}`,
      term,
      canonical: skill?.name ?? term,
      kind: kindOf(skill?.type),
      weight,
      required: true,
      block: 'general',
      frequency: 1,
      aliases: skill ? skill.forms.filter((form) => form !== term) : [],
      evidence: term,
    } satisfies JobKeyword;
  });
}

/**
 * The keywords to score against: the ones the client sent (the detail page has them already), else
 * the ones in the job description it sent (the builder's target job), else none.
 */
function requestKeywords(request: ReadabilityRequest, jobTitle: string): JobKeyword[] {
  const terms = (request.keywords ?? []).filter((term) => term.trim());
  if (terms.length || !request.jobDescription?.trim()) return keywordsFromTerms(terms);
  return extractJobKeywords(request.jobDescription, {
    ...(jobTitle ? { jobTitle } : {}),
    ...(request.company?.trim() ? { company: request.company.trim() } : {}),
  });
}

/** Live scoring for the builder and the detail page (POST /api/analysis/readability). */
export function scoreResumeReadability(request: ReadabilityRequest): ReadabilityResult {
  const resumeText = request.resumeText?.trim() ? request.resumeText : htmlToText(request.resumeHtml ?? '');
  const jobTitle = request.jobTitle?.trim() ?? '';
  return scoreReadability({
    resumeText,
    ...(jobTitle ? { jobTitle } : {}),
    keywords: requestKeywords(request, jobTitle),
  });
}

/** True when some line of `text` is longer than `max` characters (one pass, no copies). */
export function hasLineLongerThan(text: string, max: number): boolean {
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop - start > max) return true;
    if (end === -1) return false;
    start = end + 1;
  }
  return false;
}

export type ReadabilityOutcome = { ok: true; result: ReadabilityResult } | { ok: false; message: string };

/**
 * Live scoring behind the input caps: the resume's text (after HTML is reduced to text) and the
 * job description are refused with a message before any language processing when a line is
 * longer than INPUT_LINE_MAX_CHARS. The totals and the keyword count are capped by the request
 * schema already. Runs in the engine pool.
 */
export function scoreReadabilityWithinLimits(request: ReadabilityRequest): ReadabilityOutcome {
  const resumeText = request.resumeText?.trim() ? request.resumeText : htmlToText(request.resumeHtml ?? '');
  if (
    hasLineLongerThan(resumeText, INPUT_LINE_MAX_CHARS) ||
    hasLineLongerThan(request.jobDescription ?? '', INPUT_LINE_MAX_CHARS)
  )
    return { ok: false, message: INPUT_LIMIT_MESSAGES.lineTooLong };
  return { ok: true, result: scoreResumeReadability({ ...request, resumeText }) };
}
