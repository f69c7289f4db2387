import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { statusTone } from './application-status.ts';
import { EMPTY_APPLICATIONS_TEXT, RecentApplications } from './recent-applications.tsx';
import { makeSummary, pageOf } from './test-data.ts';

const rows = () => screen.findAllByTestId('application-row');

describe('RecentApplications', () => {
  it('shows the empty state', async () => {
    fakeFetch({ 'GET /api/applications': () => ({ body: pageOf([]) }) });
    renderWithClient(<RecentApplications />);
    expect(await screen.findByText(EMPTY_APPLICATIONS_TEXT)).toBeVisible();
    expect(EMPTY_APPLICATIONS_TEXT).toBe(
      'No applications yet. Create your first ATS-optimized resume above!',
    );
  });

  it('shows title, company, en-US date and a badge coloured by status', async () => {
    fakeFetch({
      'GET /api/applications': () => ({
        body: pageOf([
          makeSummary({
            id: 'a',
            jobTitle: 'Data Engineer',
            company: 'Globex',
            createdAt: '2026-01-31T15:00:00Z',
          }),
          makeSummary({ id: 'b', status: 'processing' }),
          makeSummary({ id: 'c', status: 'failed', error: 'No text found in the file.' }),
          makeSummary({ id: 'd', status: 'queued' }),
        ]),
      }),
    });
    renderWithClient(<RecentApplications />);
    const [first, processing, failed, queued] = await rows();
    expect(within(first!).getByText('Data Engineer')).toBeVisible();
    expect(first!.textContent).toContain('Globex');
    expect(first!.querySelector('time')?.textContent).toBe('1/31/2026');
    const tones = [first, processing, failed, queued].map(
      (row) => within(row!).getByTestId('application-status').dataset.tone,
    );
    expect(tones).toEqual(['green', 'yellow', 'red', 'grey']);
    expect(within(first!).getByTestId('application-status').className).toContain('bg-success');
    expect(within(processing!).getByTestId('application-status').className).toContain('bg-warning');
    expect(within(failed!).getByTestId('application-status').className).toContain('bg-destructive');
    expect(within(queued!).getByTestId('application-status').className).toContain('bg-muted');
    expect(failed!.textContent).toContain('No text found in the file.');
  });

  it('offers View and eight downloads on a complete row with a cover letter', async () => {
    fakeFetch({ 'GET /api/applications': () => ({ body: pageOf([makeSummary({ id: 'abc' })]) }) });
    renderWithClient(<RecentApplications />);
    const [row] = await rows();
    expect(within(row!).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/applications/abc');
    const links = within(row!)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('/export/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/applications/abc/export/resume/html',
      '/api/applications/abc/export/resume/docx',
      '/api/applications/abc/export/resume/pdf',
      '/api/applications/abc/export/resume/txt',
      '/api/applications/abc/export/cover-letter/html',
      '/api/applications/abc/export/cover-letter/docx',
      '/api/applications/abc/export/cover-letter/pdf',
      '/api/applications/abc/export/cover-letter/txt',
    ]);
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');
    expect(within(row!).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(row!).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('leaves out the cover-letter downloads when there is no letter', async () => {
    fakeFetch({
      'GET /api/applications': () => ({ body: pageOf([makeSummary({ hasCoverLetter: false })]) }),
    });
    renderWithClient(<RecentApplications />);
    const [row] = await rows();
    expect(within(row!).getByTestId('resume-downloads')).toBeVisible();
    expect(within(row!).getByTestId('resume-downloads')).toHaveTextContent('PDF');
    expect(within(row!).queryByTestId('cover-letter-downloads')).toBeNull();
  });

  it('offers only Delete on rows that are not complete', async () => {
    fakeFetch({
      'GET /api/applications': () => ({
        body: pageOf([
          makeSummary({ id: 'p', status: 'processing' }),
          makeSummary({ id: 'f', status: 'failed' }),
        ]),
      }),
    });
    renderWithClient(<RecentApplications />);
    for (const row of await rows()) {
      expect(within(row).queryAllByRole('link')).toHaveLength(0);
      expect(
        within(row)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Delete']);
    }
  });

  it('asks with the exact text before deleting, then deletes, toasts and refreshes', async () => {
    let list = [makeSummary({ id: 'x1', jobTitle: 'Staff "Platform" Engineer' })];
    const { requests } = fakeFetch({
      'GET /api/applications': () => ({ body: pageOf(list) }),
      'DELETE /api/applications/x1': () => {
        list = [];
        return { body: { id: 'x1', deleted: true } };
      },
    });
    renderWithClient(<RecentApplications />);
    const [row] = await rows();
    fireEvent.click(within(row!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Are you sure/).textContent).toBe(
      'Are you sure you want to delete the application for "Staff "Platform" Engineer"? This action cannot be undone.',
    );
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Application Deleted'));
    expect(await screen.findByText(EMPTY_APPLICATIONS_TEXT)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { requests } = fakeFetch({ 'GET /api/applications': () => ({ body: pageOf([makeSummary()]) }) });
    renderWithClient(<RecentApplications />);
    const [row] = await rows();
    fireEvent.click(within(row!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(await rows()).toHaveLength(1);
  });

  it("toasts 'Delete Failed' when the server refuses", async () => {
    fakeFetch({
      'GET /api/applications': () => ({ body: pageOf([makeSummary()]) }),
      'DELETE /api/applications/app-1': () => ({ status: 500, body: 'Internal error' }),
    });
    renderWithClient(<RecentApplications />);
    const [row] = await rows();
    fireEvent.click(within(row!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Delete Failed'));
    expect(getToasts()[0]?.variant).toBe('destructive');
    expect(await rows()).toHaveLength(1);
  });
});

describe('RecentApplications paging', () => {
  it("shows the first page, then the next one with 'Load more', and no button after the last", async () => {
    const { requests } = fakeFetch({
      'GET /api/applications': (request) =>
        request.url.includes('cursor=c%2B1')
          ? { body: pageOf([makeSummary({ id: 'older', jobTitle: 'Older Role' })]) }
          : { body: pageOf([makeSummary({ id: 'newer', jobTitle: 'Newer Role' })], 'c+1') },
    });
    renderWithClient(<RecentApplications />);
    expect(await rows()).toHaveLength(1);
    const more = screen.getByRole('button', { name: 'Load more' });
    fireEvent.click(more);
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    const titles = (await rows()).map((row) => row.querySelector('p')?.textContent);
    expect(titles).toEqual(['Newer Role', 'Older Role']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.url)).toEqual([
      '/api/applications',
      '/api/applications?cursor=c%2B1',
    ]);
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      fakeFetch({
        'GET /api/applications': (request) =>
          request.url.includes('cursor=')
            ? { body: pageOf([makeSummary({ id: 'older' })]) }
            : { body: pageOf([makeSummary({ id: 'newer' })], 'next') },
      });
      renderWithClient(<RecentApplications />);
      expect(await rows()).toHaveLength(1);
      await screen.findByRole('button', { name: 'Load more' });
      act(() => notify([{ isIntersecting: true }]));
      await waitFor(async () => expect(await rows()).toHaveLength(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('statusTone', () => {
  it('maps any unknown status to grey', () => {
    expect(statusTone('archived')).toBe('grey');
  });
});

describe('RecentApplications polling', () => {
  it('re-reads the list every 3 s while a row is pending, and stops once all have settled', async () => {
    vi.useFakeTimers();
    try {
      let reads = 0;
      fakeFetch({
        'GET /api/applications': () => {
          reads += 1;
          return { body: pageOf([makeSummary({ status: reads < 3 ? 'processing' : 'complete' })]) };
        },
      });
      renderWithClient(<RecentApplications />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(reads).toBe(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6000);
      });
      expect(reads).toBe(3);
      expect(screen.getByTestId('application-status').textContent).toBe('Complete');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(reads).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
