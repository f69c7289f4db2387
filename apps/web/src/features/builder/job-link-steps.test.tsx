import type { BuilderDraft } from '@hireproof/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { emptyDraft } from './draft-rules.ts';
import { JobStep } from './job-step.tsx';
import { LayoutStep } from './layout-step.tsx';

const LINK = 'https://www.naukri.com/job-listings-data-engineer-northwind-pune-123456';
const POSTING = {
  jobDescription: `Northwind is hiring a Data Engineer to build pipelines in Python and SQL. ${'Details. '.repeat(30)}`,
  jobTitle: 'Data Engineer',
  company: 'Northwind',
  location: 'Pune',
  source: 'json-ld',
};

/** A step with its draft held in state, as the builder page holds it. */
function WithDraft({ initial, step }: { initial: BuilderDraft; step: 'layout' | 'job' }) {
  const [draft, setDraft] = useState(initial);
  const update = (change: (current: BuilderDraft) => BuilderDraft) => setDraft((current) => change(current));
  return (
    <>
      {step === 'layout' ? (
        <LayoutStep draft={draft} update={update} />
      ) : (
        <JobStep draft={draft} update={update} />
      )}
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

const shownDraft = () => JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as BuilderDraft;

describe('a job-board link in the builder', () => {
  it('step 5: a pasted link is fetched, replaces the target description and fills an empty step 6', async () => {
    fakeFetch({ 'POST /api/extract-job-description': () => ({ body: POSTING }) });
    const draft = emptyDraft();
    draft.jobDescription = LINK;
    renderWithClient(<WithDraft initial={draft} step="layout" />);
    await waitFor(() => expect(shownDraft().jobDescription).toBe(POSTING.jobDescription));
    expect(shownDraft().jobDetails).toMatchObject({ jobTitle: 'Data Engineer', companyName: 'Northwind' });
  });

  it('step 6: keeps a company the person typed and takes the posting for the description', async () => {
    fakeFetch({ 'POST /api/extract-job-description': () => ({ body: POSTING }) });
    const draft = emptyDraft();
    draft.jobDetails = { jobTitle: '', companyName: 'Northwind Traders', jobDescription: LINK };
    renderWithClient(<WithDraft initial={draft} step="job" />);
    await waitFor(() => expect(shownDraft().jobDetails.jobDescription).toBe(POSTING.jobDescription));
    expect(shownDraft().jobDetails).toMatchObject({
      jobTitle: 'Data Engineer',
      companyName: 'Northwind Traders',
    });
  });

  it('shows no Try Extract for plain text', () => {
    const draft = emptyDraft();
    draft.jobDescription = 'We need a data engineer who knows Python.';
    renderWithClient(<WithDraft initial={draft} step="layout" />);
    expect(screen.queryByRole('button', { name: /Try Extract/ })).toBeNull();
  });
});
