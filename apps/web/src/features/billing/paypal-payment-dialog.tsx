import { CREDITS_PER_PURCHASE } from '@hireproof/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { navigateToUrl } from '../../lib/browser-navigation.ts';
import { savePendingPayPalOrder } from '../../lib/pending-paypal-order.ts';
import { approveLinkOf, createPayPalCheckout, formatUSD } from './billing-api.ts';

interface PayPalPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The USD price from settings; the server charges its own price whatever is sent. */
  amount: number;
}

/**
 * Starts a PayPal payment: the server creates our order and PayPal's, the pending order is kept in
 * local storage for the return page, and the browser leaves for PayPal's approval page. A failure is
 * only logged and the button comes back (SPEC §8).
 */
export function PayPalPaymentDialog({ open, onOpenChange, amount }: PayPalPaymentDialogProps) {
  const [redirecting, setRedirecting] = useState(false);

  async function pay() {
    setRedirecting(true);
    try {
      const created = await createPayPalCheckout(amount);
      const approveUrl = approveLinkOf(created);
      if (!approveUrl) throw new Error('PayPal answered without an approval link');
      savePendingPayPalOrder({
        paypalOrderId: created.id,
        ourOrderId: created.orderId,
        amount: created.amount,
        currency: created.currency,
      });
      navigateToUrl(approveUrl);
    } catch (error) {
      console.error('PayPal order creation failed', error);
      setRedirecting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (redirecting ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay with PayPal</DialogTitle>
          <DialogDescription>
            {`You will be taken to PayPal to approve the payment, then brought back here. Your ${CREDITS_PER_PURCHASE} credits are added as soon as the payment is confirmed.`}
          </DialogDescription>
        </DialogHeader>
        <p className="text-center text-3xl font-semibold" data-testid="paypal-amount">
          {formatUSD(amount)}
        </p>
        <Button onClick={pay} disabled={redirecting} className="w-full">
          {redirecting ? <Spinner className="size-4 text-current" label="Redirecting to PayPal" /> : null}
          Pay with PayPal
        </Button>
      </DialogContent>
    </Dialog>
  );
}
