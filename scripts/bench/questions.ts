import { extractJobKeywords, warmSkillsDictionary } from '../../packages/engine/src/analyze/index.ts';
import { BACKEND_JOB, sampleBackendResume } from '../../packages/engine/src/analyze/test-support.ts';
import { gapQuestions } from '../../packages/engine/src/improve/index.ts';
import { type BenchRow, type BenchSection, percentiles, timeRuns } from './types.ts';

/**
 * Issue 29: the review page's questions are generated on each GET, so the whole of it — the job's
 * keywords read, the person's text matched, the questions written — must stay under 50 ms at p95.
 */
export const questionsSection: BenchSection = {
  title: 'Engine: questions from the gap',
  async run(): Promise<BenchRow[]> {
    warmSkillsDictionary();
    const resume = sampleBackendResume();
    let asked = 0;
    const generate = () => {
      const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });
      asked = gapQuestions(resume, keywords).length;
    };
    const samples = percentiles(await timeRuns(generate, 60, 3));
    // The part that is the questions' own: matching the person's text and writing the questions.
    const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });
    const own = percentiles(await timeRuns(() => gapQuestions(resume, keywords), 60, 3));
    return [
      { name: 'questions (keywords + match + questions), p50 (60 runs)', value: samples.p50, unit: 'ms' },
      {
        name: 'questions (keywords + match + questions), p95',
        value: samples.p95,
        unit: 'ms',
        budget: 50,
        note: `${asked} questions`,
      },
      { name: 'questions alone (job keywords read once), p95', value: own.p95, unit: 'ms' },
    ];
  },
};
