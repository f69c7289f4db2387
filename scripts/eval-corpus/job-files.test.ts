import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jobFileSection } from './job-files.ts';

describe('job-file evaluation section', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts titles and companies read from postings against labels, and names the misses', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'eval-jobs-'));
    mkdirSync(path.join(dir, 'labels'));
    mkdirSync(path.join(dir, 'job_descriptions'));
    writeFileSync(
      path.join(dir, 'job_descriptions', 'a.txt'),
      'Title: Data Analyst\nCompany: Acme\nWe need SQL.',
    );
    writeFileSync(path.join(dir, 'job_descriptions', 'b.txt'), 'We are hiring a Nurse to join our ward.');
    writeFileSync(
      path.join(dir, 'labels', 'jobs.json'),
      JSON.stringify({
        'a.txt': { title: 'Data Analyst', company: 'Acme' },
        'b.txt': { title: 'Nurse', company: 'St Mary' },
      }),
    );
    const lines = await jobFileSection.run({ corpusDir: dir, parsed: new Map() });
    expect(lines[0]).toBe('2 job files: title 2/2, company 1/2; refused 0 (the reader never refuses)');
    expect(lines[1]).toContain('b.txt');
  });
});
