// Analysis: job keywords, resume–job keyword matching, readability and ATS scores.

export { assessFit, type FitAssessment, isLowFit, LOW_FIT_COVERAGE } from './fit.ts';
export { jaroWinkler } from './jaro-winkler.ts';
export {
  extractJobKeywords,
  type JobBlock,
  type JobKeyword,
  type KeywordExtractOptions,
  type KeywordImportance,
  type KeywordKind,
} from './job-keywords.ts';
export { ACTION_VERBS, actionVerbGroup, maxScope, WEAK_OPENER_PATTERN, wordsAboveScope } from './lexicon.ts';
export {
  type KeywordMatch,
  type MatchOptions,
  type MatchResult,
  type MatchStatus,
  matchKeywords,
  type NearKind,
  toKeywordAnalysis,
} from './match.ts';
export { winkLoadMs } from './nlp.ts';
export { stem, termKey, tokenize } from './normalize.ts';
export {
  isQuantified,
  READABILITY_MAX_SUGGESTIONS,
  READABILITY_MAX_TOP_KEYWORDS,
  type ReadabilityDetails,
  type ReadabilityInput,
  type ReadabilityResult,
  SCORING_VERSION,
  type Suggestion,
  type SuggestionKind,
  scoreReadability,
  scoreReadabilityDetailed,
} from './readability.ts';
export { documentResumeLines, type ResumeLine, resumeLines, textResumeLines } from './resume-lines.ts';
export {
  findSkills,
  isCaseSensitiveForm,
  lookupSkill,
  type SkillEntry,
  type SkillHit,
  type SkillType,
  warmSkillsDictionary,
} from './skills-dictionary.ts';
