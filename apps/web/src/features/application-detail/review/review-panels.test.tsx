import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { ReviewPanels } from './review-panels.tsx';
import { makeChange, makeReview, makeRevision } from './review-test-data.ts';

const APP = '/api/applications/app-1';

function serve(overrides: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    [`GET ${APP}/review`]: () => ({ body: makeReview() }),
    [`GET ${APP}/revisions`]: () => ({ body: [] }),
    ...overrides,
  });
}

describe('ReviewPanels: loading, error and empty states', () => {
  it('shows a loading state while the review is read', () => {
    serve({ [`GET ${APP}/review`]: () => new Promise(() => {}) });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(screen.getByText('Loading changes...')).toBeVisible();
  });

  it('shows an error with a way to try again', async () => {
    let calls = 0;
    serve({
      [`GET ${APP}/review`]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: 'boom' } : { body: makeReview() };
      },
    });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByText('Could not load the changes.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('change-0')).toBeVisible();
  });

  it("says 'No changes were needed' when the writer changed nothing", async () => {
    serve({ [`GET ${APP}/review`]: () => ({ body: makeReview({ changes: [], suggestions: [] }) }) });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByText('No changes were needed')).toBeVisible();
    expect(screen.getByText('No suggestions need a figure from you.')).toBeVisible();
    expect(await screen.findByText(/^No revisions yet/)).toBeVisible();
  });

  it('shows the revisions as loading, failed, then empty', async () => {
    serve({ [`GET ${APP}/revisions`]: () => new Promise(() => {}) });
    const first = renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByText('Loading revisions...')).toBeVisible();
    first.unmount();
    serve({ [`GET ${APP}/revisions`]: () => ({ status: 500, body: 'boom' }) });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByText('Could not load the revisions.')).toBeVisible();
  });
});

describe('Changes panel', () => {
  it('shows each edit as before → after with its reason, job keyword and source fact', async () => {
    serve();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const item = await screen.findByTestId('change-0');
    expect(within(item).getByRole('heading', { name: /Bullet reworded/ })).toBeVisible();
    expect(item).toHaveTextContent('Responsible for the billing API');
    expect(item).toHaveTextContent('Built the billing API');
    expect(item).toHaveTextContent('job keywords: REST APIs');
    // Named by its words, never by its internal id (issue 28.9).
    expect(within(item).getByRole('heading', { name: /“Responsible for the billing API”/ })).toBeVisible();
    expect(item).not.toHaveTextContent('W1.B2');
  });

  it('shows a bullet order as the bullets, by their first words, not as fact ids', async () => {
    const sources = [
      { id: 'W1.B1', text: 'Reduced late shipments by 18% by rebuilding the routing report' },
      { id: 'W1.B2', text: 'Built the billing API' },
    ];
    serve({
      [`GET ${APP}/review`]: () => ({
        body: makeReview({
          changes: [
            makeChange({
              kind: 'bullet-order',
              targetId: 'W1',
              before: 'W1.B1, W1.B2',
              after: 'W1.B2, W1.B1',
              keywords: [],
              sources,
            }),
          ],
        }),
      }),
    });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const item = await screen.findByTestId('change-0');
    const [before, after] = within(item).getAllByRole('list');
    expect(
      within(before!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Reduced late shipments by 18% by…', 'Built the billing API']);
    expect(
      within(after!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Built the billing API', 'Reduced late shipments by 18% by…']);
    expect(item).not.toHaveTextContent(/W1\.B\d/);
  });

  it('rejects a change from the keyboard and announces the update', async () => {
    const server = serve({
      [`PUT ${APP}/changes/0`]: () => ({
        body: makeReview({ revision: 2, changes: [makeChange({ decision: 'rejected' })] }),
      }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const item = await screen.findByTestId('change-0');
    const reject = within(item).getByRole('button', { name: 'Reject' });
    expect(reject).toHaveAttribute('aria-pressed', 'false');
    reject.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('change-0').dataset.decision).toBe('rejected'));
    expect(within(screen.getByTestId('change-0')).getByRole('button', { name: 'Reject' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('review-announcement')).toHaveTextContent('Change rejected');
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ decision: 'rejected' });
  });
});

describe('Scores, templates, cover letter, suggestions and revisions', () => {
  it('shows the scores before and after side by side with the honest ceiling', async () => {
    serve();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const table = await screen.findByTestId('score-comparison');
    const overall = within(table).getByRole('row', { name: /Overall/ });
    expect(overall).toHaveTextContent('61/100');
    expect(overall).toHaveTextContent('74/100');
    expect(within(table).getByRole('row', { name: /Keyword coverage/ })).toHaveTextContent('5 of 12');
    expect(screen.getByTestId('keyword-ceiling')).toHaveTextContent('8 of 12');
  });

  it('offers the nine templates as thumbnails of this resume and saves a choice', async () => {
    const server = serve({
      [`GET ${APP}/thumbnails/classic`]: () => ({ body: '<h1>Jane Doe</h1>' }),
      [`PUT ${APP}/templates`]: () => ({ body: makeReview({ resumeTemplateId: 'modern', revision: 2 }) }),
    });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const group = await screen.findByRole('group', { name: 'Resume template' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(9);
    expect(within(group).getByRole('radio', { name: /Classic Professional/ })).toBeChecked();
    const frame = await screen.findByTitle('Classic Professional: your resume in this template');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Jane Doe'));
    expect(frame.getAttribute('sandbox')).toBe('');
    fireEvent.click(within(group).getByRole('radio', { name: /Modern Minimal/ }));
    await waitFor(() => expect(within(group).getByRole('radio', { name: /Modern Minimal/ })).toBeChecked());
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      resumeTemplateId: 'modern',
    });
  });

  it('shows the chosen template at once while it is saved, and the stored one if saving fails', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    serve({
      [`PUT ${APP}/templates`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const group = await screen.findByRole('group', { name: 'Resume template' });
    const modern = within(group).getByRole('radio', { name: /Modern Minimal/ });
    fireEvent.click(modern);
    // The server has not answered yet.
    await waitFor(() => expect(modern).toBeChecked());
    await act(async () => answer({ status: 500, body: { message: 'Could not save' } }));
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: /Classic Professional/ })).toBeChecked(),
    );
  });

  it('edits the cover letter in place as paragraphs', async () => {
    const server = serve({
      [`PUT ${APP}/cover-letter`]: (request) => ({
        body: makeReview({ coverLetter: (request.body as { paragraphs: string[] }).paragraphs }),
      }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit cover letter' }));
    const field = screen.getByLabelText(/Cover letter text/);
    await user.clear(field);
    await user.type(field, 'Hello Acme.{Enter}{Enter}I build APIs.');
    await user.click(screen.getByRole('button', { name: 'Save cover letter' }));
    expect(await screen.findByText('I build APIs.')).toBeVisible();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      paragraphs: ['Hello Acme.', 'I build APIs.'],
    });
  });

  it('fills a placeholder with the figure the person types', async () => {
    const server = serve({
      [`POST ${APP}/fill`]: () => ({ body: makeReview() }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const form = await screen.findByTestId('suggestion-0');
    const apply = within(form).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(within(form).getByLabelText('Your figure for [X%]'), '35%');
    await user.click(apply);
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        target: 'suggestion',
        id: 0,
        values: ['35%'],
      }),
    );
  });

  it('widens the figure input with what is typed, so none of it is cut off (issue 28.11)', async () => {
    serve();
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const form = await screen.findByTestId('suggestion-0');
    expect(form).toHaveAccessibleName('Complete the line “Cut page load time by [X%]”');
    const input = within(form).getByLabelText('Your figure for [X%]');
    await user.type(input, 'faster releases every week');
    expect(input.style.width).toBe(`${'faster releases every week'.length + 3}ch`);
  });

  it('lists revisions and restores an earlier one', async () => {
    const server = serve({
      [`GET ${APP}/revisions`]: () => ({
        body: [
          makeRevision({ number: 2, action: 'reject', description: 'Rejected: bullet W1.B2', current: true }),
          makeRevision(),
        ],
      }),
      [`POST ${APP}/revisions/1/restore`]: () => ({ body: makeReview({ revision: 3 }) }),
    });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByTestId('revision-2')).toHaveTextContent('Rejected: bullet W1.B2');
    expect(within(screen.getByTestId('revision-2')).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore revision 1' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.url === `${APP}/revisions/1/restore`)).toBe(true),
    );
    expect(await screen.findByText('Revision 1 restored.')).toBeInTheDocument();
  });
});

describe('What an ATS reads', () => {
  const fields = [
    { field: 'name', targetId: '', expected: 'Jane Doe', recovered: 'Jane Doe', ok: true },
    { field: 'employer', targetId: 'W1', expected: 'Acme', recovered: null, ok: false },
  ];

  const naive = [
    { field: 'name', targetId: '', expected: 'Jane Doe', recovered: 'Jane Doe', ok: true },
    { field: 'title', targetId: 'W1', expected: 'Engineer', recovered: 'Jan 2020 Engineer', ok: false },
    { field: 'school', targetId: 'E1', expected: 'IIT Madras', recovered: 'IIT Madras', ok: true },
  ];

  it('shows each field next to what the file gives back, flagging a loss', async () => {
    serve({
      [`GET ${APP}/ats-check/pdf`]: () => ({
        body: { format: 'pdf', templateId: 'classic', fields, lost: 1, naive, naiveLost: 1 },
      }),
      [`GET ${APP}/ats-check/docx`]: () => ({
        body: {
          format: 'docx',
          templateId: 'classic',
          fields: [fields[0]],
          lost: 0,
          naive: [naive[0]],
          naiveLost: 0,
        },
      }),
    });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByTestId('ats-summary')).toHaveTextContent('loses or changes 1 of 2 fields');
    const panel = screen.getByTestId('ats-panel');
    const ours = within(panel).getByRole('region', { name: /our parser/i });
    expect(within(ours).getByRole('row', { name: /Employer/ })).toHaveTextContent('nothing (lost)');
    // No internal fact id ('W1') beside a field (issue 28.9).
    expect(ours).not.toHaveTextContent(/\bW1\b/);
    fireEvent.click(within(panel).getByRole('button', { name: 'DOCX' }));
    await waitFor(() => expect(screen.getByTestId('ats-summary')).toHaveTextContent('recovers all 1 fields'));
    expect(screen.getByTestId('naive-ats-summary')).toHaveTextContent('A simple ATS fills in all 1 fields');
  });

  it("shows a simple ATS's reading beside our parser's, field by field", async () => {
    serve({
      [`GET ${APP}/ats-check/pdf`]: () => ({
        body: { format: 'pdf', templateId: 'classic', fields, lost: 1, naive, naiveLost: 1 },
      }),
    });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByTestId('naive-ats-summary')).toHaveTextContent(
      'A simple ATS misses or changes 1 of 3 fields',
    );
    const simple = within(screen.getByTestId('ats-panel')).getByRole('region', { name: /a simple ats/i });
    expect(within(simple).getByRole('row', { name: /Job title/ })).toHaveTextContent(
      'EngineerJan 2020 Engineer (lost)',
    );
    expect(within(simple).getByRole('row', { name: /School/ })).toHaveTextContent('IIT Madras');
    expect(within(simple).queryByRole('row', { name: /Employer/ })).toBeNull();
  });

  it('shows loading and error states', async () => {
    serve({ [`GET ${APP}/ats-check/pdf`]: () => new Promise(() => {}) });
    const first = renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByText('Reading the file back...')).toBeVisible();
    first.unmount();
    serve({ [`GET ${APP}/ats-check/pdf`]: () => ({ status: 500, body: 'boom' }) });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByText('Could not read the file back.')).toBeVisible();
  });
});
