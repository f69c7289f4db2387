import type { Draft, JobBlock, KeywordKind } from './job-keyword-types.ts';
import type { SkillType } from './skills-dictionary.ts';

/** The weights that rank an ad's keywords: by kind, by the block that names them, and by how they are named. */

export const TYPE_WEIGHT: Record<KeywordKind, number> = {
  hard: 1,
  tool: 1,
  certification: 0.9,
  title: 0.9,
  education: 0.6,
  experience: 0.9,
  soft: 0.4,
  other: 0.5,
};

export const BLOCK_WEIGHT: Record<JobBlock, number> = {
  title: 1,
  required: 1,
  responsibilities: 0.8,
  general: 0.7,
  preferred: 0.6,
  boilerplate: 0.1,
};

/**
 * A skill the dictionary names is asked for wherever the ad names it: the opening paragraph of an ad often
 * says what the job is built on ('Our stack runs on AWS, PostgreSQL and Kafka') before any heading. The
 * general block's lower weight is for the ad's own phrases, which outside a list of requirements are more
 * often its story than what it asks.
 */
export const NAMED_GENERAL_WEIGHT = 0.85;
export const NAMED_KINDS: ReadonlySet<KeywordKind> = new Set(['hard', 'tool', 'certification']);

export function blockWeightOf(kind: KeywordKind, block: JobBlock): number {
  return block === 'general' && NAMED_KINDS.has(kind) ? NAMED_GENERAL_WEIGHT : BLOCK_WEIGHT[block];
}

export const KIND_OF_TYPE: Record<SkillType, KeywordKind> = {
  language: 'hard',
  framework: 'hard',
  methodology: 'hard',
  tool: 'tool',
  platform: 'tool',
  certification: 'certification',
  soft: 'soft',
};

/** How much more a keyword counts when the ad names it as the object of a requirement. */
export const CUED_BOOST = 1.4;

/**
 * The weight of a keyword's kind. An unknown product or acronym read from a requirement ('ZQF', 'GizmoDB') is
 * a named tool the dictionary lacks, so it counts nearly as one; a soft skill the requirements list
 * ('vendor negotiation skills') is screened for, where one read from a duty or the ad's story is colour.
 */
export function typeWeight(draft: Draft): number {
  if (draft.kind === 'other' && /^(other|name):/.test(draft.id)) return PRODUCT_WEIGHT;
  if (draft.kind === 'soft' && draft.block === 'required') return REQUIRED_SOFT_WEIGHT;
  return TYPE_WEIGHT[draft.kind];
}
export const PRODUCT_WEIGHT = 0.8;
export const REQUIRED_SOFT_WEIGHT = 0.55;

/** What a keyword named only as an example of a category counts for ('frameworks like Angular or Vue'). */
export const EXAMPLE_WEIGHT = 0.6;

/**
 * A soft skill read only from a verb of the ad ('collaborate with the team' → Collaboration, 'lead the rollout' →
 * Leadership) describes how the work is done; one the ad names ('time management skills') is screened for.
 */
export const INFERRED_SOFT_WEIGHT = 0.7;
