import type { CreateOrderResponse, Order, PublicSettings } from '@hireproof/contract';

export function makeSettings(overrides: Partial<PublicSettings> = {}): PublicSettings {
  return {
    pricingUSD: 9,
    pricingINR: 399,
    paypalEnabled: true,
    upiEnabled: true,
    supportEmail: 'support@example.test',
    supportEmailConfigured: true,
    ...overrides,
  };
}

export function makeUpiOrder(overrides: Partial<CreateOrderResponse> = {}): CreateOrderResponse {
  return {
    orderId: '3f9c2a10-1111-4222-8333-444455556666',
    amount: 399,
    currency: 'INR',
    upiLink: 'upi://pay?pa=shop@upi&pn=Shop&am=399.00&cu=INR',
    qrCode: 'data:image/png;base64,iVBORw0KGgo=',
    displayAmount: '₹399.00',
    payeeName: 'Hireproof Test',
    upiId: 'shop@upi',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    userId: 'user-1',
    userEmail: 'jane@example.test',
    method: 'upi',
    currency: 'INR',
    amount: 399,
    status: 'pending',
    upiRef: '412345678901',
    upiRefReuseAttempts: 0,
    receiptUrl: null,
    createdAt: '2026-03-05T09:30:00.000Z',
    approvedAt: null,
    rejectionReason: null,
    ...overrides,
  };
}
