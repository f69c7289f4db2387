import { describe, expect, it } from 'vitest';
import { hasPaymentParams, PAYMENT_ERROR_FALLBACK, paymentReturnToast } from './payment-return-params.ts';

describe('paymentReturnToast', () => {
  it.each([
    ['no_paypal_token', 'PayPal payment was cancelled or no payment token found.'],
    ['capture_failed', 'PayPal payment capture failed. Please try again.'],
    ['payment_not_completed', 'PayPal payment was not completed successfully.'],
    ['no_pending_order', 'No pending order found. Payment may have already been processed.'],
    ['processing_failed', 'Payment processing failed. Please contact support.'],
    ['something_else', 'Payment failed. Please try again.'],
    ['', 'Payment failed. Please try again.'],
  ])('error=%s reads %s', (error, message) => {
    expect(paymentReturnToast(`?error=${error}`)).toEqual({
      title: 'Payment Error',
      description: message,
      variant: 'destructive',
    });
  });

  it('announces the credits of a successful payment', () => {
    const shown = paymentReturnToast('?payment=success&credits=15');
    expect(`${shown?.title} ${shown?.description}`).toBe(
      'Payment Successful! 15 credits have been added to your account.',
    );
    expect(shown?.variant).toBeUndefined();
    expect(paymentReturnToast('?payment=success&credits=<b>')?.description).toBe(
      '15 credits have been added to your account.',
    );
  });

  it('an error wins over a success flag; a cancelled payment is an error', () => {
    expect(paymentReturnToast('?payment=success&credits=15&error=capture_failed')?.title).toBe(
      'Payment Error',
    );
    expect(paymentReturnToast('?payment=cancelled')?.description).toBe(
      'PayPal payment was cancelled or no payment token found.',
    );
    expect(paymentReturnToast('?payment=weird')?.description).toBe(PAYMENT_ERROR_FALLBACK);
  });

  it('nothing to say without payment parameters', () => {
    expect(paymentReturnToast('')).toBeNull();
    expect(paymentReturnToast('?tab=1')).toBeNull();
    expect(hasPaymentParams('?tab=1')).toBe(false);
    expect(hasPaymentParams('?credits=15')).toBe(true);
  });
});
