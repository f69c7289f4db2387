import type { FitCheckResponse } from '@hireproof/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { makeUser, renderWithClient } from '../../test/render.tsx';
import { CreateApplicationForm } from './create-application-form.tsx';
import { lowFitText } from './low-fit-dialog.tsx';
import { makeApplication } from './test-data.ts';

const DESCRIPTION = 'Little Acorns Preschool is looking for a Preschool Teacher to plan lessons. '.repeat(4);

const fit = (overrides: Partial<FitCheckResponse> = {}): FitCheckResponse => ({
  coverage: 0,
  matched: 0,
  total: 12,
  low: true,
  threshold: 5,
  shared: [],
  ...overrides,
});

function fillAndGenerate() {
  fireEvent.change(screen.getByLabelText('Resume file'), {
    target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] },
  });
  fireEvent.change(screen.getByLabelText('Job Title'), { target: { value: 'Preschool Teacher' } });
  fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Little Acorns' } });
  fireEvent.change(screen.getByLabelText('Job Description'), { target: { value: DESCRIPTION } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }));
}

const generations = (requests: { method: string; url: string }[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === '/api/applications');

describe('the low-fit question before generating', () => {
  it('asks in plain words when the fit is low, and going back generates nothing', async () => {
    const { requests } = fakeFetch({
      'POST /api/analysis/fit': () => ({ body: fit() }),
      'POST /api/applications': () => ({ status: 201, body: makeApplication() }),
    });
    renderWithClient(<CreateApplicationForm user={makeUser({ credits: 3 })} random={() => 0} />);
    fillAndGenerate();

    const dialog = await screen.findByRole('alertdialog', {
      name: 'This resume and this job share very little',
    });
    expect(dialog).toHaveTextContent('Your resume shows none of the 12 skills and terms');
    expect(dialog).toHaveTextContent('1 credit will be used');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(generations(requests)).toHaveLength(0);
    // What the person typed is still there, to change.
    expect(screen.getByLabelText('Job Title')).toHaveValue('Preschool Teacher');
  });

  it('generates when the person chooses to go on', async () => {
    const { requests } = fakeFetch({
      'POST /api/analysis/fit': () => ({ body: fit() }),
      'POST /api/applications': () => ({ status: 201, body: makeApplication() }),
    });
    renderWithClient(<CreateApplicationForm user={makeUser({ credits: 3 })} random={() => 0} />);
    fillAndGenerate();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate anyway' }));
    await waitFor(() => expect(generations(requests)).toHaveLength(1));
  });

  it('asks nothing when the fit is fine, or when the check cannot answer', async () => {
    const fine = fakeFetch({
      'POST /api/analysis/fit': () => ({
        body: fit({ coverage: 40, matched: 5, low: false, shared: ['Go'] }),
      }),
      'POST /api/applications': () => ({ status: 201, body: makeApplication() }),
    });
    const { unmount } = renderWithClient(
      <CreateApplicationForm user={makeUser({ credits: 3 })} random={() => 0} />,
    );
    fillAndGenerate();
    await waitFor(() => expect(generations(fine.requests)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();

    const limited = fakeFetch({
      'POST /api/analysis/fit': () => ({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' } }),
      'POST /api/applications': () => ({ status: 201, body: makeApplication() }),
    });
    renderWithClient(<CreateApplicationForm user={makeUser({ credits: 3 })} random={() => 0} />);
    fillAndGenerate();
    await waitFor(() => expect(generations(limited.requests)).toHaveLength(1));
  });

  it('names what the two do share, and mentions no credit to an admin', () => {
    const [shown, , next] = lowFitText(fit({ matched: 1, shared: ['Excel'] }), false);
    expect(shown).toBe(
      'Your resume shows only 1 of the 12 skills and terms we found in this job description (Excel).',
    );
    expect(next).not.toContain('credit');
  });
});
