import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import type { PendingPayPalOrder } from '../../lib/pending-paypal-order.ts';
import { processPayPalReturn, RETURN_MESSAGES, type ReturnDeps } from './process-paypal-return.ts';

const pending: PendingPayPalOrder = {
  paypalOrderId: 'PP-1',
  ourOrderId: 'ours-1',
  amount: 9,
  currency: 'USD',
};

function deps(overrides: Partial<ReturnDeps> = {}): ReturnDeps {
  return {
    loadPending: () => pending,
    capture: vi.fn(async () => ({ status: 'COMPLETED' as const, orderId: 'ours-1' })),
    complete: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('processPayPalReturn', () => {
  it('captures, then completes our order with the PayPal order id', async () => {
    const d = deps();
    expect(await processPayPalReturn('?token=PP-1&PayerID=X', d)).toEqual({ ok: true, orderId: 'ours-1' });
    expect(d.capture).toHaveBeenCalledWith('PP-1');
    expect(d.complete).toHaveBeenCalledWith('ours-1', 'PP-1');
  });

  it('needs the token in the URL', async () => {
    const d = deps();
    for (const search of ['', '?PayerID=X', '?token=', '?token=%20']) {
      expect(await processPayPalReturn(search, d)).toEqual({
        ok: false,
        message: 'No PayPal order ID found in URL',
      });
    }
    expect(d.capture).not.toHaveBeenCalled();
  });

  it('needs the pending order of that token', async () => {
    const message = 'No pending order found. Payment may have already been processed.';
    expect(await processPayPalReturn('?token=PP-1', deps({ loadPending: () => null }))).toEqual({
      ok: false,
      message,
    });
    expect(await processPayPalReturn('?token=PP-other', deps())).toEqual({ ok: false, message });
  });

  it('reports a failed capture', async () => {
    const d = deps({
      capture: vi.fn(async () => Promise.reject(new Error('503: PayPal could not be reached'))),
    });
    expect(await processPayPalReturn('?token=PP-1', d)).toEqual({
      ok: false,
      message: 'Failed to capture PayPal payment',
    });
    expect(d.complete).not.toHaveBeenCalled();
  });

  it('reports a capture that did not complete, with its status', async () => {
    for (const status of ['PENDING', 'DECLINED', 'FAILED'] as const) {
      const d = deps({ capture: vi.fn(async () => ({ status, orderId: 'ours-1' })) });
      expect(await processPayPalReturn('?token=PP-1', d)).toEqual({
        ok: false,
        message: `Payment was not completed successfully. Status: ${status}`,
      });
      expect(d.complete).not.toHaveBeenCalled();
    }
  });

  it('reports a completion failure with the server text', async () => {
    const failing = (status: number, body: string) =>
      vi.fn(async () => Promise.reject(new ApiError(status, body)));
    expect(
      await processPayPalReturn(
        '?token=PP-1',
        deps({
          complete: failing(
            409,
            '{"code":"CONFLICT","message":"This PayPal order does not belong to this order"}',
          ),
        }),
      ),
    ).toEqual({
      ok: false,
      message:
        'Payment processed but failed to update account: This PayPal order does not belong to this order',
    });
    expect(await processPayPalReturn('?token=PP-1', deps({ complete: failing(502, 'Bad Gateway') }))).toEqual(
      { ok: false, message: RETURN_MESSAGES.updateFailed('Bad Gateway') },
    );
  });

  it('a completed capture without our order id is unexpected', async () => {
    const d = deps({ loadPending: () => ({ ...pending, ourOrderId: '' }) });
    expect(await processPayPalReturn('?token=PP-1', d)).toEqual({
      ok: false,
      message: 'An unexpected error occurred',
    });
    expect(d.complete).not.toHaveBeenCalled();
  });

  it('anything thrown elsewhere is unexpected', async () => {
    const d = deps({
      loadPending: () => {
        throw new Error('storage blocked');
      },
    });
    expect(await processPayPalReturn('?token=PP-1', d)).toEqual({
      ok: false,
      message: RETURN_MESSAGES.unexpected,
    });
  });
});
