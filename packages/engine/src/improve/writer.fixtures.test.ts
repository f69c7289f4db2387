import { describe, expect, it } from 'vitest';
import { BACKEND_JOB, sampleBackendResume } from '../analyze/test-support.ts';
import { GOLDEN_JOB } from '../fixtures/golden-cases.ts';
import {
  fixtureToText,
  indianEngineerResume,
  twoColumnResume,
  twoPageResume,
} from '../fixtures/resume-fixtures.ts';
import { parseResumeText } from '../parse/index.ts';
import { writeCoverLetter } from './cover-letter.ts';
import { checkWriterOutput } from './gates.ts';
import { tailor } from './tailor.ts';

/** Every resume × job pair the project's own fixtures make passes every writer gate. */
const resumes = {
  'indian engineer (parsed)': () => parseResumeText(fixtureToText(indianEngineerResume())).document,
  'two page (parsed)': () => parseResumeText(fixtureToText(twoPageResume())).document,
  'two column (parsed)': () => parseResumeText(fixtureToText(twoColumnResume())).document,
  'sample backend': sampleBackendResume,
};
const jobs = {
  golden: GOLDEN_JOB,
  backend: { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB },
  untitled: { title: '', company: '', description: BACKEND_JOB },
};

describe('built-in writer over the fixtures', () => {
  for (const [resumeName, make] of Object.entries(resumes)) {
    for (const [jobName, job] of Object.entries(jobs)) {
      it(`${resumeName} × ${jobName}: tailored resume and letter pass every gate`, () => {
        const resume = make();
        const tailored = tailor(resume, job);
        const letter = writeCoverLetter(tailored.document, job);
        expect(checkWriterOutput(resume, job, { tailored, letter })).toEqual([]);
        expect(letter.wordCount).toBeLessThanOrEqual(400);
      });
    }
  }
});
