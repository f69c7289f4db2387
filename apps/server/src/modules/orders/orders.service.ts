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
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error.ts';
import { isUuid } from '../../db/uuid.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import type { FileStore } from '../files/index.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { displayAmount, formatAmount } from './money.ts';
import { toOrderView } from './order-view.ts';
import {
  countUpiReferenceReuseAttempt,
  insertOrderRow,
  isUpiReferenceUsedElsewhere,
  type OrderRow,
  selectOrderById,
  selectOrderViewById,
  selectOwnOrder,
  selectOwnOrderViews,
  setUpiProof,
} from './orders.queries.ts';
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
 * Runs a proof submission; the partial unique index on upi_reference_key settles the race the
 * explicit check cannot (two orders submitting one reference at the same moment).
 */
async function inTransactionMappingReuse<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new UpiReferenceReusedError();
    throw error;
  }
}

/** A proof refused because another order under review or paid holds the same UPI reference. */
class UpiReferenceReusedError extends AppError {
  constructor() {
    super('CONFLICT', ORDER_MESSAGES.upiRefAlreadyUsed);
  }
}

const notFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);

export function createOrdersService(deps: {
  db: Db;
  fileStore: FileStore;
  settings: SettingsService;
  clock: Clock;
  config: Pick<Config, 'upi' | 'paypal'>;
}): OrdersService {
  const { db, fileStore, settings, clock, config } = deps;

  async function priceOf(currency: Currency): Promise<number> {
    const prices = await settings.readOrRestoreDefaults();
    return currency === 'USD' ? prices.pricingUSD : prices.pricingINR;
  }

  async function insertOrder(user: CurrentUser, method: PaymentMethod): Promise<OrderRow> {
    const currency = CURRENCY_OF_METHOD[method];
    const amount = await priceOf(currency);
    return insertOrderRow(db, {
      userId: user.id,
      provider: method,
      currency,
      amount: formatAmount(amount),
      credits: CREDITS_PER_PURCHASE,
      status: 'created',
    });
  }

  async function ownOrder(user: CurrentUser, orderId: string): Promise<OrderRow> {
    if (!isUuid(orderId)) throw notFound();
    const row = await selectOwnOrder(db, orderId, user.id);
    if (!row) throw notFound();
    return row;
  }

  /** Stores a UPI proof on an order awaiting one; a reference another live order holds is refused. */
  async function submitProof(
    user: CurrentUser,
    orderId: string,
    upiRef: { typed: string; key: string },
    proof: UpiProof,
  ): Promise<Order> {
    const receipt = proof.receipt ? await checkReceipt(proof.receipt.bytes) : undefined;
    const order = await ownOrder(user, orderId);
    if (order.provider !== 'upi') throw new AppError('INVALID_INPUT', ORDER_MESSAGES.notUpiOrder);

    const replacedReceipt = await inTransactionMappingReuse(db, async (tx) => {
      const locked = await selectOwnOrder(tx, order.id, user.id, { lock: true });
      if (!locked || (locked.status !== 'created' && locked.status !== 'pending')) {
        throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotAwaitingProof);
      }
      // One transaction reference pays one order: refuse it on any other live or paid order.
      const reused = await isUpiReferenceUsedElsewhere(tx, order.id, upiRef.key);
      if (reused) throw new UpiReferenceReusedError();
      const stored = receipt
        ? await fileStore.put(
            {
              ownerId: user.id,
              kind: 'receipt',
              originalName: receipt.fileName,
              mediaType: receipt.mediaType,
              bytes: proof.receipt!.bytes,
            },
            tx,
          )
        : undefined;
      // A new proof replaces the old one entirely, receipt included.
      await setUpiProof(tx, order.id, {
        upiReference: upiRef.typed,
        upiReferenceKey: upiRef.key,
        receiptFileId: stored?.id ?? null,
        at: clock.now(),
      });
      return locked.receiptFileId;
    });
    if (replacedReceipt) await fileStore.remove(replacedReceipt);
    return orderView(order.id);
  }

  async function orderView(orderId: string): Promise<Order> {
    const row = await selectOrderViewById(db, orderId);
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
      try {
        return await submitProof(user, orderId, upiRef, proof);
      } catch (error) {
        // Tell the admins: the order that holds this reference shows how often it was reused.
        if (error instanceof UpiReferenceReusedError) await countUpiReferenceReuseAttempt(db, upiRef.key);
        throw error;
      }
    },

    async listOwnOrders(user) {
      const rows = await selectOwnOrderViews(db, user.id);
      return rows.map(toOrderView);
    },

    async receipt(user, orderId) {
      if (!isUuid(orderId)) throw notFound();
      const row = await selectOrderById(db, orderId);
      if (!row || (row.userId !== user.id && user.role !== 'admin') || !row.receiptFileId) throw notFound();
      const found = await fileStore.get(row.receiptFileId);
      if (!found) throw notFound();
      return { bytes: found.bytes, mediaType: found.file.mediaType };
    },
  };
}
