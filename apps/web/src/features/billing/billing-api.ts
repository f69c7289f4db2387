import type {
  CreateOrderResponse,
  CreatePayPalOrderResponse,
  Order,
  PaymentMethod,
  PublicSettings,
} from '@hireproof/contract';
import { CURRENCY_OF_METHOD } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-request.ts';

export const SETTINGS_KEY = ['/api/settings'] as const;
export const MY_ORDERS_KEY = ['/api/orders'] as const;

/** SPEC §9 defaults, shown until settings arrive. */
export const DEFAULT_PRICE_USD = 9;
export const DEFAULT_PRICE_INR = 399;
export const CREDITS_PER_PURCHASE = 15;

export interface PaymentOptions {
  priceUSD: number;
  priceINR: number;
  paypalEnabled: boolean;
  upiEnabled: boolean;
  isLoading: boolean;
}

/** Prices and which methods this server takes, from GET /api/settings. */
export function usePaymentOptions(): PaymentOptions {
  const { data, isLoading } = useQuery<PublicSettings>({ queryKey: SETTINGS_KEY });
  return {
    priceUSD: data?.pricingUSD ?? DEFAULT_PRICE_USD,
    priceINR: data?.pricingINR ?? DEFAULT_PRICE_INR,
    // Until the answer arrives, nothing is offered as available that may turn out not to be.
    paypalEnabled: data?.paypalEnabled ?? false,
    upiEnabled: data?.upiEnabled ?? false,
    isLoading,
  };
}

export function formatUSD(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

export function formatINR(amount: number): string {
  return `₹${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** POST /api/orders: the server prices the order; the currency always matches the method. */
export async function createOrder(method: PaymentMethod): Promise<CreateOrderResponse> {
  const response = await apiRequest('POST', '/api/orders', { method, currency: CURRENCY_OF_METHOD[method] });
  return (await response.json()) as CreateOrderResponse;
}

/** POST /api/orders/{id}/complete as multipart: the UPI reference and an optional receipt image. */
export async function submitUpiProof(orderId: string, upiRef: string, receipt: File | null): Promise<Order> {
  const form = new FormData();
  form.append('upiRef', upiRef.trim());
  if (receipt) form.append('receipt', receipt, receipt.name);
  const response = await apiRequest('POST', `/api/orders/${encodeURIComponent(orderId)}/complete`, form);
  return (await response.json()) as Order;
}

/** POST /paypal/order: our order and PayPal's are created together; the amount is the server's. */
export async function createPayPalCheckout(amount: number): Promise<CreatePayPalOrderResponse> {
  const response = await apiRequest('POST', '/paypal/order', {
    amount: amount.toFixed(2),
    currency: 'USD',
    intent: 'CAPTURE',
  });
  return (await response.json()) as CreatePayPalOrderResponse;
}

/** Where the buyer approves the payment: the link PayPal marks rel=approve. */
export function approveLinkOf(order: Pick<CreatePayPalOrderResponse, 'links'>): string | null {
  return order.links.find((link) => link.rel === 'approve')?.href ?? null;
}
