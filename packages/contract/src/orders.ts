import { z } from 'zod';
import { RECEIPT_MAX_PIXELS } from './constants.ts';

/** Orders, UPI proofs and the PayPal Orders v2 routes (SPEC §3, §5, §7). */

export const paymentMethodSchema = z.enum(['paypal', 'upi']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const currencySchema = z.enum(['USD', 'INR']);
export type Currency = z.infer<typeof currencySchema>;
/** The one currency each method takes: UPI is rupees only, PayPal is sold in dollars. */
export const CURRENCY_OF_METHOD: Record<PaymentMethod, Currency> = { paypal: 'USD', upi: 'INR' };

export const orderStatusSchema = z.enum(['pending', 'paid', 'rejected', 'failed']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_MESSAGES = {
  methodCurrencyMismatch: 'UPI payments are in INR and PayPal payments are in USD',
  upiRefRequired: 'Please enter the UPI reference number',
  upiRefTooLong: 'The UPI reference number must be at most 64 characters',
  upiRefCharset: 'The UPI reference number may contain only letters, digits, spaces and . _ - /',
  upiRefAlreadyUsed: 'This UPI reference number has already been submitted for another order',
  receiptNotImage: 'The receipt must be a PNG, JPEG or WebP image',
  receiptTooLarge: 'The receipt must be at most 5 MB',
  receiptTooManyPixels: `The receipt image is too large: please send a screenshot of at most ${RECEIPT_MAX_PIXELS / 1_000_000} megapixels`,
  orderNotFound: 'Order not found',
  orderNotAwaitingProof: 'This order is no longer awaiting payment proof',
  notUpiOrder: 'This order is not a UPI order',
  upiNotConfigured: 'UPI payments are not available right now (no UPI id is configured)',
  paypalNotConfigured: 'PayPal is not configured',
  paypalOrderMismatch: 'This PayPal order does not belong to this order',
  paypalUnavailable: 'PayPal could not be reached. Please try again.',
  paypalNotApproved: 'The PayPal payment has not been approved yet',
  rejectReasonRequired: 'Please provide a reason for rejection.',
  orderNotPending: 'Only pending orders can be reviewed',
} as const;

export const UPI_REF_MAX_LENGTH = 64;
export const UPI_REF_PATTERN = /^[A-Za-z0-9 ._/-]+$/;

/** The Order entity of SPEC §3 as every order endpoint answers it. */
export const orderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  method: paymentMethodSchema,
  currency: currencySchema,
  amount: z.number(),
  status: orderStatusSchema,
  /** The UPI reference as the buyer typed it. */
  upiRef: z.string().nullable(),
  /**
   * How often a proof for another order was refused because its reference, compared without spaces,
   * separators and case, is this order's: a warning for the admin reviewing it.
   */
  upiRefReuseAttempts: z.number().int().nonnegative(),
  /** Where an admin or the owner can view the receipt image; null when none was sent. */
  receiptUrl: z.string().nullable(),
  createdAt: z.string(),
  /** When the order was paid (admin approval for UPI, verified capture for PayPal). */
  approvedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/** POST /api/orders */
export const createOrderRequestSchema = z.object({
  method: paymentMethodSchema,
  currency: currencySchema,
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Order creation response of SPEC §3; UPI fields are null for PayPal orders. */
export const createOrderResponseSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  currency: currencySchema,
  /** `upi://pay?…` per the NPCI linking spec. */
  upiLink: z.string().nullable(),
  /** The same link as a QR code, a PNG data URL. */
  qrCode: z.string().nullable(),
  /** "₹399.00" or "$9.00". */
  displayAmount: z.string(),
  payeeName: z.string().nullable(),
  /** The UPI id (VPA) payments go to. */
  upiId: z.string().nullable(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** POST /api/orders/:id/complete with JSON, for PayPal (UPI sends multipart upiRef + receipt). */
export const completePayPalOrderRequestSchema = z.object({ paypalOrderId: z.string().min(1).max(64) });

/** POST /paypal/order. amount is accepted and ignored: the price comes from settings. */
export const createPayPalOrderRequestSchema = z.object({
  amount: z.union([z.string(), z.number()]).optional(),
  currency: currencySchema.default('USD'),
  intent: z.literal('CAPTURE').default('CAPTURE'),
  /** Our order from POST /api/orders; a new one is created when absent. */
  orderId: z.uuid().optional(),
});
export const payPalLinkSchema = z.object({
  href: z.string(),
  rel: z.string(),
  method: z.string().optional(),
});
export const createPayPalOrderResponseSchema = z.object({
  /** PayPal's order id (the `token` on the return URL). */
  id: z.string(),
  links: z.array(payPalLinkSchema),
  /** Our order id, to keep with the pending order in local storage. */
  orderId: z.string(),
  amount: z.number(),
  currency: currencySchema,
});
export type CreatePayPalOrderResponse = z.infer<typeof createPayPalOrderResponseSchema>;

/**
 * POST /paypal/order/:token/capture. `status` is our verdict after checking at PayPal: COMPLETED
 * only when the capture completed with our amount, currency and order id (and the credits were
 * granted); otherwise PENDING, DECLINED or FAILED.
 */
export const capturePayPalOrderResponseSchema = z.object({
  status: z.enum(['COMPLETED', 'PENDING', 'DECLINED', 'FAILED']),
  orderId: z.string(),
});
export type CapturePayPalOrderResponse = z.infer<typeof capturePayPalOrderResponseSchema>;

/** Which payment methods this server can take (part of GET /api/settings). */
export const paymentAvailabilitySchema = z.object({
  paypalEnabled: z.boolean(),
  upiEnabled: z.boolean(),
});
export type PaymentAvailability = z.infer<typeof paymentAvailabilitySchema>;
