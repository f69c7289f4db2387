import { ACTION_VERBS } from '../analyze/lexicon.ts';
import { DISTINCT_PARTICIPLE, NOMINALISATIONS } from './verbs.ts';

/**
 * The writer's own fixed vocabulary: every word the built-in writer's templates, rules and standard
 * headings may put into a result that is not from the resume or the job. The gates allow a word in a
 * result only when it is here, in the source resume, or in the job posting.
 */
const TEMPLATE_WORDS = `
i am was writing to apply for the position at open this a an and or of in with as on by from
most recently currently work worked before that bring years year experience who has have had
holds hold studied skills my include also been involved named each your posting would welcome resume gives more detail which names
chance discuss how could help team thank you time consideration dear hiring manager sincerely
outside main roles role volunteer at been same there drew other
spent earlier that so far learned beyond current includes since where look forward hearing what
speak awards volunteered
all requires month months bring from it is
managed handled partnered supported contributed
professional summary work education projects certifications certification these achievements training
awards interests activities publications languages volunteer experience additional skills information
`;

/** Past tenses the booster may write, beyond the action-verb table. */
const BOOSTER_WORDS = 'worked utilized utilised used joined contributed spearheaded';

let vocabulary: ReadonlySet<string> | undefined;

/** The fixed vocabulary, lower case. */
export function writerVocabulary(): ReadonlySet<string> {
  vocabulary ??= new Set([
    ...TEMPLATE_WORDS.split(/\s+/).filter(Boolean),
    ...BOOSTER_WORDS.split(' '),
    ...ACTION_VERBS,
    ...Object.values(NOMINALISATIONS),
    // 'I have written …': the participle of a past tense the resume used.
    ...Object.values(DISTINCT_PARTICIPLE),
  ]);
  return vocabulary;
}
