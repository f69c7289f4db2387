import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayPalStub, startPayPalStub } from '../../../test/paypal-stub.ts';
import { approveLink, createPayPalClient, PayPalApiError, PayPalTransportError } from './paypal-client.ts';

const OUR_ORDER = '6b0a3c1e-2f4d-4a5b-8c7d-9e0f1a2b3c4d';

describe('PayPal client against the Orders v2 stub', () => {
  let stub: PayPalStub;
  beforeAll(async () => {
    stub = await startPayPalStub({ webhookId: 'WH-CLIENT-TEST' });
  });
  afterAll(async () => {
    await stub?.close();
  });

  const client = () =>
    createPayPalClient({ clientId: stub.clientId, clientSecret: stub.clientSecret, apiBase: stub.url });
  const create = (paypal = client(), orderId = crypto.randomUUID()) =>
    paypal.createOrder({
      orderId,
      amount: '9.00',
      currency: 'USD',
      returnUrl: 'http://localhost:3000/paypal/return',
      cancelUrl: 'http://localhost:3000/dashboard?payment=cancelled',
    });

  it('creates an order carrying our id, the amount string and an approve link', async () => {
    const order = await create(client(), OUR_ORDER);
    expect(order.status).toBe('CREATED');
    expect(order.id).toMatch(/^[A-Z0-9]+$/);
    expect(approveLink(order.links)?.href).toBe(`${stub.url}/checkoutnow?token=${order.id}`);
    expect(order.purchase_units?.[0]).toMatchObject({
      reference_id: OUR_ORDER,
      custom_id: OUR_ORDER,
      amount: { currency_code: 'USD', value: '9.00' },
    });
    expect(stub.orders.get(order.id)?.returnUrl).toBe('http://localhost:3000/paypal/return');
  });

  it('sends a stable PayPal-Request-Id per order: a retried create gets the same PayPal order', async () => {
    const paypal = client();
    const first = await create(paypal, OUR_ORDER);
    const again = await create(paypal, OUR_ORDER);
    expect(again.id).toBe(first.id);
    expect(
      stub.stats.requestIds.filter((entry) => entry.id === `create-${OUR_ORDER}`).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('fetches one token for many concurrent calls and reuses it until it expires', async () => {
    const paypal = client();
    const before = stub.stats.tokenRequests;
    await Promise.all(Array.from({ length: 10 }, () => create(paypal)));
    expect(stub.stats.tokenRequests - before).toBe(1);
  });

  it('captures an approved order; a second capture with another key is ORDER_ALREADY_CAPTURED', async () => {
    const paypal = client();
    const order = await create(paypal);
    await expect(paypal.captureOrder(order.id, 'capture-a')).rejects.toMatchObject({
      status: 422,
      issue: 'ORDER_NOT_APPROVED',
    });
    stub.approve(order.id);
    const captured = await paypal.captureOrder(order.id, 'capture-b');
    expect(captured.status).toBe('COMPLETED');
    expect(captured.purchase_units?.[0]?.payments?.captures?.[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '9.00' },
    });
    // Same key: the stored result, not a second capture.
    const replay = await paypal.captureOrder(order.id, 'capture-b');
    expect(replay.purchase_units?.[0]?.payments?.captures).toHaveLength(1);
    const error = await paypal.captureOrder(order.id, 'capture-c').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PayPalApiError);
    expect((error as PayPalApiError).issue).toBe('ORDER_ALREADY_CAPTURED');
    const read = await paypal.getOrder(order.id);
    expect(read.purchase_units?.[0]?.payments?.captures?.[0]?.status).toBe('COMPLETED');
  });

  it('answers the scenarios PENDING and DECLINED as capture statuses', async () => {
    const paypal = client();
    for (const [scenario, status] of [
      ['pending', 'PENDING'],
      ['declined', 'DECLINED'],
    ] as const) {
      const order = await create(paypal);
      stub.setScenario(order.id, scenario);
      stub.approve(order.id);
      const captured = await paypal.captureOrder(order.id, `capture-${order.id}`);
      expect(captured.purchase_units?.[0]?.payments?.captures?.[0]?.status).toBe(status);
    }
  });

  it('verifies only webhook deliveries the stub signed, for the exact body and webhook id', async () => {
    const paypal = client();
    const order = await create(paypal);
    stub.approve(order.id);
    await paypal.captureOrder(order.id, `capture-${order.id}`);
    const delivery = stub.signedWebhook(stub.captureEvent(order.id));
    const transmission = {
      authAlgo: delivery.headers['paypal-auth-algo']!,
      certUrl: delivery.headers['paypal-cert-url']!,
      transmissionId: delivery.headers['paypal-transmission-id']!,
      transmissionSig: delivery.headers['paypal-transmission-sig']!,
      transmissionTime: delivery.headers['paypal-transmission-time']!,
    };
    expect(await paypal.verifyWebhookSignature(transmission, delivery.body, stub.webhookId)).toBe(true);
    expect(await paypal.verifyWebhookSignature(transmission, delivery.body, 'WH-OTHER')).toBe(false);
    const tampered = delivery.body.replace('"9.00"', '"0.01"');
    expect(tampered).not.toBe(delivery.body);
    expect(await paypal.verifyWebhookSignature(transmission, tampered, stub.webhookId)).toBe(false);
    expect(
      await paypal.verifyWebhookSignature(
        { ...transmission, transmissionSig: 'forged' },
        delivery.body,
        stub.webhookId,
      ),
    ).toBe(false);
    expect(
      await paypal.verifyWebhookSignature(
        { ...transmission, certUrl: 'https://attacker.example/cert.pem' },
        delivery.body,
        stub.webhookId,
      ),
    ).toBe(false);
  });

  it('refuses wrong credentials with an API error', async () => {
    const paypal = createPayPalClient({ clientId: stub.clientId, clientSecret: 'wrong', apiBase: stub.url });
    await expect(create(paypal)).rejects.toMatchObject({ status: 401 });
  });

  it('follows no redirect and gives up after its timeout', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/v1/oauth2/token') {
        response.writeHead(302, { location: 'http://127.0.0.1:1/steal' }).end();
        return;
      }
      // Never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const redirected = createPayPalClient({ clientId: 'a', clientSecret: 'b', apiBase });
      await expect(create(redirected)).rejects.toBeInstanceOf(PayPalTransportError);
      const slow = createPayPalClient(
        { clientId: 'a', clientSecret: 'b', apiBase: `${apiBase}/slow` },
        { timeoutMs: 200 },
      );
      await expect(create(slow)).rejects.toBeInstanceOf(PayPalTransportError);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
