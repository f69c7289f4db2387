import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSettings } from '../../test/billing-data.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { PaymentSetupCard } from './payment-setup.tsx';

describe('PaymentSetupCard (admins)', () => {
  it('says which method is on and which variables switch the other one on', async () => {
    fakeFetch({
      'GET /api/settings': () => ({ body: makeSettings({ paypalEnabled: false, upiEnabled: true }) }),
    });
    renderWithClient(<PaymentSetupCard />);
    await waitFor(() => expect(screen.getByText('UPI: on')).toBeTruthy());
    expect(screen.getByText('PayPal: off')).toBeTruthy();
    const howTo = screen.getByText(/to switch it on/);
    expect(howTo.textContent).toBe(
      "Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET in the server's environment and restart it to switch it on.",
    );
  });

  it('names the operator command that grants credits without a payment', async () => {
    fakeFetch({
      'GET /api/settings': () => ({ body: makeSettings({ paypalEnabled: false, upiEnabled: false }) }),
    });
    renderWithClient(<PaymentSetupCard />);
    await waitFor(() => expect(screen.getByText('UPI: off')).toBeTruthy());
    expect(screen.getByText('npm run cli -- credits:grant --email E --credits N')).toBeTruthy();
  });
});
