import { CREDITS_PER_PURCHASE } from '@hireproof/contract';
import type { ToastInput } from '../../lib/toast-store.ts';

/** The dashboard's `error` values after a PayPal return, with the texts of SPEC §8. */
export const PAYMENT_ERROR_MESSAGES: Record<string, string> = {
  no_paypal_token: 'PayPal payment was cancelled or no payment token found.',
  capture_failed: 'PayPal payment capture failed. Please try again.',
  payment_not_completed: 'PayPal payment was not completed successfully.',
  no_pending_order: 'No pending order found. Payment may have already been processed.',
  processing_failed: 'Payment processing failed. Please contact support.',
};
export const PAYMENT_ERROR_FALLBACK = 'Payment failed. Please try again.';

/**
 * The toast the dashboard shows for its payment query parameters, or null when there are none.
 * `payment=success` with `credits` is the success toast; any `error` (or a cancelled payment, which
 * PayPal's cancel link reports as `payment=cancelled`) is a 'Payment Error'.
 */
export function paymentReturnToast(search: string): ToastInput | null {
  const params = new URLSearchParams(search);
  const payment = params.get('payment');
  const credits = params.get('credits');
  const error = params.get('error');
  if (error !== null) {
    return {
      title: 'Payment Error',
      description: PAYMENT_ERROR_MESSAGES[error] ?? PAYMENT_ERROR_FALLBACK,
      variant: 'destructive',
    };
  }
  if (payment === 'success' && credits !== null) {
    const count = /^\d{1,6}$/.test(credits) && Number(credits) > 0 ? Number(credits) : CREDITS_PER_PURCHASE;
    return { title: 'Payment Successful!', description: `${count} credits have been added to your account.` };
  }
  if (payment === 'cancelled') {
    return {
      title: 'Payment Error',
      description: PAYMENT_ERROR_MESSAGES.no_paypal_token,
      variant: 'destructive',
    };
  }
  if (payment !== null) {
    return { title: 'Payment Error', description: PAYMENT_ERROR_FALLBACK, variant: 'destructive' };
  }
  return null;
}

/** True when the address carries any of the payment parameters the dashboard consumes. */
export function hasPaymentParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('payment') || params.has('credits') || params.has('error');
}
