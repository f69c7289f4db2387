import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast-store.ts';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { makeAnalyticsUser } from './test-data.ts';
import { LOAD_FAILED_TEXT, UserAnalyticsTab } from './user-analytics-tab.tsx';

afterEach(() => vi.restoreAllMocks());

const analytics = {
  users: [
    makeAnalyticsUser({
      id: 'a',
      email: 'asha@example.test',
      credits: 17,
      createdAt: '2025-05-01T10:00:00Z',
      hasPaid: true,
    }),
    makeAnalyticsUser({
      id: 'b',
      email: 'ben@example.test',
      firstName: 'Ben',
      lastName: 'Ng',
      credits: 2,
      createdAt: '2026-01-01T10:00:00Z',
    }),
    makeAnalyticsUser({
      id: 'c',
      email: 'root@example.test',
      firstName: 'Root',
      lastName: null,
      role: 'admin',
      credits: 0,
      createdAt: '2024-01-01T10:00:00Z',
    }),
    makeAnalyticsUser({
      id: 'd',
      email: 'dev@example.test',
      firstName: 'Dev',
      lastName: 'K',
      credits: 1,
      createdAt: '2025-09-01T10:00:00Z',
    }),
  ],
  totalUsers: 4,
  freeUsers: 3,
  paidUsers: 1,
  totalCredits: 20,
};

describe('UserAnalyticsTab', () => {
  it('shows the four stat cards', async () => {
    fakeFetch({ 'GET /api/admin/users': () => ({ body: analytics }) });
    renderWithClient(<UserAnalyticsTab />);
    const cards = await screen.findAllByTestId('user-stat');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total Users4Registered accounts',
      'Free Users375% of total',
      'Users with Credits325% conversion rate',
      'Total Credits206.7 average per user; admins not counted',
    ]);
  });

  it('lists users newest first with mailto, credit and role badges, and the footer', async () => {
    fakeFetch({ 'GET /api/admin/users': () => ({ body: analytics }) });
    renderWithClient(<UserAnalyticsTab />);
    const rows = await screen.findAllByTestId('user-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'ben@example.test',
      'dev@example.test',
      'asha@example.test',
      'root@example.test',
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('mailto:ben@example.test');
    expect(rows[0]?.textContent).toContain('Ben Ng');
    expect(rows[3]?.textContent).toContain('admin');
    expect(screen.getByTestId('users-footer').textContent).toBe('Showing 4 of 4 users');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'credits' } });
    expect(screen.getAllByTestId('user-row').map((row) => within(row).getByRole('link').textContent)).toEqual(
      ['asha@example.test', 'ben@example.test', 'dev@example.test', 'root@example.test'],
    );
  });

  it('searches by name or email, with an empty row when nothing matches', async () => {
    fakeFetch({ 'GET /api/admin/users': () => ({ body: analytics }) });
    renderWithClient(<UserAnalyticsTab />);
    const search = await screen.findByLabelText('Search');
    fireEvent.change(search, { target: { value: 'ng' } });
    expect(screen.getAllByTestId('user-row')).toHaveLength(1);
    expect(screen.getByTestId('users-footer').textContent).toBe('Showing 1 of 4 users');
    fireEvent.change(search, { target: { value: 'ROOT@' } });
    expect(screen.getAllByTestId('user-row')).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No users found matching your search')).toBeVisible();
    expect(screen.getByTestId('users-footer').textContent).toBe('Showing 0 of 4 users');
  });

  it('exports the shown users as users_{date}.csv', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:x';
        },
        revokeObjectURL: () => {},
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fakeFetch({ 'GET /api/admin/users': () => ({ body: analytics }) });
    renderWithClient(<UserAnalyticsTab />);
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: 'ben' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^users_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')[0]).toBe('"Email","First Name","Last Name","Credits","Role","Sign Up Date"');
    expect(text).toContain('"ben@example.test","Ben","Ng","2","user"');
    expect(text).not.toContain('asha@');
    expect(getToasts()[0]?.title).toBe('Export Successful');
  });

  it('says the list failed to load', async () => {
    fakeFetch({ 'GET /api/admin/users': () => ({ status: 500, body: 'x' }) });
    renderWithClient(<UserAnalyticsTab />);
    expect(await screen.findByText(LOAD_FAILED_TEXT)).toBeVisible();
    expect(LOAD_FAILED_TEXT).toBe('Failed to load user analytics. Please try again.');
    await waitFor(() => expect(getToasts()[0]?.description).toBe(LOAD_FAILED_TEXT));
  });
});
