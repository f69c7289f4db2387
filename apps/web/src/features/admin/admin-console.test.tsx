import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { AdminConsole } from './admin-console.tsx';
import { ADMIN_TABS } from './admin-tabs.tsx';

describe('AdminConsole', () => {
  it('has Back to Dashboard and the five tabs with their identifiers, Order Management first', async () => {
    fakeFetch({ 'GET /api/admin/orders': () => ({ body: [] }), 'GET /api/settings': () => ({ body: {} }) });
    renderWithClient(<AdminConsole />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.dataset.tabId)).toEqual([
      'orders',
      'users',
      'queue',
      'api-management',
      'completed',
    ]);
    expect(ADMIN_TABS.map((tab) => tab.id)).toEqual([
      'orders',
      'users',
      'queue',
      'api-management',
      'completed',
    ]);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Order Management',
      'User Analytics',
      'Queue & Analytics',
      'API Management',
      'Order History',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No Pending Orders')).toBeVisible();
  });

  it('switches to the API Management panel registered for its tab', async () => {
    // jsdom has no ResizeObserver; the panel's Radix controls measure themselves with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    fakeFetch({
      'GET /api/admin/orders': () => ({ body: [] }),
      'GET /api/admin/api-configs': () => ({ body: [] }),
    });
    renderWithClient(<AdminConsole />);
    const tab = screen.getAllByRole('tab').find((item) => item.dataset.tabId === 'api-management')!;
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const panel = await screen.findByRole('tabpanel');
    expect(panel.dataset.tabId).toBe('api-management');
    expect(within(panel).getByRole('heading', { name: /AI Provider Configurations/ })).toBeVisible();
    expect(within(panel).queryByText('No Pending Orders')).toBeNull();
  });
});
