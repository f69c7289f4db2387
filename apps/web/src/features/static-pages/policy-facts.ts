import { CREDITS_PER_PURCHASE } from '@hireproof/contract';
/**
 * The commitments the legal pages make (SPEC §2, static pages). Kept in one place so the refund,
 * terms and disclaimer pages cannot drift apart.
 */
export const POLICY = {
  refundRequestWindowDays: 7,
  noRefundAfterDays: 30,
  refundReviewBusinessDays: '3-5',
  refundProcessingBusinessDays: '7-10',
  refundProcessingByMethod: [
    { method: 'PayPal', businessDays: '3-5' },
    { method: 'UPI', businessDays: '7-10' },
    { method: 'Credit or debit card (through PayPal)', businessDays: '5-7' },
  ],
  uptimeTargetPercent: 99,
  paymentMethods: 'PayPal or UPI',
  creditsPerPurchase: CREDITS_PER_PURCHASE,
  supportHours: 'Monday to Friday, 9 AM to 6 PM',
  responseTime: 'within 24 hours',
} as const;
