/**
 * Job-file section of `npm run eval:corpus`: the engine CLI's job-file reader (title and company from the
 * posting itself) against `../shared/corpus/labels/jobs.json`, read at run time.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readJobFile } from '../../packages/engine/src/job-file.ts';
import { sameText } from './parse-labels.ts';
import type { EvalContext, EvalSection } from './section.ts';

interface JobLabel {
  title: string | null;
  company: string | null;
}

export const jobFileSection: EvalSection = {
  title: 'CLI job files: title and company read from the posting (labels/jobs.json)',
  run: async ({ corpusDir }: EvalContext) => {
    const labelFile = path.join(corpusDir, 'labels', 'jobs.json');
    if (!existsSync(labelFile)) return ['no labels; skipped'];
    const labels = JSON.parse(readFileSync(labelFile, 'utf8')) as Record<string, JobLabel>;
    let titles = 0;
    let companies = 0;
    let files = 0;
    const misses: string[] = [];
    for (const [file, label] of Object.entries(labels)) {
      const source = path.join(corpusDir, 'job_descriptions', file);
      if (!existsSync(source)) continue;
      files += 1;
      const job = readJobFile(readFileSync(source, 'utf8'));
      const titleOk = sameText(job.title, label.title);
      const companyOk = sameText(job.company, label.company);
      if (titleOk) titles += 1;
      if (companyOk) companies += 1;
      if (!titleOk || !companyOk)
        misses.push(
          `  ✗ ${file}: '${job.title}' at '${job.company}' (labelled '${label.title}' at '${label.company ?? ''}')`,
        );
    }
    return [
      `${files} job files: title ${titles}/${files}, company ${companies}/${files}; refused 0 (the reader never refuses)`,
      ...misses,
    ];
  },
};
