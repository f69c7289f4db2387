import { collectCandidates } from './job-candidates.ts';
import { isPerkLabelOrFiller } from './job-filters.ts';
import type { JobKeyword, KeywordExtractOptions } from './job-keyword-types.ts';
import { foreignPhrases, postingLanguage } from './job-language.ts';
import {
  companyNames,
  definedAcronyms,
  definiteSelfNames,
  isMottoAcronym,
  repairJobText,
} from './job-noise.ts';
import { nounPhrases } from './job-phrases.ts';
import { mergeNestedPhrases, rankKeywords } from './job-rank.ts';
import { cleanJobTitle } from './job-requirements.ts';
import { hasAskingHeading, isCompanyVoice, segment } from './job-segment.ts';
import { foldPunctuation, termKey } from './normalize.ts';
import { lookupSkill } from './skills-dictionary.ts';

export type {
  JobBlock,
  JobKeyword,
  KeywordExtractOptions,
  KeywordImportance,
  KeywordKind,
} from './job-keyword-types.ts';
export { experienceRequirements } from './job-requirements.ts';
export { unwrapLines } from './job-segment.ts';

/**
 * Extracts weighted keywords from a job description. Pure and deterministic. The stages: segment the ad into
 * sentences by block (job-segment), learn what the ad says of itself (employer, acronyms, language), collect
 * candidates sentence by sentence (job-candidates, with the filters of job-filters and the cues of job-cues),
 * then fold nested phrases and rank (job-rank, with the weights of job-weights).
 */
export function extractJobKeywords(
  jobDescription: string,
  options: KeywordExtractOptions = {},
): JobKeyword[] {
  const text = repairJobText(foldPunctuation(jobDescription));
  const sentences = segment(text);
  // A posting in another language has its phrases found by rule: the English tagger reads its words as noise.
  const language = postingLanguage(text);
  // The employer as it names itself; with the units it calls 'the Service' or 'the Agency', never a keyword.
  const employer = companyNames(text, options.company);
  // What the page files the ad under ('Accounting / Ledger Services') is never asked of the candidate.
  const filedUnder = new Set(
    sentences
      .filter((sentence) => sentence.field)
      .flatMap((sentence) => sentence.text.split(/\s*[/,|]\s*/).map((part) => termKey(part))),
  );
  for (const sentence of sentences) {
    if (sentence.block === 'boilerplate' || !isCompanyVoice(sentence.text, employer)) continue;
    sentence.story = true;
    if (sentence.block !== 'title') sentence.block = 'general';
  }
  const acronyms = definedAcronyms(text);
  const jobTitle = options.jobTitle ? cleanJobTitle(foldPunctuation(options.jobTitle)) : '';
  const drafts = collectCandidates(jobTitle, sentences, {
    company: new Set([...employer, ...definiteSelfNames(text)]),
    filedUnder,
    longForms: new Set([...acronyms.values()].map((longForm) => termKey(longForm))),
    isMotto: (word) => {
      const longForm = acronyms.get(word);
      return longForm !== undefined && !lookupSkill(longForm) && isMottoAcronym(longForm);
    },
    language,
    phrasesOf: (sentence) => (language === 'en' ? nounPhrases(sentence) : foreignPhrases(sentence, language)),
    sectioned: hasAskingHeading(text),
    phrases: options.phrases !== false,
    totalLength: Math.max(1, jobDescription.length),
  });
  // A perk, a page label or filler is not a requirement, wherever it stands.
  for (const draft of drafts.values()) if (isPerkLabelOrFiller(draft)) drafts.delete(draft.id);
  mergeNestedPhrases(drafts);
  return rankKeywords(drafts, options.limit ?? 35);
}
