import type { ParsedResume } from '../../packages/engine/src/index.ts';

// The section contract lives apart from scripts/eval-corpus.ts, which registers the sections: a
// section importing its own runner for two types was the one import circle in the tree.

export interface EvalContext {
  corpusDir: string;
  /** Parser results by file name, for sections that build on the parse (keyword matching). */
  parsed: Map<string, ParsedResume>;
}

/** A part of the evaluation; prints its own lines and answers its totals lines. */
export interface EvalSection {
  title: string;
  run: (context: EvalContext) => Promise<string[]>;
}
