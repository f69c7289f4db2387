import type { Order } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS_LABEL, ORDER_STATUS_VARIANT } from '../../components/order-status.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatINR, formatUSD, myOrdersQuery } from './billing-api.ts';

/** How many of the newest orders the compact list shows. */
export const MY_ORDERS_SHOWN = 5;

function amountOf(order: Pick<Order, 'amount' | 'currency'>): string {
  return order.currency === 'INR' ? formatINR(order.amount) : formatUSD(order.amount);
}

/**
 * The signed-in user's own orders, newest first, with their state; a rejected one shows the reason
 * the admin gave, so the buyer knows what to fix.
 */
export function MyOrders() {
  const { data } = useQuery(myOrdersQuery);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="my-orders-heading" className="space-y-2 border-t pt-4">
      <h3 id="my-orders-heading" className="text-sm font-semibold">
        Your orders
      </h3>
      <ul className="space-y-2">
        {data.slice(0, MY_ORDERS_SHOWN).map((order) => (
          <li key={order.id} data-testid="my-order" className="rounded-md border p-2 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span>
                <span className="font-medium">{amountOf(order)}</span>{' '}
                <span className="text-muted-foreground">
                  {order.method === 'upi' ? 'UPI' : 'PayPal'} ·{' '}
                  <time dateTime={order.createdAt}>
                    {new Date(order.createdAt).toLocaleDateString('en-US')}
                  </time>
                </span>
              </span>
              <Badge variant={ORDER_STATUS_VARIANT[order.status]} data-testid="my-order-status">
                {ORDER_STATUS_LABEL[order.status]}
              </Badge>
            </div>
            {order.status === 'pending' ? (
              <p className="mt-1 text-xs text-muted-foreground">Awaiting review (usually within 24 hours).</p>
            ) : null}
            {order.status === 'rejected' && order.rejectionReason ? (
              <p className="mt-1 text-xs text-destructive" data-testid="my-order-reason">
                Reason: {order.rejectionReason}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
