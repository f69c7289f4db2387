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
  JOB_SOURCE_ID,
  letterParagraphs,
  verifyCoverLetter,
  writeCoverLetter,
} from './cover-letter.ts';
export { type NumberClaim, numberClaims } from './numbers.ts';
export { hasPlaceholder, listPlaceholders, PLACEHOLDER } from './placeholders.ts';
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
export {
  type Change,
  type ChangeKind,
  type JobInput,
  STANDARD_SECTION_ORDER,
  standardHeading,
  type TailorResult,
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
  type BulletsInput,
  builtInWriter,
  type CoverLetterInput,
  type SkillsInput,
  type SkillsOutput,
  type SummarizeInput,
  type TailorInput,
  type Writer,
} from './writer.ts';
