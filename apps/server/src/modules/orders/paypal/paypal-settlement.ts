import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';
import { isUuid } from '../../../db/uuid.ts';
import { applyCredit } from '../../credits/index.ts';
import { sameAmount } from '../money.ts';
import { orderCreditRef } from '../order-credit.ts';
import {
  markOrderPaid,
  markPayPalFailed,
  markPayPalPending,
  type OrderRow,
  selectOrderById,
  selectOrderByPayPalId,
} from '../orders.queries.ts';
import type { PayPalCapture, PayPalOrder } from './paypal-types.ts';

/** One capture as PayPal reported it, with where it came from (an order, or a webhook resource). */
export interface CaptureEvidence {
  capture: PayPalCapture;
  /** The purchase unit's reference_id, when the capture came inside an order. */
  referenceId?: string;
  /** The PayPal order the capture belongs to. */
  paypalOrderId?: string;
}

export type Settlement =
  | { outcome: 'credited' | 'already_paid'; orderId: string }
  | { outcome: 'pending' | 'declined' | 'not_captured'; orderId: string }
  | { outcome: 'mismatch'; orderId?: string; reason: string }
  | { outcome: 'unknown_order' };

/** Every capture in a PayPal order (the capture response, or GET order). */
export function capturesOfOrder(order: PayPalOrder): CaptureEvidence[] {
  return (order.purchase_units ?? []).flatMap((unit) =>
    (unit.payments?.captures ?? []).map((capture) => ({
      capture,
      referenceId: unit.reference_id,
      paypalOrderId: order.id,
    })),
  );
}

/** The capture a PAYMENT.CAPTURE.* webhook carries; its order is in supplementary_data. */
export function captureOfWebhook(resource: PayPalCapture): CaptureEvidence {
  return { capture: resource, paypalOrderId: resource.supplementary_data?.related_ids?.order_id };
}

/** Our order id as the capture names it: custom_id, else the unit's reference_id, else via PayPal's order id. */
async function findOurOrder(
  db: Db,
  evidence: CaptureEvidence,
): Promise<{ order: OrderRow | undefined; named: string | undefined }> {
  const named = [evidence.capture.custom_id, evidence.referenceId].find((id) => id && isUuid(id));
  if (named) {
    return { order: await selectOrderById(db, named), named };
  }
  const paypalOrderId = evidence.paypalOrderId ?? evidence.capture.supplementary_data?.related_ids?.order_id;
  if (!paypalOrderId) return { order: undefined, named: undefined };
  const order = await selectOrderByPayPalId(db, paypalOrderId);
  return { order, named: order?.id };
}

/** Why this capture cannot pay this order, or undefined when it can. */
function mismatchOf(order: OrderRow, evidence: CaptureEvidence): string | undefined {
  if (order.provider !== 'paypal') return 'not a PayPal order';
  const paypalOrderId = evidence.paypalOrderId ?? evidence.capture.supplementary_data?.related_ids?.order_id;
  if (order.providerOrderId && paypalOrderId && paypalOrderId !== order.providerOrderId) {
    return 'capture belongs to another PayPal order';
  }
  const amount = evidence.capture.amount;
  if (!amount) return 'capture has no amount';
  if (amount.currency_code !== order.currency) return `currency ${amount.currency_code} ≠ ${order.currency}`;
  if (!sameAmount(amount.value, order.amount)) return `amount ${amount.value} ≠ ${order.amount}`;
  return undefined;
}

/**
 * THE check-and-credit path for PayPal (capture, return page completion and webhook all come
 * here). Credits only a capture with status COMPLETED whose amount and currency equal our order's
 * and which names our order (custom_id / reference_id, or PayPal's order id we stored). Then, in
 * one transaction: mark the order paid with a conditional UPDATE (… WHERE status <> 'paid') and
 * grant its credits through the ledger under `order:<id>` — so any number of concurrent or
 * repeated callers grant exactly once. PENDING, DECLINED and anything else grant nothing.
 * `expectedOrderId`, when the caller already knows our order, must be the one the capture names.
 */
export async function settlePayPalCaptures(
  db: Db,
  evidence: CaptureEvidence[],
  options: { expectedOrderId?: string; logger?: Logger; now: Date },
): Promise<Settlement> {
  const { now, logger: log } = options;
  if (evidence.length === 0) {
    return options.expectedOrderId
      ? { outcome: 'not_captured', orderId: options.expectedOrderId }
      : { outcome: 'unknown_order' };
  }
  let pendingFor: string | undefined;
  let declinedFor: string | undefined;
  let mismatch: Settlement | undefined;
  for (const item of evidence) {
    const { order, named } = await findOurOrder(db, item);
    if (!order) {
      log?.warn(
        { event: 'payment_unknown_order', named, captureId: item.capture.id },
        'capture for no order of ours',
      );
      continue;
    }
    if (options.expectedOrderId && order.id !== options.expectedOrderId) {
      mismatch = {
        outcome: 'mismatch',
        orderId: options.expectedOrderId,
        reason: 'capture names another order',
      };
      continue;
    }
    const status = item.capture.status;
    if (status === 'PENDING') {
      pendingFor = order.id;
      continue;
    }
    if (status !== 'COMPLETED') {
      declinedFor = order.id;
      continue;
    }
    const reason = mismatchOf(order, item);
    if (reason) {
      log?.warn({ event: 'payment_rejected', orderId: order.id, reason }, 'capture does not match the order');
      mismatch = { outcome: 'mismatch', orderId: order.id, reason };
      continue;
    }
    const credited = await markPaidAndCredit(db, order, now);
    log?.info(
      { event: credited ? 'payment_granted' : 'payment_replayed', orderId: order.id, userId: order.userId },
      credited ? 'PayPal payment credited' : 'PayPal payment already credited',
    );
    return { outcome: credited ? 'credited' : 'already_paid', orderId: order.id };
  }
  if (mismatch) return mismatch;
  if (pendingFor) {
    // Money is on its way (e.g. PENDING_REVIEW): the order waits for the COMPLETED webhook.
    await markPayPalPending(db, pendingFor, now);
    return { outcome: 'pending', orderId: pendingFor };
  }
  if (declinedFor) {
    await markPayPalFailed(db, declinedFor, now);
    return { outcome: 'declined', orderId: declinedFor };
  }
  return options.expectedOrderId
    ? { outcome: 'mismatch', orderId: options.expectedOrderId, reason: 'no capture for this order' }
    : { outcome: 'unknown_order' };
}

/** Marks the order paid and grants its credits in one transaction; false when it was already paid. */
async function markPaidAndCredit(db: Db, order: OrderRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markOrderPaid(tx, order.id, now))) return false;
    const credit = await applyCredit(tx, {
      userId: order.userId,
      delta: order.credits,
      reason: 'purchase',
      ref: orderCreditRef(order.id),
    });
    return credit.applied;
  });
}
