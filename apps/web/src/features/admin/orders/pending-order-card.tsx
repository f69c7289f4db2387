import type { Order } from '@hireproof/contract';
import { CREDITS_PER_PURCHASE } from '@hireproof/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import {
  ADMIN_COMPLETED_KEY,
  ADMIN_ORDERS_KEY,
  ADMIN_USERS_KEY,
  approveOrder,
  formatAdminDate,
  formatOrderAmount,
  rejectOrder,
} from '../admin-api.ts';

/** How much of the order id the card shows; the full id is in its title attribute. */
/** The warning shown when other orders tried to reuse this order's UPI reference. */
export function upiReuseWarning(attempts: number): string {
  const times = attempts === 1 ? 'once' : `${attempts} times`;
  return `Warning: this reference was also submitted for another order (${times}), written differently or the same. Check the payment before approving.`;
}

export const ORDER_ID_PREFIX_LENGTH = 8;

const failureText = (error: unknown) =>
  serverMessageOf(error) ?? (error instanceof Error ? error.message : 'Please try again.');

/** One pending UPI order with its proof, for an admin to approve or reject (with a reason). */
export function PendingOrderCard({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [reason, setReason] = useState('');

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: [ADMIN_COMPLETED_KEY] });
    void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
  };

  const approve = useMutation({
    mutationFn: () => approveOrder(order.id),
    onSuccess: () => {
      toast({
        title: 'Order Approved',
        description: `${CREDITS_PER_PURCHASE} credits have been added to ${order.userEmail}.`,
      });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Approval Failed', description: failureText(error), variant: 'destructive' }),
  });

  const reject = useMutation({
    mutationFn: (why: string) => rejectOrder(order.id, why),
    onSuccess: () => {
      toast({ title: 'Order Rejected', description: 'The user will see the reason you gave.' });
      refresh();
    },
    onError: (error) =>
      toast({ title: 'Rejection Failed', description: failureText(error), variant: 'destructive' }),
  });

  function onReject() {
    if (reason.trim() === '') {
      toast({
        title: 'Rejection Reason Required',
        description: 'Please provide a reason for rejection.',
        variant: 'destructive',
      });
      return;
    }
    reject.mutate(reason);
  }

  const busy = approve.isPending || reject.isPending;
  return (
    <Card data-testid="pending-order" data-order-id={order.id}>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-mono text-sm font-semibold" title={order.id}>
              Order #{order.id.slice(0, ORDER_ID_PREFIX_LENGTH)}
            </p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={order.createdAt}>{formatAdminDate(order.createdAt)}</time>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant="outline">{order.method.toUpperCase()}</Badge>
            <span className="text-lg font-semibold" data-testid="pending-order-amount">
              {formatOrderAmount(order)}
            </span>
          </div>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">User</dt>
          <dd className="break-all">{order.userEmail || order.userId}</dd>
          <dt className="text-muted-foreground">UPI reference</dt>
          <dd className="font-mono break-all" data-testid="pending-order-ref">
            {order.upiRef ?? 'Not provided'}
          </dd>
          {order.upiRefReuseAttempts > 0 && (
            <dd
              role="alert"
              className="text-sm text-destructive sm:col-start-2"
              data-testid="pending-order-ref-reused"
            >
              {upiReuseWarning(order.upiRefReuseAttempts)}
            </dd>
          )}
          <dt className="text-muted-foreground">Receipt</dt>
          <dd>
            {order.receiptUrl ? (
              <a
                href={order.receiptUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                View receipt
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            ) : (
              'No receipt uploaded'
            )}
          </dd>
        </dl>
        <div className="space-y-2">
          <Label htmlFor={reasonId}>Rejection reason</Label>
          <Textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Required only when rejecting, e.g. the reference number does not match any payment"
            maxLength={1000}
            className="min-h-16"
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => approve.mutate()} disabled={busy} className="sm:flex-1">
            <Check aria-hidden="true" />
            Approve Payment
          </Button>
          <Button variant="destructive" onClick={onReject} disabled={busy} className="sm:flex-1">
            <X aria-hidden="true" />
            Reject Payment
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
