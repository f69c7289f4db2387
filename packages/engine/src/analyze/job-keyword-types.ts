import type { SkillType } from './skills-dictionary.ts';

/** What kind of requirement a keyword is; drives its weight and where suggestions send it. */
export type KeywordKind =
  | 'hard'
  | 'tool'
  | 'certification'
  | 'soft'
  | 'title'
  | 'education'
  /** Years of experience the ad asks for ('3+ years of experience'); met from the resume's dates, never added. */
  | 'experience'
  | 'other';

/** How firmly the ad asks for a keyword. */
export type KeywordImportance = 'must' | 'nice';

/** Where in the job ad a keyword was seen. */
export type JobBlock = 'title' | 'required' | 'preferred' | 'responsibilities' | 'general' | 'boilerplate';

export interface JobKeyword {
  /** Stable within one extraction: the canonical key, e.g. 'skill:412' or 'title:backend engineer'. */
  id: string;
  /** The form the job ad used first ('Postgres'), which is what the user is shown. */
  term: string;
  /** Dictionary name when known ('PostgreSQL'). */
  canonical: string;
  kind: KeywordKind;
  skillType?: SkillType;
  /** Importance points; all keywords of one extraction sum to 100. */
  weight: number;
  required: boolean;
  /**
   * 'nice' when the ad only asks for it as preferred ('a plus', 'nice to have', 'bonus'); 'must' otherwise.
   * Optional so keywords stored or built before this field existed stay valid; absent reads as 'must'.
   */
  importance?: KeywordImportance;
  block: JobBlock;
  frequency: number;
  /** Years asked for in the same sentence ('5+ years of Python' → 5). */
  years?: number;
  /** Other forms that count as the same keyword (dictionary aliases, degree spellings). */
  aliases: string[];
  /** The sentence of the job ad where it first appeared. */
  evidence: string;
  /**
   * A trait the posting never names, read from a verb it uses ('collaborate closely' → Collaboration): shown
   * as inferred, never asked of the person as a requirement. Absent for every keyword the posting states.
   */
  inferred?: true;
}

export interface KeywordExtractOptions {
  jobTitle?: string;
  /** The hiring company: its name is never a keyword ('AdventHealth', 'PaperCut'). */
  company?: string;
  /** Keep at most this many keywords (default 35). */
  limit?: number;
  /**
   * Also take the ad's own noun phrases from its requirement and duty sentences ('acceptance criteria',
   * 'proficiency testing'); default true. They name what the dictionary cannot, at some cost in precision.
   */
  phrases?: boolean;
}

/** A keyword being collected: what the ad said of it so far, before it is weighed. */
export interface Draft {
  id: string;
  term: string;
  canonical: string;
  kind: KeywordKind;
  skillType?: SkillType;
  blockWeight: number;
  block: JobBlock;
  required: boolean;
  frequency: number;
  early: boolean;
  mustSentence: boolean;
  /** Named as the object of a requirement ('experience with X', 'knowledge of X', 'X skills'). */
  cued: boolean;
  /** Named as a list item of its own ('- Problem Solving'): the whole item is the requirement. */
  listed: boolean;
  /** Only ever named as an example of what is asked ('frameworks like Angular, React or Vue'). */
  exampleOnly: boolean;
  /** Only ever read from another form of its word ('collaborate with the team' → Collaboration), never named. */
  inferredOnly: boolean;
  years?: number;
  aliases: string[];
  evidence: string;
}

export interface Sentence {
  text: string;
  block: JobBlock;
  /** Offset of the sentence in the whole ad, for the 'early in the ad' boost. */
  offset: number;
  /** The employer speaking of itself ('At Acme, we…', 'Our engineers use…'): read for known skills only. */
  story?: boolean;
  /** The value of a job board's field ('Industry: IT Services'): what the page files the ad under. */
  field?: boolean;
}
