import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayPalStub, startPayPalStub } from './paypal-stub.ts';

describe('PayPal stub follows the Orders v2 contract', () => {
  let stub: PayPalStub;
  let token: string;
  beforeAll(async () => {
    stub = await startPayPalStub();
    const response = await fetch(`${stub.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${stub.clientId}:${stub.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 32_400 });
    token = body.access_token;
  });
  afterAll(async () => {
    await stub?.close();
  });

  const api = (path: string, init: RequestInit & { requestId?: string } = {}) =>
    fetch(`${stub.url}${path}`, {
      ...init,
      redirect: 'manual',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(init.requestId ? { 'paypal-request-id': init.requestId } : {}),
      },
    });
  const capture = (orderId: string, requestId: string) =>
    api(`/v2/checkout/orders/${orderId}/capture`, { method: 'POST', body: '{}', requestId });
  const createOrder = async (value = '9.00', requestId?: string) =>
    api('/v2/checkout/orders', {
      method: 'POST',
      requestId,
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [{ custom_id: 'ours', amount: { currency_code: 'USD', value } }],
        application_context: {
          return_url: 'http://app.test/paypal/return',
          cancel_url: 'http://app.test/dashboard?payment=cancelled',
        },
      }),
    });

  it('checks Basic auth on the token endpoint and Bearer tokens everywhere else', async () => {
    const bad = await fetch(`${stub.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('x:y').toString('base64')}` },
      body: 'grant_type=client_credentials',
    });
    expect(bad.status).toBe(401);
    const anonymous = await fetch(`${stub.url}/v2/checkout/orders/ABC`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).name).toBe('AUTHENTICATION_FAILURE');
  });

  it('creates with 201, replays a PayPal-Request-Id with 200 and the same order, and refuses bad decimals', async () => {
    const first = await createOrder('9.00', 'same-key');
    expect(first.status).toBe(201);
    const again = await createOrder('9.00', 'same-key');
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    const bad = await createOrder('9.5');
    expect(bad.status).toBe(400);
    expect((await bad.json()).details[0].issue).toBe('DECIMAL_PRECISION');
  });

  it('approve page marks the order APPROVED and redirects to return_url with token and PayerID; cancel goes to cancel_url', async () => {
    const { id } = await (await createOrder()).json();
    const approved = await fetch(`${stub.url}/checkoutnow?token=${id}`, { redirect: 'manual' });
    expect(approved.status).toBe(302);
    const location = new URL(approved.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://app.test/paypal/return');
    expect(location.searchParams.get('token')).toBe(id);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]+$/);
    expect(stub.orders.get(id)?.status).toBe('APPROVED');
    const other = await (await createOrder()).json();
    const cancelled = await fetch(`${stub.url}/checkoutnow?token=${other.id}&cancel=1`, {
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe('http://app.test/dashboard?payment=cancelled');
  });

  it('captures once: a replayed key gets the stored result, a new key ORDER_ALREADY_CAPTURED', async () => {
    const { id } = await (await createOrder()).json();
    const early = await capture(id, 'k1');
    expect(early.status).toBe(422);
    expect((await early.json()).details[0].issue).toBe('ORDER_NOT_APPROVED');
    stub.approve(id);
    const captured = await capture(id, 'k2');
    expect(captured.status).toBe(201);
    const replay = await capture(id, 'k2');
    expect(replay.status).toBe(200);
    const second = await capture(id, 'k3');
    expect(second.status).toBe(422);
    expect((await second.json()).details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
    expect(stub.orders.get(id)?.captures).toHaveLength(1);
  });

  it('error_after_commit captures, answers 500, and replays the capture for the same key', async () => {
    const { id } = await (await createOrder()).json();
    stub.setScenario(id, 'error_after_commit');
    stub.approve(id);
    const failed = await capture(id, 'retry-me');
    expect(failed.status).toBe(500);
    const retried = await capture(id, 'retry-me');
    expect(retried.status).toBe(200);
    expect((await retried.json()).purchase_units[0].payments.captures[0].status).toBe('COMPLETED');
  });

  it('switches scenarios over HTTP for out-of-process journeys', async () => {
    const switched = await fetch(`${stub.url}/__stub/scenario`, {
      method: 'POST',
      body: JSON.stringify({ scenario: 'pending' }),
    });
    expect(switched.status).toBe(200);
    const { id } = await (await createOrder()).json();
    expect(stub.orders.get(id)?.scenario).toBe('pending');
    stub.setDefaultScenario('completed');
    const listed = await (await fetch(`${stub.url}/__stub/orders`)).json();
    expect(listed.some((order: { id: string }) => order.id === id)).toBe(true);
  });
});
