import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { adminOrdersQuery, pendingUpiOnly } from '../admin-api.ts';
import { TabLoadFailed, TabLoading } from '../tab-states.tsx';
import { PayPalCleanupButton } from './paypal-cleanup-button.tsx';
import { PendingOrderCard } from './pending-order-card.tsx';
import { PriceSettingsCard } from './price-settings-card.tsx';

/** Order Management (SPEC §2): pending UPI orders to review, the PayPal clean-up and the prices. */
export function OrderManagementTab() {
  const { data, isLoading, isError, refetch } = useQuery(adminOrdersQuery);
  const pending = pendingUpiOnly(data ?? []);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          Pending UPI Orders
          <Badge variant="secondary" data-testid="pending-count" aria-label={`${pending.length} pending`}>
            {pending.length}
          </Badge>
        </h2>
        <PayPalCleanupButton />
      </div>
      {isLoading ? (
        <TabLoading label="Loading orders" />
      ) : isError ? (
        <TabLoadFailed message="Failed to load pending orders." onRetry={() => void refetch()} />
      ) : pending.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <CircleCheck aria-hidden="true" className="size-10 text-success" />
            <p className="font-semibold">No Pending Orders</p>
            <p className="text-sm text-muted-foreground">All UPI payments have been reviewed.</p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {pending.map((order) => (
            <PendingOrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
      <PriceSettingsCard />
    </div>
  );
}
