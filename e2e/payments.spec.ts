import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { JOURNEY_ADMINS, signIn, signUp, uniqueEmail } from './support/accounts.ts';

/** The toast region (Radix also announces toasts elsewhere for screen readers; this is the visible one). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function newUser(browser: Browser, label: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, uniqueEmail(label));
  await expect(page.getByTestId('credits-display').first()).toHaveText('2 credits');
  return page;
}

/** Buys by UPI and sends the reference with the QR image itself as the receipt (a real PNG of ours). */
async function buyByUpi(page: Page, reference: string): Promise<string> {
  const block = page.getByTestId('buy-credits');
  await block.getByRole('radio', { name: /UPI/ }).click();
  await block.getByRole('button', { name: 'Purchase 15 Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with UPI' });
  await expect(dialog.getByTestId('upi-id')).toHaveText('hireproof.e2e@upi');
  await expect(dialog.getByTestId('upi-amount')).toHaveText('₹399.00');
  const orderId = (await dialog.getByTestId('upi-order-id').textContent())?.trim() ?? '';
  const qr = await dialog.getByTestId('upi-qr').getAttribute('src');
  expect(qr).toMatch(/^data:image\/png;base64,/);
  await dialog.getByRole('button', { name: 'Submit Proof for Review' }).click();
  await expect(toasts(page).getByText('Required Field')).toBeVisible();
  await dialog.getByLabel(/UPI Reference Number/).fill(reference);
  await dialog.getByLabel('Payment receipt image').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(qr!.split(',')[1]!, 'base64'),
  });
  await dialog.getByRole('button', { name: 'Submit Proof for Review' }).click();
  await expect(toasts(page).getByText('Payment Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('my-order-status').first()).toHaveText('Pending');
  return orderId;
}

test.describe('payments', () => {
  // Each journey signs users up and waits on two screens; a loaded machine needs more than 30 s.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let admin: Page;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    admin = await context.newPage();
    await signIn(admin, JOURNEY_ADMINS.payments.email);
  });

  test.afterAll(async () => {
    await admin.context().close();
  });

  async function reviewCard(orderId: string) {
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
    const card = admin.locator(`[data-testid="pending-order"][data-order-id="${orderId}"]`);
    await expect(card).toBeVisible();
    return card;
  }

  test('UPI purchase, admin approval, and the user sees 17 credits', async ({ browser }) => {
    const user = await newUser(browser, 'upi-buyer');
    const orderId = await buyByUpi(user, `UPI${Date.now()}`);

    const card = await reviewCard(orderId);
    await expect(card).toContainText('INR 399.00');
    await expect(card.getByRole('link', { name: /View receipt/ })).toHaveAttribute(
      'href',
      `/api/orders/${orderId}/receipt`,
    );
    await card.getByRole('button', { name: 'Approve Payment' }).click();
    await expect(toasts(admin).getByText('Order Approved')).toBeVisible();
    await expect(card).toBeHidden();

    await user.reload();
    await expect(user.getByTestId('credits-display').first()).toHaveText('17 credits');
    await expect(user.getByTestId('my-order-status').first()).toHaveText('Approved');
    await user.context().close();
  });

  test('UPI rejection with a reason the user then sees', async ({ browser }) => {
    const user = await newUser(browser, 'upi-rejected');
    const orderId = await buyByUpi(user, `REJ${Date.now()}`);

    const card = await reviewCard(orderId);
    await card.getByRole('button', { name: 'Reject Payment' }).click();
    await expect(toasts(admin).getByText('Rejection Reason Required')).toBeVisible();
    await card.getByLabel('Rejection reason').fill('No payment with this reference reached our account');
    await card.getByRole('button', { name: 'Reject Payment' }).click();
    await expect(toasts(admin).getByText('Order Rejected')).toBeVisible();

    await admin.getByRole('tab', { name: 'Order History' }).click();
    await admin.getByLabel('Status').selectOption('rejected');
    await expect(admin.getByTestId('history-order').filter({ hasText: orderId.slice(0, 8) })).toContainText(
      'Reason: No payment with this reference reached our account',
    );

    await user.reload();
    await expect(user.getByTestId('my-order-status').first()).toHaveText('Rejected');
    await expect(user.getByTestId('my-order-reason').first()).toHaveText(
      'Reason: No payment with this reference reached our account',
    );
    await expect(user.getByTestId('credits-display').first()).toHaveText('2 credits');
    await user.context().close();
  });

  test('PayPal purchase through the approve page, back to 17 credits and the success toast', async ({
    browser,
  }) => {
    const user = await newUser(browser, 'paypal-buyer');
    const block = user.getByTestId('buy-credits');
    await expect(block.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await block.getByRole('button', { name: 'Purchase 15 Credits' }).click();
    const dialog = user.getByRole('dialog', { name: 'Pay with PayPal' });
    await expect(dialog.getByTestId('paypal-amount')).toHaveText('$9.00');
    // The stub's approve page approves at once and sends the buyer back to /paypal/return.
    const returned = user.waitForURL(/\/paypal\/return\?token=/);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await returned;
    await expect(user.getByTestId('paypal-return')).toHaveAttribute('data-state', 'success');
    await user.waitForURL(/\/dashboard$/);
    await expect(toasts(user).getByText('Payment Successful!')).toBeVisible();
    await expect(toasts(user).getByText('15 credits have been added to your account.')).toBeVisible();
    await expect(user.getByTestId('credits-display').first()).toHaveText('17 credits');
    expect(await user.evaluate(() => window.localStorage.getItem('hireproof.pendingPayPalOrder'))).toBeNull();
    await expect(user.getByTestId('my-order-status').first()).toHaveText('Approved');
    await user.context().close();
  });

  test('each payment error value shows its message and the address becomes /dashboard', async ({
    browser,
  }) => {
    const user = await newUser(browser, 'paypal-errors');
    const messages: Record<string, string> = {
      no_paypal_token: 'PayPal payment was cancelled or no payment token found.',
      capture_failed: 'PayPal payment capture failed. Please try again.',
      payment_not_completed: 'PayPal payment was not completed successfully.',
      no_pending_order: 'No pending order found. Payment may have already been processed.',
      processing_failed: 'Payment processing failed. Please contact support.',
      anything_else: 'Payment failed. Please try again.',
    };
    for (const [error, message] of Object.entries(messages)) {
      await user.goto(`/dashboard?error=${error}`);
      await expect(toasts(user).getByText('Payment Error')).toBeVisible();
      await expect(toasts(user).getByText(message)).toBeVisible();
      await expect(user).toHaveURL(/\/dashboard$/);
    }
    // The dashboard with the Buy Credits block and an error toast showing.
    const results = await new AxeBuilder({ page: user }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
    await user.context().close();
  });

  test('the return page without a pending order says so and leads back to the dashboard', async ({
    browser,
  }) => {
    const user = await newUser(browser, 'paypal-stray');
    await user.goto('/paypal/return?token=NOT-OURS-1');
    await expect(user.getByTestId('paypal-return-message')).toHaveText(
      'No pending order found. Payment may have already been processed.',
    );
    await user.getByRole('button', { name: 'Try Payment Again' }).click();
    await expect(user).toHaveURL(/\/dashboard$/);
    await user.context().close();
  });
});
