import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local PayPal REST server that follows the Orders v2 and webhook contracts
 * (corpus/protocols.md §1) closely enough to test our integration against: OAuth client
 * credentials, create / approve / capture / get order with PayPal-Request-Id idempotency, the
 * 422 issues that matter, and verify-webhook-signature that accepts only deliveries it signed.
 * Behaviour per order is switched by scenarios. Used by integration tests and, through
 * paypal-stub-cli.ts, by the browser journeys.
 */

export type CaptureScenario =
  /** Capture COMPLETED with the order's amount (default). */
  | 'completed'
  /** Capture PENDING (status_details.reason PENDING_REVIEW). */
  | 'pending'
  /** Capture DECLINED. */
  | 'declined'
  /** 422 INSTRUMENT_DECLINED: the funding source failed. */
  | 'instrument_declined'
  /** 422 ORDER_NOT_APPROVED even after the approve page. */
  | 'not_approved'
  /** COMPLETED, but for 0.01 in the order's currency. */
  | 'tampered_amount'
  /** COMPLETED, but in another currency. */
  | 'tampered_currency'
  /** COMPLETED, but custom_id and reference_id name another order. */
  | 'foreign_custom_id'
  /** 500 without capturing. */
  | 'server_error'
  /** Captures, then answers 500 (the retry with the same PayPal-Request-Id gets the result). */
  | 'error_after_commit';

interface Money {
  currency_code: string;
  value: string;
}

interface StubCapture {
  id: string;
  status: string;
  amount: Money;
  custom_id?: string;
  final_capture: boolean;
  status_details?: { reason: string };
  create_time: string;
  update_time: string;
}

export interface StubOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: Money;
  referenceId?: string;
  customId?: string;
  returnUrl?: string;
  cancelUrl?: string;
  scenario: CaptureScenario;
  captures: StubCapture[];
  createTime: string;
}

export interface StubWebhookDelivery {
  headers: Record<string, string>;
  body: string;
}

export interface PayPalStubOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** The webhook id signatures are made for (PAYPAL_WEBHOOK_ID of the app under test). */
  webhookId?: string;
  /** Seconds an access token lives. */
  tokenLifetimeSeconds?: number;
}

export interface PayPalStub {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, StubOrder>;
  /** Calls seen, for assertions: path → count, and every PayPal-Request-Id per path. */
  stats: {
    tokenRequests: number;
    calls: Record<string, number>;
    requestIds: Array<{ path: string; id: string }>;
  };
  setScenario(paypalOrderId: string, scenario: CaptureScenario): void;
  /** The scenario every order created from now on starts with. */
  setDefaultScenario(scenario: CaptureScenario): void;
  /** What the buyer does on the approve page. */
  approve(paypalOrderId: string): void;
  /** A PAYMENT.CAPTURE.* event for the order's (first) capture, as PayPal would send it. */
  captureEvent(paypalOrderId: string, eventType?: string): Record<string, unknown>;
  /** Headers and exact body of a delivery signed by this stub (verification answers SUCCESS for it). */
  signedWebhook(event: Record<string, unknown>, options?: { webhookId?: string }): StubWebhookDelivery;
  close(): Promise<void>;
}

const ORDER_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomId = (length = 17) =>
  Array.from(randomBytes(length), (byte) => ORDER_ID_ALPHABET[byte % ORDER_ID_ALPHABET.length]).join('');
const TWO_DECIMALS = /^\d{1,10}\.\d{2}$/;
const MAX_BODY_BYTES = 1024 * 1024;

function errorBody(name: string, issue: string, description: string) {
  return {
    name,
    message: description,
    debug_id: randomId(13).toLowerCase(),
    details: [{ issue, description }],
  };
}

interface StoredResponse {
  status: number;
  body: unknown;
}

export async function startPayPalStub(options: PayPalStubOptions = {}): Promise<PayPalStub> {
  const clientId = options.clientId ?? 'stub-client-id';
  const clientSecret = options.clientSecret ?? 'stub-client-secret';
  const webhookId = options.webhookId ?? 'WH-STUB-0001';
  const tokenLifetime = options.tokenLifetimeSeconds ?? 32_400;
  const orders = new Map<string, StubOrder>();
  const tokens = new Map<string, number>();
  /** PayPal-Request-Id → the response the original request got (per operation path). */
  const idempotent = new Map<string, StoredResponse>();
  /** transmission id → what was signed, for verify-webhook-signature. */
  const issued = new Map<string, { sig: string; webhookId: string; time: string; digest: string }>();
  const stats: PayPalStub['stats'] = { tokenRequests: 0, calls: {}, requestIds: [] };
  let defaultScenario: CaptureScenario = 'completed';
  let base = '';
  const certUrl = () => `${base}/v1/notifications/certs/CERT-STUB`;

  const orderLinks = (order: StubOrder) => [
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
    { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
  ];

  const orderJson = (order: StubOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    create_time: order.createTime,
    purchase_units: [
      {
        reference_id: order.referenceId ?? 'default',
        amount: order.amount,
        custom_id: order.customId,
        ...(order.captures.length > 0 ? { payments: { captures: order.captures } } : {}),
      },
    ],
    links: order.status === 'COMPLETED' ? orderLinks(order).slice(0, 1) : orderLinks(order),
  });

  const digestOf = (event: unknown) => createHash('sha256').update(JSON.stringify(event)).digest('hex');

  function capture(order: StubOrder): StoredResponse {
    const now = new Date().toISOString();
    const scenario = order.scenario;
    let amount: Money = { ...order.amount };
    let customId = order.customId;
    let status = 'COMPLETED';
    let statusDetails: StubCapture['status_details'];
    if (scenario === 'pending') {
      status = 'PENDING';
      statusDetails = { reason: 'PENDING_REVIEW' };
    } else if (scenario === 'declined') {
      status = 'DECLINED';
    } else if (scenario === 'tampered_amount') {
      amount = { ...amount, value: '0.01' };
    } else if (scenario === 'tampered_currency') {
      amount = { ...amount, currency_code: amount.currency_code === 'USD' ? 'EUR' : 'USD' };
    } else if (scenario === 'foreign_custom_id') {
      customId = randomUUID();
      order.referenceId = customId;
    }
    order.captures.push({
      id: randomId(),
      status,
      amount,
      custom_id: customId,
      final_capture: true,
      ...(statusDetails ? { status_details: statusDetails } : {}),
      create_time: now,
      update_time: now,
    });
    order.status = 'COMPLETED';
    return { status: 201, body: orderJson(order) };
  }

  function handleCapture(order: StubOrder, requestId: string | undefined): StoredResponse {
    const key = requestId ? `capture:${order.id}:${requestId}` : undefined;
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return { status: replay.status === 201 ? 200 : replay.status, body: replay.body };
    if (order.status === 'COMPLETED') {
      return {
        status: 422,
        body: errorBody(
          'UNPROCESSABLE_ENTITY',
          'ORDER_ALREADY_CAPTURED',
          "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
        ),
      };
    }
    if (order.scenario === 'server_error') {
      return {
        status: 500,
        body: errorBody('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR', 'An internal error occurred.'),
      };
    }
    if (order.status !== 'APPROVED' || order.scenario === 'not_approved') {
      return {
        status: 422,
        body: errorBody(
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment.',
        ),
      };
    }
    if (order.scenario === 'instrument_declined') {
      return {
        status: 422,
        body: errorBody(
          'UNPROCESSABLE_ENTITY',
          'INSTRUMENT_DECLINED',
          'The instrument presented was declined.',
        ),
      };
    }
    const result = capture(order);
    if (key) idempotent.set(key, result);
    if (order.scenario === 'error_after_commit') {
      return {
        status: 500,
        body: errorBody('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR', 'An internal error occurred.'),
      };
    }
    return result;
  }

  function handleCreate(body: unknown, requestId: string | undefined): StoredResponse {
    const key = requestId ? `create:${requestId}` : undefined;
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) {
      const existing = orders.get((replay.body as { id: string }).id);
      return { status: 200, body: existing ? { ...orderJson(existing) } : replay.body };
    }
    const request = body as {
      intent?: string;
      purchase_units?: Array<{ amount?: Partial<Money>; reference_id?: string; custom_id?: string }>;
      application_context?: { return_url?: string; cancel_url?: string };
      payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
    };
    const unit = request?.purchase_units?.[0];
    if (request?.intent !== 'CAPTURE' && request?.intent !== 'AUTHORIZE') {
      return {
        status: 400,
        body: errorBody('INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'intent is required'),
      };
    }
    if (!unit?.amount?.currency_code || typeof unit.amount.value !== 'string') {
      return {
        status: 400,
        body: errorBody('INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'amount is required'),
      };
    }
    if (!TWO_DECIMALS.test(unit.amount.value)) {
      return {
        status: 400,
        body: errorBody('INVALID_REQUEST', 'DECIMAL_PRECISION', 'amount needs two decimals'),
      };
    }
    const context = request.payment_source?.paypal?.experience_context ?? request.application_context;
    const order: StubOrder = {
      id: randomId(),
      status: 'CREATED',
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      referenceId: unit.reference_id,
      customId: unit.custom_id,
      returnUrl: context?.return_url,
      cancelUrl: context?.cancel_url,
      scenario: defaultScenario,
      captures: [],
      createTime: new Date().toISOString(),
    };
    orders.set(order.id, order);
    const result = { status: 201, body: orderJson(order) };
    if (key) idempotent.set(key, result);
    return result;
  }

  function handleVerify(body: unknown): StoredResponse {
    const request = body as Record<string, unknown> | undefined;
    const transmissionId = String(request?.transmission_id ?? '');
    const signed = issued.get(transmissionId);
    const valid =
      !!signed &&
      request?.transmission_sig === signed.sig &&
      request?.transmission_time === signed.time &&
      request?.webhook_id === signed.webhookId &&
      request?.cert_url === certUrl() &&
      request?.auth_algo === 'SHA256withRSA' &&
      digestOf(request?.webhook_event) === signed.digest;
    return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
  }

  function authorised(request: IncomingMessage): boolean {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const expiry = match ? tokens.get(match[1]!) : undefined;
    return expiry !== undefined && expiry > Date.now();
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) throw new Error('body too large');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(response: ServerResponse, result: StoredResponse, headers: Record<string, string> = {}) {
    response.writeHead(result.status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(result.body));
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base);
    const path = url.pathname;
    const method = request.method ?? 'GET';
    stats.calls[`${method} ${path}`] = (stats.calls[`${method} ${path}`] ?? 0) + 1;
    const requestId = request.headers['paypal-request-id'];
    const requestKey = typeof requestId === 'string' ? requestId : undefined;
    if (requestKey) stats.requestIds.push({ path, id: requestKey });

    if (method === 'GET' && path === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown order');
        return;
      }
      if (url.searchParams.get('cancel') === '1') {
        response.writeHead(302, { location: order.cancelUrl ?? '/' }).end();
        return;
      }
      if (order.status === 'CREATED') order.status = 'APPROVED';
      const target = new URL(order.returnUrl ?? `${base}/returned`);
      target.searchParams.set('token', order.id);
      target.searchParams.set('PayerID', randomId(13));
      response.writeHead(302, { location: target.toString() }).end();
      return;
    }

    if (path.startsWith('/__stub/')) {
      await control(method, path, await readBody(request), response);
      return;
    }

    if (method === 'POST' && path === '/v1/oauth2/token') {
      stats.tokenRequests += 1;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      const body = await readBody(request);
      if (request.headers.authorization !== expected) {
        send(response, {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        });
        return;
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        send(response, { status: 400, body: { error: 'unsupported_grant_type' } });
        return;
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.set(token, Date.now() + tokenLifetime * 1000);
      send(response, {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          expires_in: tokenLifetime,
        },
      });
      return;
    }

    if (!authorised(request)) {
      await readBody(request).catch(() => '');
      send(response, {
        status: 401,
        body: errorBody(
          'AUTHENTICATION_FAILURE',
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        ),
      });
      return;
    }

    let body: unknown;
    const raw = method === 'POST' ? await readBody(request) : '';
    if (raw.trim() !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        send(response, {
          status: 400,
          body: errorBody(
            'INVALID_REQUEST',
            'MALFORMED_REQUEST_JSON',
            'The request JSON is not well formed.',
          ),
        });
        return;
      }
    }

    if (method === 'POST' && path === '/v2/checkout/orders') {
      send(response, handleCreate(body, requestKey));
      return;
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      send(response, handleVerify(body));
      return;
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    const order = orderMatch ? orders.get(orderMatch[1]!) : undefined;
    if (orderMatch && !order) {
      send(response, {
        status: 404,
        body: errorBody('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.'),
      });
      return;
    }
    if (order && method === 'GET' && !orderMatch?.[2]) {
      send(response, { status: 200, body: orderJson(order) });
      return;
    }
    if (order && method === 'POST' && orderMatch?.[2]) {
      send(response, handleCapture(order, requestKey));
      return;
    }
    send(response, {
      status: 404,
      body: errorBody('RESOURCE_NOT_FOUND', 'NOT_FOUND', `No route ${method} ${path}`),
    });
  }

  /**
   * Test controls over HTTP, for the browser journeys that run the stub in another process:
   * POST /__stub/scenario {scenario, paypalOrderId?}, GET /__stub/orders, and
   * POST /__stub/deliver-webhook {paypalOrderId, url, eventType?} (signs and delivers an event).
   */
  async function control(method: string, path: string, raw: string, response: ServerResponse): Promise<void> {
    const input = (raw.trim() ? JSON.parse(raw) : {}) as {
      scenario?: CaptureScenario;
      paypalOrderId?: string;
      url?: string;
      eventType?: string;
    };
    if (method === 'GET' && path === '/__stub/orders') {
      send(response, { status: 200, body: [...orders.values()] });
      return;
    }
    if (method === 'POST' && path === '/__stub/scenario' && input.scenario) {
      if (input.paypalOrderId) stub.setScenario(input.paypalOrderId, input.scenario);
      else stub.setDefaultScenario(input.scenario);
      send(response, { status: 200, body: { ok: true } });
      return;
    }
    if (method === 'POST' && path === '/__stub/deliver-webhook' && input.paypalOrderId && input.url) {
      const delivery = stub.signedWebhook(stub.captureEvent(input.paypalOrderId, input.eventType));
      const delivered = await fetch(input.url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
      });
      send(response, { status: 200, body: { status: delivered.status, body: await delivered.text() } });
      return;
    }
    send(response, { status: 404, body: { error: 'unknown stub control' } });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        send(response, {
          status: 500,
          body: errorBody('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR', String(error)),
        });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const orderOrThrow = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`PayPal stub: no order ${id}`);
    return order;
  };

  const stub: PayPalStub = {
    url: base,
    clientId,
    clientSecret,
    webhookId,
    orders,
    stats,
    setScenario(id, scenario) {
      orderOrThrow(id).scenario = scenario;
    },
    setDefaultScenario(scenario) {
      defaultScenario = scenario;
    },
    approve(id) {
      const order = orderOrThrow(id);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    captureEvent(id, eventType = 'PAYMENT.CAPTURE.COMPLETED') {
      const order = orderOrThrow(id);
      const captured = order.captures[0];
      if (!captured) throw new Error(`PayPal stub: order ${id} has no capture`);
      return {
        id: `WH-${randomId(17)}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'capture',
        resource_version: '2.0',
        event_type: eventType,
        summary: `Payment completed for ${captured.amount.value} ${captured.amount.currency_code}`,
        resource: {
          ...captured,
          supplementary_data: { related_ids: { order_id: order.id } },
          links: [{ href: `${base}/v2/payments/captures/${captured.id}`, rel: 'self', method: 'GET' }],
        },
        links: [{ href: `${base}/v1/notifications/webhooks-events/WH-X`, rel: 'self', method: 'GET' }],
      };
    },
    signedWebhook(event, signOptions = {}) {
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const sig = randomBytes(64).toString('base64');
      issued.set(transmissionId, {
        sig,
        time,
        webhookId: signOptions.webhookId ?? webhookId,
        digest: digestOf(JSON.parse(body)),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': certUrl(),
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sig,
          'paypal-transmission-time': time,
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}
