import { z } from 'zod';
import { paymentMethodSchema } from './orders.ts';
import { calendarDateSchema, withoutNul } from './text.ts';
import { currentUserSchema } from './users.ts';

/** Admin console API (SPEC §2 Admin console, §3, §7). Every route answers 403 to non-admins. */

/** POST /api/admin/orders/:id/reject */
export const rejectOrderRequestSchema = z.object({ reason: withoutNul(z.string().max(1000)).optional() });

/** POST /api/admin/cleanup-paypal: PayPal orders left unpaid longer than this are marked failed. */
export const PAYPAL_ABANDONED_AFTER_HOURS = 24;
export const cleanupPayPalResponseSchema = z.object({ cleanedCount: z.number().int().nonnegative() });

/** Order History filters: status paid is labelled 'Approved' in the console. */
export const completedOrderStatusSchema = z.enum(['paid', 'rejected', 'failed']);
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** GET /api/admin/orders/completed and /export; dates are whole days, UTC, both ends included. */
export const completedOrdersQuerySchema = z.object({
  status: optional(completedOrderStatusSchema),
  method: optional(paymentMethodSchema),
  /** Email, order id or UPI reference (case-insensitive, part of it). */
  search: optional(withoutNul(z.string().trim().max(200))),
  startDate: optional(calendarDateSchema),
  endDate: optional(calendarDateSchema),
});
export type CompletedOrdersQuery = z.infer<typeof completedOrdersQuerySchema>;

/**
 * The prices an admin may set for one purchase: enough to be worth a payment (PayPal and UPI both
 * charge per transaction) and far below anything a typo could make sensible.
 */
export const PRICE_LIMITS = {
  USD: { min: 0.5, max: 1_000 },
  INR: { min: 10, max: 100_000 },
} as const;

/** PUT /api/admin/settings: prices within PRICE_LIMITS with at most two decimals. */
const price = (limits: { min: number; max: number }) =>
  z
    .number()
    .min(limits.min, `must be at least ${limits.min.toFixed(2)}`)
    .max(limits.max, `must be at most ${limits.max.toFixed(2)}`)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'must have at most 2 decimals',
    );
export const updatePricesRequestSchema = z.object({
  pricingUSD: price(PRICE_LIMITS.USD),
  pricingINR: price(PRICE_LIMITS.INR),
});
export type UpdatePricesRequest = z.infer<typeof updatePricesRequestSchema>;

/** GET /api/admin/users */
export const analyticsUserSchema = currentUserSchema.extend({
  /** True when the user has at least one paid order. */
  hasPaid: z.boolean(),
});
/**
 * paidUsers: users with at least one paid order; freeUsers: the others; totalCredits: the sum
 * of every balance (admins' included).
 */
export const userAnalyticsSchema = z.object({
  users: z.array(analyticsUserSchema),
  totalUsers: z.number().int(),
  freeUsers: z.number().int(),
  paidUsers: z.number().int(),
  totalCredits: z.number().int(),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;
