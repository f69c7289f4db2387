import { type CapturePayPalOrderResponse, capturePayPalOrderResponseSchema } from '@hireproof/contract';
import { apiRequest, requestJson } from '../../lib/api-request.ts';
import { serverMessageOf } from '../../lib/error-message.ts';
import type { PendingPayPalOrder } from '../../lib/pending-paypal-order.ts';

/** The return page's error texts (SPEC §8). */
export const RETURN_MESSAGES = {
  noToken: 'No PayPal order ID found in URL',
  noPendingOrder: 'No pending order found. Payment may have already been processed.',
  captureFailed: 'Failed to capture PayPal payment',
  updateFailed: (serverText: string) => `Payment processed but failed to update account: ${serverText}`,
  notCompleted: (status: string) => `Payment was not completed successfully. Status: ${status}`,
  unexpected: 'An unexpected error occurred',
} as const;

export type ReturnOutcome = { ok: true; orderId: string } | { ok: false; message: string };

export interface ReturnDeps {
  loadPending: () => PendingPayPalOrder | null;
  capture: (token: string) => Promise<CapturePayPalOrderResponse>;
  complete: (orderId: string, paypalOrderId: string) => Promise<void>;
}

export const httpReturnDeps: Pick<ReturnDeps, 'capture' | 'complete'> = {
  async capture(token) {
    return requestJson(
      'POST',
      `/paypal/order/${encodeURIComponent(token)}/capture`,
      capturePayPalOrderResponseSchema,
    );
  },
  async complete(orderId, paypalOrderId) {
    await apiRequest('POST', `/api/orders/${encodeURIComponent(orderId)}/complete`, { paypalOrderId });
  },
};

/**
 * The steps after PayPal sends the buyer back (SPEC §4 Payment (online provider)): the token from the
 * URL, the pending order from local storage, the capture (checked by our server at PayPal), then our
 * order marked complete. Every failure ends in one of the SPEC's messages; nothing is credited here —
 * the server only credits what it verified at PayPal.
 */
export async function processPayPalReturn(search: string, deps: ReturnDeps): Promise<ReturnOutcome> {
  try {
    const token = new URLSearchParams(search).get('token')?.trim();
    if (!token) return { ok: false, message: RETURN_MESSAGES.noToken };
    const pending = deps.loadPending();
    if (!pending || pending.paypalOrderId !== token) {
      return { ok: false, message: RETURN_MESSAGES.noPendingOrder };
    }
    let captured: CapturePayPalOrderResponse;
    try {
      captured = await deps.capture(token);
    } catch {
      return { ok: false, message: RETURN_MESSAGES.captureFailed };
    }
    if (captured.status === 'COMPLETED' && pending.ourOrderId) {
      try {
        await deps.complete(pending.ourOrderId, token);
      } catch (error) {
        const text = serverMessageOf(error) ?? (error instanceof Error ? error.message : String(error));
        return { ok: false, message: RETURN_MESSAGES.updateFailed(text) };
      }
      return { ok: true, orderId: pending.ourOrderId };
    }
    if (captured.status !== 'COMPLETED') {
      return { ok: false, message: RETURN_MESSAGES.notCompleted(String(captured.status)) };
    }
    return { ok: false, message: RETURN_MESSAGES.unexpected };
  } catch {
    return { ok: false, message: RETURN_MESSAGES.unexpected };
  }
}
