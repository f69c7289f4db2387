import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { emptyDraft } from './draft-rules.ts';
import { ReadabilityPanel } from './readability-panel.tsx';

const TARGET = 'We need a data engineer who knows Python, SQL and Airflow.';
const JOB = 'Northwind is hiring an analytics engineer fluent in dbt and Snowflake.';

function draftWith(step5: string, step6: string) {
  const draft = emptyDraft();
  draft.personalInfo.name = 'Jane Doe';
  draft.experience[0]!.bulletsText = 'Built reports in Excel';
  draft.jobDescription = step5;
  draft.jobDetails = { jobTitle: 'Analytics Engineer', companyName: 'Northwind', jobDescription: step6 };
  return draft;
}

async function sentBody(step5: string, step6: string) {
  const { requests } = fakeFetch({ 'POST /api/analysis/readability': () => ({ status: 503, body: '' }) });
  renderWithClient(<ReadabilityPanel draft={draftWith(step5, step6)} />);
  await waitFor(() => expect(requests.length).toBeGreaterThan(0));
  return requests[0]!.body as Record<string, unknown>;
}

describe('the readability side panel scores against the target job', () => {
  it("sends step 5's target description (and the company, never a keyword) when step 6 has none", async () => {
    expect(await sentBody(TARGET, '  ')).toMatchObject({
      jobDescription: TARGET,
      company: 'Northwind',
      jobTitle: 'Analytics Engineer',
      keywords: [],
    });
  });

  it("prefers step 6's job description, the one the resume is generated for", async () => {
    expect(await sentBody(TARGET, JOB)).toMatchObject({ jobDescription: JOB });
  });
});
