import { ORDER_MESSAGES } from '@hireproof/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/databases.ts';
import { type PayPalStub, startPayPalStub } from '../../../test/paypal-stub.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  type Account,
  balanceOf,
  createPaymentsApp,
  headersOf,
  ledgerRowsFor,
  newAccount,
  newUtr,
  orderRow,
  paypalEnv,
  postOrder,
  submitProof,
} from '../payments.test-kit.ts';
import { captureRequestId } from './paypal.service.ts';
import { createPayPalClient } from './paypal-client.ts';

describe.each(testDrivers())('PayPal Orders v2 on %s', (driver) => {
  let stub: PayPalStub;
  let t: TestApp;
  let other: Account;
  beforeAll(async () => {
    stub = await startPayPalStub({ webhookId: 'WH-APP-TEST' });
    t = await createPaymentsApp(driver, paypalEnv(stub));
    other = await newAccount(t);
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  /** What the browser does: create, and (unless told otherwise) approve on PayPal's page. */
  async function checkout(
    account: Account,
    options: { approve?: boolean; scenario?: Parameters<PayPalStub['setScenario']>[1] } = {},
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: headersOf(account),
      payload: { amount: '0.01', currency: 'USD', intent: 'CAPTURE' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      id: string;
      orderId: string;
      links: Array<{ rel: string; href: string }>;
    };
    if (options.scenario) stub.setScenario(body.id, options.scenario);
    if (options.approve !== false) {
      const approve = body.links.find((link) => link.rel === 'approve')!;
      const redirected = await fetch(approve.href, { redirect: 'manual' });
      expect(redirected.status).toBe(302);
      const back = new URL(redirected.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(`${t.config.appUrl}/paypal/return`);
      expect(back.searchParams.get('token')).toBe(body.id);
    }
    return body;
  }

  const capture = (account: Account, token: string) =>
    t.app.inject({ method: 'POST', url: `/paypal/order/${token}/capture`, headers: headersOf(account) });
  const complete = (account: Account, orderId: string, paypalOrderId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/complete`,
      headers: headersOf(account),
      payload: { paypalOrderId },
    });
  const deliver = (delivery: { headers: Record<string, string>; body: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/paypal/webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });

  /** A capture made straight at PayPal, as when the buyer's own capture call reached PayPal but not us. */
  const captureAtPayPal = (paypalOrderId: string, requestId: string) =>
    createPayPalClient({
      clientId: stub.clientId,
      clientSecret: stub.clientSecret,
      apiBase: stub.url,
    }).captureOrder(paypalOrderId, requestId);

  it('prices the PayPal order from settings (the client amount is ignored) and links it to ours', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer, { approve: false });
    expect(created).toMatchObject({ amount: 9, currency: 'USD' });
    const stubOrder = stub.orders.get(created.id)!;
    expect(stubOrder.amount).toEqual({ currency_code: 'USD', value: '9.00' });
    expect(stubOrder.customId).toBe(created.orderId);
    expect(stubOrder.cancelUrl).toBe(`${t.config.appUrl}/dashboard?payment=cancelled`);
    expect(await orderRow(t, created.orderId)).toMatchObject({
      provider: 'paypal',
      status: 'created',
      providerOrderId: created.id,
      amount: '9.00',
    });
  });

  it('attaches the PayPal order to an order made by POST /api/orders', async () => {
    const buyer = await newAccount(t);
    const ours = await postOrder(t, buyer, { method: 'paypal', currency: 'USD' });
    expect(ours.statusCode).toBe(201);
    expect(ours.json()).toMatchObject({ amount: 9, displayAmount: '$9.00', upiLink: null });
    const orderId = ours.json().orderId;
    const response = await t.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: headersOf(buyer),
      payload: { currency: 'USD', intent: 'CAPTURE', orderId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().orderId).toBe(orderId);
    expect((await orderRow(t, orderId)).providerOrderId).toBe(response.json().id);
  });

  it('captures, verifies at PayPal and credits 15 once; the return page completion then answers the paid order', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer);
    const captured = await capture(buyer, created.id);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toEqual({ status: 'COMPLETED', orderId: created.orderId });
    expect(await balanceOf(t, buyer.id)).toBe(17);
    const completed = await complete(buyer, created.orderId, created.id);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      id: created.orderId,
      status: 'paid',
      method: 'paypal',
      amount: 9,
    });
    expect(completed.json().approvedAt).not.toBeNull();
    expect(await ledgerRowsFor(t, created.orderId)).toHaveLength(1);
    expect(await balanceOf(t, buyer.id)).toBe(17);
    // The capture carried the stable key of (our order, capture).
    expect(stub.stats.requestIds).toContainEqual({
      path: `/v2/checkout/orders/${created.id}/capture`,
      id: captureRequestId(created.orderId),
    });
  });

  it('credits exactly once under 100 concurrent duplicate captures and completions', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        index % 2 === 0 ? capture(buyer, created.id) : complete(buyer, created.orderId, created.id),
      ),
    );
    for (const response of responses) expect([200, 422]).toContain(response.statusCode);
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(50);
    expect(await ledgerRowsFor(t, created.orderId)).toHaveLength(1);
    expect(await balanceOf(t, buyer.id)).toBe(17);
    expect(stub.orders.get(created.id)?.captures).toHaveLength(1);
    expect((await orderRow(t, created.orderId)).status).toBe('paid');
  });

  it('credits once when the webhook and the return page race (replayed deliveries included)', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer);
    // PayPal captured (the buyer's capture call went through) before either side reached us.
    await captureAtPayPal(created.id, captureRequestId(created.orderId));
    const delivery = stub.signedWebhook(stub.captureEvent(created.id));
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => deliver(delivery)),
      ...Array.from({ length: 20 }, () => capture(buyer, created.id)),
      ...Array.from({ length: 20 }, () => complete(buyer, created.orderId, created.id)),
    ]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect(await ledgerRowsFor(t, created.orderId)).toHaveLength(1);
    expect(await balanceOf(t, buyer.id)).toBe(17);
  });

  it('credits a buyer who closed the tab, from the verified webhook alone', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer);
    await captureAtPayPal(created.id, 'captured-elsewhere');
    const response = await deliver(stub.signedWebhook(stub.captureEvent(created.id)));
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(t, buyer.id)).toBe(17);
    expect((await orderRow(t, created.orderId)).status).toBe('paid');
  });

  it.each([['tampered_amount'], ['tampered_currency'], ['foreign_custom_id']] as const)(
    'grants nothing for a %s capture, by any path',
    async (scenario) => {
      const buyer = await newAccount(t);
      const created = await checkout(buyer, { scenario });
      const captured = await capture(buyer, created.id);
      expect(captured.statusCode).toBe(200);
      expect(captured.json().status).toBe('FAILED');
      expect((await complete(buyer, created.orderId, created.id)).statusCode).toBe(422);
      const webhook = await deliver(stub.signedWebhook(stub.captureEvent(created.id)));
      expect(webhook.statusCode).toBe(200);
      expect(await ledgerRowsFor(t, created.orderId)).toHaveLength(0);
      expect(await balanceOf(t, buyer.id)).toBe(2);
      expect((await orderRow(t, created.orderId)).status).not.toBe('paid');
    },
  );

  it('grants nothing for a PENDING capture until the COMPLETED webhook arrives', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer, { scenario: 'pending' });
    const captured = await capture(buyer, created.id);
    expect(captured.json()).toEqual({ status: 'PENDING', orderId: created.orderId });
    expect((await orderRow(t, created.orderId)).status).toBe('pending');
    expect((await complete(buyer, created.orderId, created.id)).statusCode).toBe(422);
    const pendingEvent = await deliver(
      stub.signedWebhook(stub.captureEvent(created.id, 'PAYMENT.CAPTURE.PENDING')),
    );
    expect(pendingEvent.statusCode).toBe(200);
    expect(await balanceOf(t, buyer.id)).toBe(2);
    // PayPal finishes its review.
    stub.orders.get(created.id)!.captures[0]!.status = 'COMPLETED';
    const completedEvent = await deliver(stub.signedWebhook(stub.captureEvent(created.id)));
    expect(completedEvent.statusCode).toBe(200);
    expect(await balanceOf(t, buyer.id)).toBe(17);
    expect(await ledgerRowsFor(t, created.orderId)).toHaveLength(1);
  });

  it('marks a DECLINED capture failed and grants nothing', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer, { scenario: 'declined' });
    expect((await capture(buyer, created.id)).json()).toEqual({
      status: 'DECLINED',
      orderId: created.orderId,
    });
    expect((await orderRow(t, created.orderId)).status).toBe('failed');
    expect(await balanceOf(t, buyer.id)).toBe(2);
    const instrument = await checkout(buyer, { scenario: 'instrument_declined' });
    expect((await capture(buyer, instrument.id)).json().status).toBe('DECLINED');
    expect(await balanceOf(t, buyer.id)).toBe(2);
  });

  it('answers 422 before the buyer approved, and captures once approved', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer, { approve: false });
    const early = await capture(buyer, created.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(ORDER_MESSAGES.paypalNotApproved);
    stub.approve(created.id);
    expect((await capture(buyer, created.id)).json().status).toBe('COMPLETED');
    expect(await balanceOf(t, buyer.id)).toBe(17);
  });

  it('treats ORDER_ALREADY_CAPTURED as paid after reading the order back', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer);
    await captureAtPayPal(created.id, 'another-key');
    const response = await capture(buyer, created.id);
    expect(response.json()).toEqual({ status: 'COMPLETED', orderId: created.orderId });
    expect(await balanceOf(t, buyer.id)).toBe(17);
  });

  it('survives a PayPal error after the capture committed: the retry reuses the key and credits once', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer, { scenario: 'error_after_commit' });
    const first = await capture(buyer, created.id);
    expect(first.statusCode).toBe(503);
    expect(first.json().message).toBe(ORDER_MESSAGES.paypalUnavailable);
    expect(await balanceOf(t, buyer.id)).toBe(2);
    const retry = await capture(buyer, created.id);
    expect(retry.json().status).toBe('COMPLETED');
    expect(stub.orders.get(created.id)?.captures).toHaveLength(1);
    expect(await balanceOf(t, buyer.id)).toBe(17);
  });

  it("answers 404 for another user's PayPal order on capture and completion", async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer);
    expect((await capture(other, created.id)).statusCode).toBe(404);
    expect((await complete(other, created.orderId, created.id)).statusCode).toBe(404);
    expect(stub.orders.get(created.id)?.captures).toHaveLength(0);
    expect(await ledgerRowsFor(t, created.orderId)).toHaveLength(0);
  });

  it('refuses a completion naming another PayPal order', async () => {
    const buyer = await newAccount(t);
    const mine = await checkout(buyer);
    const second = await checkout(buyer);
    await capture(buyer, second.id);
    const response = await complete(buyer, mine.orderId, second.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_MESSAGES.paypalOrderMismatch);
    expect(await ledgerRowsFor(t, mine.orderId)).toHaveLength(0);
  });

  it('takes no UPI proof for a PayPal order', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer, { approve: false });
    const response = await submitProof(t, buyer, created.orderId, { upiRef: newUtr() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_MESSAGES.notUpiOrder);
    expect((await orderRow(t, created.orderId)).status).toBe('created');
  });

  it('refuses webhooks that fail verification with 400 and no credit', async () => {
    const buyer = await newAccount(t);
    const created = await checkout(buyer);
    await captureAtPayPal(created.id, 'captured-for-webhook-test');
    const genuine = stub.signedWebhook(stub.captureEvent(created.id));
    const forgeries = [
      { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': 'forged' } },
      { ...genuine, headers: { ...genuine.headers, 'paypal-cert-url': 'https://attacker.example/cert.pem' } },
      { ...genuine, body: genuine.body.replace(created.orderId, '00000000-0000-4000-8000-000000000000') },
      stub.signedWebhook(stub.captureEvent(created.id), { webhookId: 'WH-SOMEONE-ELSE' }),
      { headers: { 'content-type': 'application/json' }, body: genuine.body },
      { ...genuine, body: 'not json' },
    ];
    for (const forgery of forgeries) {
      const response = await deliver(forgery);
      expect(response.statusCode).toBe(400);
    }
    expect(await ledgerRowsFor(t, created.orderId)).toHaveLength(0);
    expect(await balanceOf(t, buyer.id)).toBe(2);
    // The genuine delivery still works, with no Origin (PayPal is not a browser).
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect(await balanceOf(t, buyer.id)).toBe(17);
  });

  it('answers 2xx to verified events it does not act on, and to captures of unknown orders', async () => {
    const ignored = await deliver(
      stub.signedWebhook({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: {} }),
    );
    expect(ignored.statusCode).toBe(200);
    const unknown = await deliver(
      stub.signedWebhook({
        id: 'WH-2',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: { id: 'CAP', status: 'COMPLETED', amount: { currency_code: 'USD', value: '9.00' } },
      }),
    );
    expect(unknown.statusCode).toBe(200);
  });

  it('answers 401 on PayPal routes without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: { origin: t.config.appUrl },
      payload: { currency: 'USD' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers 503 'PayPal is not configured' without credentials, and the settings say so", async () => {
    const bare = await createPaymentsApp(driver);
    try {
      const buyer = await newAccount(bare);
      for (const url of ['/paypal/order', '/paypal/order/ABC123/capture']) {
        const response = await bare.app.inject({
          method: 'POST',
          url,
          headers: headersOf(buyer),
          payload: { currency: 'USD', intent: 'CAPTURE' },
        });
        if (url === '/paypal/order') {
          expect(response.statusCode).toBe(503);
          expect(response.json().message).toBe('PayPal is not configured');
        } else {
          expect(response.statusCode).toBe(404);
        }
      }
      const webhook = await bare.app.inject({ method: 'POST', url: '/paypal/webhook', payload: '{}' });
      expect(webhook.statusCode).toBe(503);
      expect((await bare.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
        paypalEnabled: false,
      });
    } finally {
      await bare.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      paypalEnabled: true,
    });
  });
});
