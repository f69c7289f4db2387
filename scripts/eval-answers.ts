/**
 * `npm run eval:answers`: only the answers section of `npm run eval:corpus` (issue 29), after the parse
 * it builds on; the corpus is read from ../shared/corpus and never copied into the repository.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { answersSection } from './eval-corpus/answers.ts';
import { evaluateParser, resolveCorpusDir } from './eval-corpus.ts';

const corpusDir = resolveCorpusDir();
if (!existsSync(path.join(corpusDir, 'resumes'))) {
  console.log(`eval:answers: no corpus at ${corpusDir}; nothing to evaluate (skipped).`);
} else {
  const { parsed } = await evaluateParser(corpusDir);
  console.log(answersSection.title);
  for (const line of await answersSection.run({ corpusDir, parsed })) console.log(line);
}
