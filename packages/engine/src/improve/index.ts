// Improvement: the built-in writer (bullets, summary, skills, tailoring, cover letter) and the
// verifier every writer's output passes through.
export { ADDED_SKILLS_GROUP, addKeywords } from './add-keywords.ts';
export {
  type BoostedBullet,
  type BoostOptions,
  boostBullet,
  cleanAiBullets,
  splitBullets,
} from './bullets.ts';
export {
  type CoverLetterDraft,
  type CoverLetterOptions,
  firstPersonClause,
  JOB_SOURCE_ID,
  letterParagraphs,
  MAX_SENTENCE_WORDS,
  verifyCoverLetter,
  writeCoverLetter,
} from './cover-letter.ts';
export {
  checkWriterOutput,
  type GateContext,
  type GateFailure,
  type GateJob,
  type GateName,
  gateContext,
  sentenceFailures,
  type WriterOutput,
} from './gates.ts';
export { article, usableDegree, usableName, usableTitle, yearsOfExperience } from './grounded-facts.ts';
export { type NumberClaim, numberClaims } from './numbers.ts';
export { hasPlaceholder, listPlaceholders, PLACEHOLDER } from './placeholders.ts';
export {
  ANSWER_MAX_CHARS,
  type AnswerChange,
  AnswerError,
  type AnswerPlace,
  type AppliedAnswer,
  answerPlaces,
  applyAnswer,
  type GapAnswer,
  type GapQuestion,
  type GapQuestionKind,
  gapQuestions,
  MAX_GAP_QUESTIONS,
  missingRequiredKeywords,
  wordsFromNowhere,
} from './questions.ts';
export { ChangeConflict, type ChangeSide, fillPlaceholders, switchChange } from './review.ts';
export { countWords, fragmentProblem, hasEmptySlot, hasVerb, splitSentences } from './sentences.ts';
export {
  formatAiSkill,
  mergeSkills,
  normalizeAiSkills,
  type SkillSuggestion,
  type SkillSuggestions,
  splitSkills,
  suggestSkills,
} from './skills.ts';
export { joinList, latestRole, type SummaryOptions, type WrittenText, writeSummary } from './summary.ts';
export { otherEmployerInSummary } from './summary-employer.ts';
export {
  type Change,
  type ChangeKind,
  type JobInput,
  STANDARD_SECTION_ORDER,
  standardHeading,
  type TailorOptions,
  type TailorResult,
  type TailorSuggestion,
  tailor,
} from './tailor.ts';
export {
  type EditCheck,
  type EditVerdict,
  type Fabrication,
  type FabricationKind,
  factTexts,
  type ProposedEdit,
  type VerifyDocumentOptions,
  type VerifyTextOptions,
  verifyDocument,
  verifyEdit,
  verifyText,
} from './verify.ts';
export {
  type AnswerLineInput,
  type BulletsInput,
  builtInWriter,
  type CoverLetterInput,
  type SkillsInput,
  type SkillsOutput,
  type SummarizeInput,
  type TailorInput,
  type Writer,
} from './writer.ts';
