import {
  CREDITS_PER_PURCHASE,
  type CreateOrderRequest,
  type CreateOrderResponse,
  CURRENCY_OF_METHOD,
  type Currency,
  ORDER_MESSAGES,
  type Order,
  type PaymentMethod,
} from '@hireproof/contract';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import { orders } from '../../db/schema.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import type { FileStore } from '../files/file-store.ts';
import { readSettings } from '../settings/settings.queries.ts';
import { displayAmount, formatAmount } from './money.ts';
import { type OrderRow, selectOrderViews, toOrderView } from './order-view.ts';
import { PaymentUnavailableError } from './payment-errors.ts';
import { checkReceipt, normaliseUpiRef } from './receipt-check.ts';
import { buildUpiLink, upiQrCode } from './upi-link.ts';

export interface UpiProof {
  upiRef: unknown;
  receipt?: { bytes: Uint8Array; originalName: string };
}

export interface OrdersService {
  createOrder(user: CurrentUser, request: CreateOrderRequest): Promise<CreateOrderResponse>;
  /** Inserts an order at today's price (from settings); used by POST /api/orders and /paypal/order. */
  insertOrder(user: CurrentUser, method: PaymentMethod): Promise<OrderRow>;
  /** The caller's own order; another user's (or none) is 404. */
  ownOrder(user: CurrentUser, orderId: string): Promise<OrderRow>;
  submitUpiProof(user: CurrentUser, orderId: string, proof: UpiProof): Promise<Order>;
  listOwnOrders(user: CurrentUser): Promise<Order[]>;
  orderView(orderId: string): Promise<Order>;
  /** The receipt image for its owner or an admin; 404 for anyone else. */
  receipt(user: CurrentUser, orderId: string): Promise<{ bytes: Buffer; mediaType: string }>;
}

/**
 * Runs a proof submission; the partial unique index on upper(upi_reference) settles the race the
 * explicit check cannot (two orders submitting one reference at the same moment).
 */
async function inTransactionMappingReuse<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', ORDER_MESSAGES.upiRefAlreadyUsed);
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);

export function createOrdersService(deps: {
  db: Db;
  fileStore: FileStore;
  config: Pick<Config, 'upi' | 'paypal'>;
}): OrdersService {
  const { db, fileStore, config } = deps;

  async function priceOf(currency: Currency): Promise<number> {
    const prices = await readSettings(db);
    return currency === 'USD' ? prices.pricingUSD : prices.pricingINR;
  }

  async function insertOrder(user: CurrentUser, method: PaymentMethod): Promise<OrderRow> {
    const currency = CURRENCY_OF_METHOD[method];
    const amount = await priceOf(currency);
    const [row] = await db
      .insert(orders)
      .values({
        userId: user.id,
        provider: method,
        currency,
        amount: formatAmount(amount),
        credits: CREDITS_PER_PURCHASE,
        status: 'created',
      })
      .returning();
    return row!;
  }

  async function ownOrder(user: CurrentUser, orderId: string): Promise<OrderRow> {
    if (!UUID.test(orderId)) throw notFound();
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)));
    if (!row) throw notFound();
    return row;
  }

  async function orderView(orderId: string): Promise<Order> {
    const [row] = await selectOrderViews(db, eq(orders.id, orderId));
    if (!row) throw notFound();
    return toOrderView(row);
  }

  return {
    insertOrder,
    ownOrder,
    orderView,

    async createOrder(user, request) {
      if (CURRENCY_OF_METHOD[request.method] !== request.currency) {
        throw new AppError('INVALID_INPUT', ORDER_MESSAGES.methodCurrencyMismatch);
      }
      if (request.method === 'upi' && !config.upi) {
        throw new PaymentUnavailableError(ORDER_MESSAGES.upiNotConfigured);
      }
      if (request.method === 'paypal' && !config.paypal) {
        throw new PaymentUnavailableError(ORDER_MESSAGES.paypalNotConfigured);
      }
      const order = await insertOrder(user, request.method);
      const amount = Number(order.amount);
      const base = {
        orderId: order.id,
        amount,
        currency: order.currency,
        displayAmount: displayAmount(amount, order.currency),
      };
      if (request.method === 'paypal' || !config.upi) {
        return { ...base, upiLink: null, qrCode: null, payeeName: null, upiId: null };
      }
      const upiLink = buildUpiLink({
        vpa: config.upi.vpa,
        payeeName: config.upi.payeeName,
        amount,
        orderId: order.id,
      });
      return {
        ...base,
        upiLink,
        qrCode: await upiQrCode(upiLink),
        payeeName: config.upi.payeeName,
        upiId: config.upi.vpa,
      };
    },

    async submitUpiProof(user, orderId, proof) {
      const upiRef = normaliseUpiRef(proof.upiRef);
      const receipt = proof.receipt ? await checkReceipt(proof.receipt.bytes) : undefined;
      const order = await ownOrder(user, orderId);
      if (order.provider !== 'upi') throw new AppError('INVALID_INPUT', ORDER_MESSAGES.notUpiOrder);

      const replacedReceipt = await inTransactionMappingReuse(db, async (tx) => {
        const [locked] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, order.id), eq(orders.userId, user.id)))
          .for('update');
        if (!locked || (locked.status !== 'created' && locked.status !== 'pending')) {
          throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotAwaitingProof);
        }
        // One transaction reference pays one order: refuse it on any other live or paid order.
        const [reused] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              ne(orders.id, order.id),
              eq(orders.provider, 'upi'),
              notInArray(orders.status, ['rejected', 'failed']),
              sql`upper(${orders.upiReference}) = upper(${upiRef})`,
            ),
          )
          .limit(1);
        if (reused) throw new AppError('CONFLICT', ORDER_MESSAGES.upiRefAlreadyUsed);
        const stored = receipt
          ? await fileStore.put(
              {
                ownerId: user.id,
                kind: 'receipt',
                originalName: receipt.fileName,
                mediaType: receipt.mediaType,
                bytes: proof.receipt!.bytes,
              },
              tx as unknown as Db,
            )
          : undefined;
        await tx
          .update(orders)
          .set({
            status: 'pending',
            upiReference: upiRef,
            // A new proof replaces the old one entirely, receipt included.
            receiptFileId: stored?.id ?? null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, order.id), inArray(orders.status, ['created', 'pending'])));
        return locked.receiptFileId;
      });
      if (replacedReceipt) await fileStore.remove(replacedReceipt);
      return orderView(order.id);
    },

    async listOwnOrders(user) {
      const rows = await selectOrderViews(db, and(eq(orders.userId, user.id), ne(orders.status, 'created')));
      return rows.map(toOrderView);
    },

    async receipt(user, orderId) {
      if (!UUID.test(orderId)) throw notFound();
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!row || (row.userId !== user.id && user.role !== 'admin') || !row.receiptFileId) throw notFound();
      const found = await fileStore.get(row.receiptFileId);
      if (!found) throw notFound();
      return { bytes: found.bytes, mediaType: found.file.mediaType };
    },
  };
}
