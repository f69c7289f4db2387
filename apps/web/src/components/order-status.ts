import type { OrderStatus } from '@hireproof/contract';
import type { BadgeProps } from './ui/badge.tsx';

/** How an order's state reads to people: paid orders are shown as approved (SPEC §2 Order History). */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Approved',
  rejected: 'Rejected',
  failed: 'Failed',
};

export const ORDER_STATUS_VARIANT: Record<OrderStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  paid: 'success',
  rejected: 'destructive',
  failed: 'secondary',
};
