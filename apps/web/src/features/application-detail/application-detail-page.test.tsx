import { LETTER_SKIP_MESSAGES } from '@hireproof/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { ApplicationDetailPage } from './application-detail-page.tsx';
import { makeApplication, makeJob, makeReadability } from './test-data.ts';

const APP = '/api/applications/app-1';

afterEach(() => {
  vi.useRealTimers();
});

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('ApplicationDetailPage states', () => {
  it("shows 'Loading application...' first", () => {
    fakeFetch({ [`GET ${APP}`]: () => new Promise(() => {}) });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    expect(screen.getByText('Loading application...')).toBeVisible();
  });

  it("shows 'Error loading application' with Return to Dashboard", async () => {
    fakeFetch({ [`GET ${APP}`]: () => ({ status: 500, body: 'boom' }) });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    expect(await screen.findByText('Error loading application')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("shows 'Application not found' for a 404", async () => {
    fakeFetch({
      [`GET ${APP}`]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Application not found' } }),
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    expect(await screen.findByText('Application not found')).toBeVisible();
  });

  it("treats an address that is not an application id (400) as 'Application not found'", async () => {
    fakeFetch({
      'GET /api/applications/nope': () => ({ status: 400, body: { code: 'INVALID_INPUT', message: 'id' } }),
    });
    renderWithClient(<ApplicationDetailPage id="nope" />);
    expect(await screen.findByText('Application not found')).toBeVisible();
    expect(screen.queryByText('Error loading application')).toBeNull();
  });
});

describe('ApplicationDetailPage, complete', () => {
  function serve(overrides: Parameters<typeof makeApplication>[0] = {}) {
    return fakeFetch({
      [`GET ${APP}`]: () => ({ body: makeApplication(overrides) }),
      [`GET ${APP}/readability`]: () => ({ body: makeReadability() }),
      [`GET ${APP}/jobs`]: () => ({ body: [makeJob({ status: 'done', attempts: 1 })] }),
      [`GET ${APP}/export/resume/html`]: () => ({ body: '<h1>Jane Doe</h1><p>I’m great</p>' }),
    });
  }

  it('shows the header, status with a check, scores, downloads and previews', async () => {
    serve();
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeVisible();
    expect(screen.getByText('Acme')).toBeVisible();
    expect(screen.getByText('3/5/2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByTestId('detail-status').dataset.icon).toBe('check');
    expect(await screen.findByTestId('score-Overall')).toBeVisible();
    expect(screen.getByTestId('score-Overall')).toHaveTextContent(/\d+\/100/);

    const resumeLinks = within(screen.getByTestId('resume-download-card')).getAllByRole('link');
    expect(resumeLinks.map((link) => link.getAttribute('href'))).toEqual(
      ['html', 'docx', 'pdf', 'txt'].map((format) => `${APP}/export/resume/${format}`),
    );
    for (const link of resumeLinks) expect(link.getAttribute('target')).toBe('_blank');
    expect(within(screen.getByTestId('cover-letter-download-card')).getAllByRole('link')).toHaveLength(4);

    const frame = (await screen.findByTitle('Optimized Resume Preview')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.style.height).toBe('800px');
    expect(frame.getAttribute('srcdoc')).toBe('<h1>Jane Doe</h1><p>I’m great</p>');
    expect(screen.getByTestId('cover-letter-preview').textContent).toContain(
      'Dear Acme team,\n\nI would love to join.',
    );
    expect(screen.getByTestId('job-description').textContent).toContain('knows PostgreSQL');

    const details = screen.getByTestId('application-details');
    expect(details.textContent).toContain('pdf-geometry');
    expect(screen.queryByTestId('queued-panel')).toBeNull();
  });

  it('lists the parse warnings with what the person can do, and shows no notice without any', async () => {
    serve({
      parseWarnings: [
        {
          code: 'sections-unrecognised',
          message: '1 section heading did not match a section we know ("FUN FACTS").',
        },
        { code: 'encoding-guessed', message: 'The text encoding was guessed.' },
      ],
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    const notice = await screen.findByRole('region', { name: 'Notes on reading your resume' });
    const items = within(notice).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('("FUN FACTS")');
    expect(items[0]).toHaveTextContent('rename its heading');
    // A warning without advice shows its message alone.
    expect(items[1]?.textContent).toBe('The text encoding was guessed.');
  });

  it('shows no parse notice when reading went well', async () => {
    serve({ parseWarnings: [] });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    await screen.findByTestId('application-details');
    expect(screen.queryByTestId('parse-warnings')).toBeNull();
  });

  it('shows N/A without a parse method and no cover-letter card without a letter', async () => {
    serve({ parseMethod: null, hasCoverLetter: false, coverLetterText: null, coverLetterUrl: null });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    await screen.findByTestId('application-details');
    expect(screen.getByTestId('application-details').textContent).toContain('N/A');
    expect(screen.queryByTestId('cover-letter-download-card')).toBeNull();
  });

  it('on a poor fit, offers to apply without the cover letter, then takes it out of the downloads', async () => {
    const scores = {
      before: { overall: 40, ats: 60, clarity: 50, impact: 20, keywordsMatched: 0, keywordsTotal: 12 },
      after: { overall: 45, ats: 62, clarity: 55, impact: 25, keywordsMatched: 0, keywordsTotal: 12 },
      lowFit: true,
    };
    let skipped = false;
    const { requests } = fakeFetch({
      [`GET ${APP}`]: () => ({
        body: makeApplication({ scores, coverLetterSkipped: skipped, hasCoverLetter: !skipped }),
      }),
      [`GET ${APP}/readability`]: () => ({ body: makeReadability() }),
      [`GET ${APP}/jobs`]: () => ({ body: [] }),
      [`PUT ${APP}/cover-letter-skip`]: (request) => {
        skipped = (request.body as { skipped: boolean }).skipped;
        return { body: makeApplication({ scores, coverLetterSkipped: skipped, hasCoverLetter: !skipped }) };
      },
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    const notice = await screen.findByTestId('low-fit-letter-notice');
    expect(notice.textContent).toContain(LETTER_SKIP_MESSAGES.notice);
    expect(screen.getByTestId('cover-letter-download-card')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: LETTER_SKIP_MESSAGES.skip }));
    await waitFor(() => expect(screen.queryByTestId('cover-letter-download-card')).toBeNull());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ skipped: true });
    expect(screen.getByTestId('low-fit-letter-notice').textContent).toContain(LETTER_SKIP_MESSAGES.skipped);
    fireEvent.click(screen.getByRole('button', { name: LETTER_SKIP_MESSAGES.include }));
    await screen.findByTestId('cover-letter-download-card');
  });

  it('says nothing of skipping the letter when the fit is not poor', async () => {
    serve({
      scores: {
        before: { overall: 70, ats: 80, clarity: 70, impact: 50, keywordsMatched: 8, keywordsTotal: 12 },
        after: { overall: 75, ats: 82, clarity: 72, impact: 55, keywordsMatched: 9, keywordsTotal: 12 },
        lowFit: false,
      },
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    await screen.findByTestId('cover-letter-download-card');
    expect(screen.queryByTestId('low-fit-letter-notice')).toBeNull();
  });

  it("adds a missing keyword ('Adding...' meanwhile) and refreshes the application and score", async () => {
    let added = false;
    let finish: () => void = () => {};
    let readabilityReads = 0;
    const { requests } = fakeFetch({
      [`GET ${APP}`]: () => ({
        body: makeApplication({
          keywords: {
            analysis: added
              ? { exact_matches: ['TypeScript', 'Kafka'], near_matches: [], missing_keywords: [] }
              : { exact_matches: ['TypeScript'], near_matches: [], missing_keywords: ['Kafka'] },
          },
        }),
      }),
      [`GET ${APP}/readability`]: () => {
        readabilityReads += 1;
        return { body: makeReadability() };
      },
      [`GET ${APP}/jobs`]: () => ({ body: [] }),
      [`POST ${APP}/add-keywords`]: () =>
        new Promise((resolve) => {
          finish = () => {
            added = true;
            resolve({ body: { application: makeApplication(), added: ['Kafka'], notAdded: [] } });
          };
        }),
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    await screen.findByTestId('score-Overall');
    const missing = screen.getByTestId('missing-keywords');
    fireEvent.click(within(missing).getByRole('button', { name: /Add to Resume/ }));
    await waitFor(() => expect(within(missing).getByRole('button').textContent).toBe('Adding...'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ keywords: ['Kafka'] });

    await act(async () => finish());
    await waitFor(() =>
      expect(
        within(screen.getByTestId('exact-matches'))
          .getAllByTestId('keyword')
          .map((item) => item.textContent),
      ).toEqual(['TypeScript', 'Kafka']),
    );
    expect(screen.getByTestId('missing-keywords-count').textContent).toBe('0');
    await waitFor(() => expect(readabilityReads).toBe(2));
  });

  it("toasts 'Error – Failed to add keywords to resume' when adding fails", async () => {
    fakeFetch({
      [`GET ${APP}`]: () => ({ body: makeApplication() }),
      [`GET ${APP}/readability`]: () => ({ body: makeReadability() }),
      [`GET ${APP}/jobs`]: () => ({ body: [] }),
      [`POST ${APP}/add-keywords`]: () => ({ status: 500, body: { message: 'render failed' } }),
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    const missing = await screen.findByTestId('missing-keywords');
    fireEvent.click(within(missing).getByRole('button', { name: /Add to Resume/ }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Error'));
    expect(getToasts()[0]).toMatchObject({
      description: 'Failed to add keywords to resume',
      variant: 'destructive',
    });
    expect(within(missing).getByRole('button').textContent).toBe('Add to Resume');
  });
});

describe('ApplicationDetailPage, not complete', () => {
  it('shows the queued panel without scores, downloads or previews, with a cross on the badge', async () => {
    fakeFetch({
      [`GET ${APP}`]: () => ({ body: makeApplication({ status: 'queued', resumeOptimizedUrl: null }) }),
      [`GET ${APP}/jobs`]: () => ({ body: [makeJob()] }),
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    expect(await screen.findByTestId('queued-panel')).toBeVisible();
    expect(screen.getByTestId('queued-panel')).toHaveTextContent('Queued for generation');
    expect(screen.getByTestId('detail-status').dataset.icon).toBe('cross');
    expect(screen.queryByTestId('readability-card')).toBeNull();
    expect(screen.queryByTestId('resume-download-card')).toBeNull();
    expect(screen.queryByTitle('Optimized Resume Preview')).toBeNull();
    expect(screen.getByTestId('job-description')).toHaveTextContent(
      'We need a backend engineer who knows PostgreSQL.',
    );
  });

  it('shows a clock while processing and a cross when failed', async () => {
    fakeFetch({
      [`GET ${APP}`]: () => ({ body: makeApplication({ status: 'processing' }) }),
      [`GET ${APP}/jobs`]: () => ({ body: [] }),
    });
    const first = renderWithClient(<ApplicationDetailPage id="app-1" />);
    expect((await screen.findByTestId('detail-status')).dataset.icon).toBe('clock');
    first.unmount();
    fakeFetch({
      [`GET ${APP}`]: () => ({ body: makeApplication({ status: 'failed', error: 'No text in the file.' }) }),
      [`GET ${APP}/jobs`]: () => ({ body: [] }),
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    expect((await screen.findByTestId('detail-status')).dataset.icon).toBe('cross');
    expect(screen.getByTestId('application-details').textContent).toContain('No text in the file.');
  });

  it('polls jobs and the application every 3 s while work is pending, then stops', async () => {
    vi.useFakeTimers();
    let jobReads = 0;
    let appReads = 0;
    // The job runs on the 2nd read and is done from the 3rd; the application completes with it.
    fakeFetch({
      [`GET ${APP}`]: () => {
        appReads += 1;
        return { body: makeApplication({ status: jobReads >= 3 ? 'complete' : 'queued' }) };
      },
      [`GET ${APP}/jobs`]: () => {
        jobReads += 1;
        const status = jobReads === 1 ? 'queued' : jobReads === 2 ? 'running' : 'done';
        return { body: [makeJob({ status })] };
      },
      [`GET ${APP}/readability`]: () => ({ body: makeReadability() }),
    });
    renderWithClient(<ApplicationDetailPage id="app-1" />);
    await flush(10);
    expect(jobReads).toBe(1);
    expect(screen.getByTestId('queued-panel')).toBeVisible();
    expect(screen.getByTestId('queued-panel')).toHaveTextContent('Queued for generation');

    await flush(2990);
    expect(jobReads).toBe(2);
    await flush(3000);
    expect(jobReads).toBe(3);
    // The last job finished: the application is re-read at once, not on its next poll.
    await flush(10);
    expect(screen.getByTestId('detail-status').dataset.icon).toBe('check');
    const settledJobReads = jobReads;
    const settledAppReads = appReads;

    await flush(30_000);
    expect(jobReads).toBe(settledJobReads);
    expect(appReads).toBe(settledAppReads);
    expect(screen.queryByTestId('queued-panel')).toBeNull();
  });
});
