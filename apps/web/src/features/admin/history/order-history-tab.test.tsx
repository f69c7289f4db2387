import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast-store.ts';
import { makeOrder } from '../../../test/billing-data.ts';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { historyQueryString } from '../admin-api.ts';
import { OrderHistoryTab } from './order-history-tab.tsx';

afterEach(() => vi.restoreAllMocks());

function captureDownloads() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('OrderHistoryTab', () => {
  it('lists decided orders with a count, Approved for paid, and the rejection reason', async () => {
    fakeFetch({
      'GET /api/admin/orders/completed': () => ({
        body: [
          makeOrder({ id: 'paid0001-x', status: 'paid', approvedAt: '2026-03-06T10:00:00.000Z' }),
          makeOrder({ id: 'rej00001-x', status: 'rejected', rejectionReason: 'No such payment' }),
        ],
      }),
    });
    renderWithClient(<OrderHistoryTab />);
    const rows = await screen.findAllByTestId('history-order');
    expect(screen.getByTestId('history-count').textContent).toBe('2');
    expect(rows[0]?.textContent).toContain('Approved');
    expect(rows[0]?.textContent).toContain('#paid0001');
    expect(rows[1]?.textContent).toContain('Rejected');
    expect(rows[1]?.textContent).toContain('Reason: No such payment');
  });

  it('sends every filter to the server', async () => {
    const { requests } = fakeFetch({ 'GET /api/admin/orders/completed': () => ({ body: [] }) });
    renderWithClient(<OrderHistoryTab />);
    await screen.findByText('No orders match these filters.');
    const status = screen.getByLabelText('Status');
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All statuses',
      'Approved',
      'Rejected',
      'Failed',
    ]);
    fireEvent.change(status, { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'upi' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'jane' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe(
        '/api/admin/orders/completed?status=paid&method=upi&search=jane&startDate=2026-03-01&endDate=2026-03-31',
      ),
    );
  });

  it('exports with the name from Content-Disposition, else orders_export.csv', async () => {
    const names = captureDownloads();
    let disposition: string | null = 'attachment; filename="orders_2026-03-31.csv"';
    const { fetchMock } = fakeFetch({ 'GET /api/admin/orders/completed': () => ({ body: [] }) });
    const realImpl = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/admin/orders/export')) {
        const headers = new Headers({ 'content-type': 'text/csv' });
        if (disposition) headers.set('content-disposition', disposition);
        return new Response('"Order ID"\r\n', { status: 200, headers });
      }
      return realImpl(input, init);
    });
    renderWithClient(<OrderHistoryTab />);
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    fireEvent.click(button);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Export Successful'));
    disposition = null;
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(names).toEqual(['orders_2026-03-31.csv', 'orders_export.csv']));
  });

  it('reports a failed export', async () => {
    captureDownloads();
    fakeFetch({
      'GET /api/admin/orders/completed': () => ({ body: [] }),
      'GET /api/admin/orders/export': () => ({ status: 500, body: 'x' }),
    });
    renderWithClient(<OrderHistoryTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Export Failed'));
    expect(getToasts()[0]?.description).toBe('Failed to export CSV file.');
  });

  it('leaves unset filters out of the query string', () => {
    expect(historyQueryString({})).toBe('');
    expect(historyQueryString({ search: '  ', method: 'paypal' })).toBe('?method=paypal');
  });
});
