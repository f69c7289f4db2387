import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { makeOrder, makeSettings, makeUpiOrder } from '../../test/billing-data.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { BUNDLE_NOTE, BuyCreditsCard } from './buy-credits-card.tsx';

const lastToast = () => getToasts()[0];

function serve(overrides: Record<string, Parameters<typeof fakeFetch>[0][string]> = {}) {
  return fakeFetch({
    'GET /api/settings': () => ({ body: makeSettings() }),
    'GET /api/orders': () => ({ body: [] }),
    'POST /api/orders': () => ({ status: 201, body: makeUpiOrder() }),
    ...overrides,
  });
}

async function chooseUpiAndPurchase() {
  const upi = await screen.findByRole('radio', { name: /UPI/ });
  await waitFor(() => expect(upi.hasAttribute('disabled')).toBe(false));
  fireEvent.click(upi);
  fireEvent.click(screen.getByRole('button', { name: 'Purchase 15 Credits' }));
  return screen.findByRole('dialog', { name: 'Pay with UPI' });
}

describe('BuyCreditsCard', () => {
  it('offers PayPal in dollars and UPI in rupees at the prices from settings, with the bundle note', async () => {
    serve({ 'GET /api/settings': () => ({ body: makeSettings({ pricingUSD: 12.5, pricingINR: 999 }) }) });
    renderWithClient(<BuyCreditsCard />);
    await waitFor(() => expect(screen.getByTestId('price-paypal').textContent).toBe('$12.50'));
    expect(screen.getByTestId('price-upi').textContent).toBe('₹999');
    expect(screen.getAllByText(BUNDLE_NOTE).length).toBeGreaterThan(0);
    expect(BUNDLE_NOTE).toBe('15 credits = 15 ATS resumes + cover letters');
    expect(screen.getByRole('radio', { name: /PayPal/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Purchase 15 Credits' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the spec defaults until settings arrive', () => {
    fakeFetch({ 'GET /api/settings': () => new Promise(() => {}) as never });
    renderWithClient(<BuyCreditsCard />);
    expect(screen.getByTestId('price-paypal').textContent).toBe('$9.00');
    expect(screen.getByTestId('price-upi').textContent).toBe('₹399');
  });

  it('marks PayPal unavailable when it is not configured and still sells by UPI', async () => {
    const { requests } = serve({
      'GET /api/settings': () => ({ body: makeSettings({ paypalEnabled: false }) }),
    });
    renderWithClient(<BuyCreditsCard />);
    const paypalChoice = await screen.findByTestId('payment-choice-paypal');
    await waitFor(() => expect(within(paypalChoice).getByText('Unavailable right now')).toBeVisible());
    expect(within(paypalChoice).getByRole('radio').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: /UPI/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Purchase 15 Credits' }));
    expect(await screen.findByRole('dialog', { name: 'Pay with UPI' })).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      method: 'upi',
      currency: 'INR',
    });
  });

  it('says payments are not set up, and whom to contact, when the server takes no payment', async () => {
    serve({
      'GET /api/settings': () => ({
        body: makeSettings({ paypalEnabled: false, upiEnabled: false, supportEmail: 'help@shop.test' }),
      }),
    });
    renderWithClient(<BuyCreditsCard />);
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('Payments are not set up on this server yet.');
    expect(within(notice).getByRole('link', { name: 'help@shop.test' }).getAttribute('href')).toBe(
      'mailto:help@shop.test',
    );
    expect(screen.getAllByText('Not set up')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Purchase 15 Credits' }).hasAttribute('disabled')).toBe(true);
  });

  it('never sends a person to the built-in default address: says the installation sells no credits', async () => {
    serve({
      'GET /api/settings': () => ({
        body: makeSettings({
          paypalEnabled: false,
          upiEnabled: false,
          supportEmail: 'support@hireproof.app',
          supportEmailConfigured: false,
        }),
      }),
    });
    renderWithClient(<BuyCreditsCard />);
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('This installation sells no credits.');
    expect(notice.textContent).not.toContain('support@hireproof.app');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('shows no not-set-up notice while one method works', async () => {
    serve({ 'GET /api/settings': () => ({ body: makeSettings({ paypalEnabled: false }) }) });
    renderWithClient(<BuyCreditsCard />);
    await screen.findByText('Unavailable right now');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows the QR, UPI id, amount and order id of the created order', async () => {
    serve();
    renderWithClient(<BuyCreditsCard />);
    const dialog = await chooseUpiAndPurchase();
    expect(within(dialog).getByTestId('upi-qr').getAttribute('src')).toBe(makeUpiOrder().qrCode);
    expect(within(dialog).getByTestId('upi-id').textContent).toBe('shop@upi');
    expect(within(dialog).getByTestId('upi-amount').textContent).toBe('₹399.00');
    expect(within(dialog).getByTestId('upi-order-id').textContent).toBe(makeUpiOrder().orderId);
    expect(within(dialog).getByText(/Review takes up to 24 hours/)).toBeVisible();
    expect(within(dialog).getByLabelText('Payment receipt image').getAttribute('accept')).toBe(
      '.png,.jpg,.jpeg,.webp',
    );
  });

  it('asks for the UPI reference before sending anything', async () => {
    const { requests } = serve();
    renderWithClient(<BuyCreditsCard />);
    const dialog = await chooseUpiAndPurchase();
    fireEvent.change(within(dialog).getByLabelText(/UPI Reference Number/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Proof for Review' }));
    expect(lastToast()?.title).toBe('Required Field');
    expect(lastToast()?.description).toBe('Please enter the UPI reference number');
    expect(requests.some((request) => request.url.endsWith('/complete'))).toBe(false);
  });

  it('sends the trimmed reference and the receipt as multipart, then confirms and closes', async () => {
    let orderListCalls = 0;
    const { requests } = serve({
      'GET /api/orders': () => {
        orderListCalls += 1;
        return { body: orderListCalls > 1 ? [makeOrder()] : [] };
      },
      [`POST /api/orders/${makeUpiOrder().orderId}/complete`]: () => ({ body: makeOrder() }),
    });
    renderWithClient(<BuyCreditsCard />);
    const dialog = await chooseUpiAndPurchase();
    fireEvent.change(within(dialog).getByLabelText(/UPI Reference Number/), { target: { value: ' 4123 ' } });
    const receipt = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Payment receipt image'), {
      target: { files: [receipt] },
    });
    expect(within(dialog).getByTestId('selected-file-name').textContent).toBe('receipt.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Proof for Review' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Payment Submitted'));
    expect(String(lastToast()?.description)).toContain('within 24 hours');
    const sent = requests.find((request) => request.url.endsWith('/complete'));
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect(form.get('upiRef')).toBe('4123');
    expect((form.get('receipt') as File).name).toBe('receipt.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('my-order-status')).toBeVisible();
    expect(screen.getByTestId('my-order-status')).toHaveTextContent('Pending');
  });

  it('refuses a receipt that is not an image', async () => {
    serve();
    renderWithClient(<BuyCreditsCard />);
    const dialog = await chooseUpiAndPurchase();
    const pdf = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Payment receipt image'), { target: { files: [pdf] } });
    expect(lastToast()?.title).toBe('Invalid file type');
    expect(within(dialog).queryByTestId('selected-file-name')).toBeNull();
  });

  it('reports a refused proof with the server message and keeps the dialog open', async () => {
    serve({
      [`POST /api/orders/${makeUpiOrder().orderId}/complete`]: () => ({
        status: 400,
        body: { code: 'INVALID_INPUT', message: 'This UPI reference number has already been submitted' },
      }),
    });
    renderWithClient(<BuyCreditsCard />);
    const dialog = await chooseUpiAndPurchase();
    fireEvent.change(within(dialog).getByLabelText(/UPI Reference Number/), { target: { value: 'X1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Proof for Review' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Submission Failed'));
    expect(lastToast()?.description).toBe('This UPI reference number has already been submitted');
    expect(screen.getByRole('dialog', { name: 'Pay with UPI' })).toBeVisible();
  });

  it("shows 'Payment Error' when the order cannot be created", async () => {
    serve({
      'POST /api/orders': () => ({ status: 503, body: { code: 'UNAVAILABLE', message: 'UPI is down' } }),
    });
    renderWithClient(<BuyCreditsCard />);
    const upi = await screen.findByRole('radio', { name: /UPI/ });
    await waitFor(() => expect(upi.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upi);
    fireEvent.click(screen.getByRole('button', { name: 'Purchase 15 Credits' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Payment Error'));
    expect(lastToast()?.description).toBe('UPI is down');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the PayPal dialog with the dollar amount', async () => {
    serve();
    renderWithClient(<BuyCreditsCard />);
    const paypal = await screen.findByRole('radio', { name: /PayPal/ });
    await waitFor(() => expect(paypal.hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Purchase 15 Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    expect(within(dialog).getByTestId('paypal-amount').textContent).toBe('$9.00');
    expect(within(dialog).getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  });
});
