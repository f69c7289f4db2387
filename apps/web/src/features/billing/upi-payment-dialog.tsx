import {
  CREDITS_PER_PURCHASE,
  type CreateOrderResponse,
  RECEIPT_MAX_BYTES,
  UPI_REF_MAX_LENGTH,
} from '@hireproof/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FileUpload } from '../../components/file-upload.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { serverMessageOf } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast-store.ts';
import { MY_ORDERS_KEY, submitUpiProof } from './billing-api.ts';

/** Receipts are images only (the server checks the bytes too). */
export const RECEIPT_ACCEPT = '.png,.jpg,.jpeg,.webp';

interface UpiPaymentDialogProps {
  /** The UPI order just created; the dialog is open while there is one. */
  order: CreateOrderResponse | null;
  onClose: () => void;
}

/**
 * The UPI payment dialog of SPEC §2: pay by scanning the QR (or to the UPI id), then send the UPI
 * reference and, if wanted, a screenshot of the receipt. The order then waits for an admin.
 */
export function UpiPaymentDialog({ order, onClose }: UpiPaymentDialogProps) {
  const queryClient = useQueryClient();
  const refId = useId();
  const [upiRef, setUpiRef] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);

  // A new order starts with an empty form.
  const orderId = order?.orderId;
  useEffect(() => {
    if (orderId) {
      setUpiRef('');
      setReceipt(null);
    }
  }, [orderId]);

  const submit = useMutation({
    mutationFn: (input: { orderId: string; upiRef: string; receipt: File | null }) =>
      submitUpiProof(input.orderId, input.upiRef, input.receipt),
    onSuccess: () => {
      toast({
        title: 'Payment Submitted',
        description:
          'Your payment proof has been sent for review. Credits will be added after approval, usually within 24 hours.',
      });
      void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
      onClose();
    },
    onError: (error) =>
      toast({
        title: 'Submission Failed',
        description: serverMessageOf(error) ?? (error instanceof Error ? error.message : String(error)),
        variant: 'destructive',
      }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!order) return;
    if (upiRef.trim() === '') {
      toast({
        title: 'Required Field',
        description: 'Please enter the UPI reference number',
        variant: 'destructive',
      });
      return;
    }
    submit.mutate({ orderId: order.orderId, upiRef, receipt });
  }

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !submit.isPending) onClose();
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Pay with UPI</DialogTitle>
          <DialogDescription>
            Scan the QR code with any UPI app, pay the amount shown, then enter the UPI reference number.
          </DialogDescription>
        </DialogHeader>
        {order ? (
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            {order.qrCode ? (
              <img
                src={order.qrCode}
                alt={`UPI QR code for ${order.displayAmount}`}
                className="mx-auto size-48 rounded-md border bg-white p-2"
                data-testid="upi-qr"
              />
            ) : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">UPI ID</dt>
              <dd className="font-mono break-all" data-testid="upi-id">
                {order.upiId ?? 'Not available'}
              </dd>
              {order.payeeName ? (
                <>
                  <dt className="text-muted-foreground">Payee</dt>
                  <dd>{order.payeeName}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="font-semibold" data-testid="upi-amount">
                {order.displayAmount}
              </dd>
              <dt className="text-muted-foreground">Order ID</dt>
              <dd className="font-mono text-xs break-all" data-testid="upi-order-id">
                {order.orderId}
              </dd>
            </dl>
            {order.upiLink ? (
              <a href={order.upiLink} className="block text-center text-sm text-primary underline sm:hidden">
                Open in a UPI app
              </a>
            ) : null}
            <div className="space-y-2">
              <Label htmlFor={refId}>UPI Reference Number *</Label>
              <Input
                id={refId}
                value={upiRef}
                onChange={(event) => setUpiRef(event.target.value)}
                maxLength={UPI_REF_MAX_LENGTH}
                placeholder="e.g. 412345678901"
                autoComplete="off"
                aria-required="true"
              />
            </div>
            <div className="space-y-2">
              <p className="text-sm font-medium">Payment receipt (optional)</p>
              <FileUpload
                accept={RECEIPT_ACCEPT}
                maxSize={RECEIPT_MAX_BYTES}
                selectedFile={receipt}
                onFileSelect={setReceipt}
                label="Payment receipt image"
                disabled={submit.isPending}
              />
            </div>
            <p className="rounded-md bg-muted p-3 text-xs text-muted-foreground">
              {`An admin reviews every UPI payment. Review takes up to 24 hours; your ${CREDITS_PER_PURCHASE} credits are added as soon as it is approved.`}
            </p>
            <DialogFooter>
              <Button type="submit" disabled={submit.isPending} className="w-full sm:w-auto">
                {submit.isPending ? <Spinner className="size-4 text-current" label="Submitting" /> : null}
                Submit Proof for Review
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
