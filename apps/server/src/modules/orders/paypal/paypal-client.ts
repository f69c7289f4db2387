import type { PayPalErrorBody, PayPalLink, PayPalOrder, WebhookTransmission } from './paypal-types.ts';

export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com by default; the stub's URL in tests. */
  apiBase: string;
}

/** A non-2xx answer from PayPal; `issue` is the machine-readable reason (details[0].issue). */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PayPalErrorBody | undefined,
  ) {
    const issue = body?.details?.[0]?.issue;
    super(`PayPal answered ${status} ${body?.name ?? ''}${issue ? ` (${issue})` : ''}`.trim());
    this.name = 'PayPalApiError';
  }

  get issue(): string | undefined {
    return this.body?.details?.[0]?.issue ?? this.body?.name;
  }
}

/** PayPal could not be reached, timed out, redirected us or answered something unreadable. */
export class PayPalTransportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PayPalTransportError';
  }
}

export interface CreatePayPalOrderInput {
  /** Our order id: custom_id and reference_id, and the idempotency key's stem. */
  orderId: string;
  /** Two decimals, e.g. "9.00". */
  amount: string;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  description?: string;
}

export interface PayPalClient {
  createOrder(input: CreatePayPalOrderInput): Promise<PayPalOrder>;
  captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalOrder>;
  getOrder(paypalOrderId: string): Promise<PayPalOrder>;
  /** True only when PayPal answers verification_status SUCCESS for this exact raw body. */
  verifyWebhookSignature(
    transmission: WebhookTransmission,
    rawBody: string,
    webhookId: string,
  ): Promise<boolean>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Refresh a token this long before PayPal says it expires. */
const TOKEN_EARLY_REFRESH_MS = 60_000;
const MAX_RESPONSE_BYTES = 1024 * 1024;
const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * PayPal REST over fetch: OAuth client-credentials with the token cached until shortly before it
 * expires (concurrent callers share one token request), a timeout on every call, redirects
 * refused, and PayPal-Request-Id on every POST so a retry never repeats the action.
 */
export function createPayPalClient(
  credentials: PayPalCredentials,
  options: { timeoutMs?: number; now?: () => number } = {},
): PayPalClient {
  const base = credentials.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function send(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PayPalTransportError(`PayPal request ${path} failed`, { cause: error });
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new PayPalTransportError(`PayPal redirected ${path} (${response.status}); not followed`);
    }
    return response;
  }

  async function readJson<T>(response: Response, path: string): Promise<T | undefined> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new PayPalTransportError(`PayPal response to ${path} could not be read`, { cause: error });
    }
    if (text.length > MAX_RESPONSE_BYTES)
      throw new PayPalTransportError(`PayPal response to ${path} is too large`);
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new PayPalTransportError(`PayPal response to ${path} is not JSON`, { cause: error });
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const path = '/v1/oauth2/token';
    const response = await send(path, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = await readJson<{ access_token?: string; expires_in?: number } & PayPalErrorBody>(
      response,
      path,
    );
    if (!response.ok) throw new PayPalApiError(response.status, body);
    if (!body?.access_token) throw new PayPalTransportError('PayPal token response has no access_token');
    const lifetimeMs = Math.max(0, (body.expires_in ?? 0) * 1000 - TOKEN_EARLY_REFRESH_MS);
    cached = { token: body.access_token, expiresAt: now() + lifetimeMs };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > now()) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    requestId?: string,
  ): Promise<T> {
    const attempt = async (): Promise<Response> => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (requestId) headers['paypal-request-id'] = requestId;
      return send(path, { method, headers, body });
    };
    let response = await attempt();
    if (response.status === 401) {
      // The cached token was revoked or expired early: fetch a new one once.
      await response.body?.cancel();
      cached = undefined;
      response = await attempt();
    }
    const parsed = await readJson<T & PayPalErrorBody>(response, path);
    if (!response.ok) throw new PayPalApiError(response.status, parsed);
    if (parsed === undefined) throw new PayPalTransportError(`PayPal answered ${path} with an empty body`);
    return parsed;
  }

  const orderPath = (id: string) => {
    if (!PAYPAL_ORDER_ID.test(id)) throw new PayPalApiError(404, { name: 'RESOURCE_NOT_FOUND' });
    return `/v2/checkout/orders/${id}`;
  };

  return {
    createOrder(input) {
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.orderId,
            custom_id: input.orderId,
            description: input.description,
            amount: { currency_code: input.currency, value: input.amount },
          },
        ],
        application_context: {
          brand_name: 'Hireproof',
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        },
      };
      return call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        JSON.stringify(body),
        `create-${input.orderId}`,
      );
    },
    captureOrder(paypalOrderId, requestId) {
      return call<PayPalOrder>('POST', `${orderPath(paypalOrderId)}/capture`, '{}', requestId);
    },
    getOrder(paypalOrderId) {
      return call<PayPalOrder>('GET', orderPath(paypalOrderId));
    },
    async verifyWebhookSignature(transmission, rawBody, webhookId) {
      // The event goes in exactly as received: re-serialising it could change the signed bytes.
      const envelope = JSON.stringify({
        auth_algo: transmission.authAlgo,
        cert_url: transmission.certUrl,
        transmission_id: transmission.transmissionId,
        transmission_sig: transmission.transmissionSig,
        transmission_time: transmission.transmissionTime,
        webhook_id: webhookId,
      });
      const body = `${envelope.slice(0, -1)},"webhook_event":${rawBody}}`;
      const result = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        body,
      );
      return result.verification_status === 'SUCCESS';
    },
  };
}

/** The link the buyer must follow: rel approve (classic) or payer-action (payment_source flow). */
export function approveLink(links: PayPalLink[] | undefined): PayPalLink | undefined {
  return links?.find((link) => link.rel === 'approve') ?? links?.find((link) => link.rel === 'payer-action');
}
