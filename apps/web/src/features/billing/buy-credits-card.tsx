import type { CreateOrderResponse, PaymentMethod } from '@hireproof/contract';
import { CREDITS_PER_PURCHASE } from '@hireproof/contract';
import { useMutation } from '@tanstack/react-query';
import { CreditCard, IndianRupee, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { serverMessageOf } from '../../lib/error-message.ts';
import { useSettings } from '../../lib/settings.ts';
import { toast } from '../../lib/toast-store.ts';
import { createOrder, formatINR, formatUSD } from './billing-api.ts';
import { MyOrders } from './my-orders.tsx';
import { PaymentsNotSetUpNotice } from './payment-setup.tsx';
import { PayPalPaymentDialog } from './paypal-payment-dialog.tsx';
import { UpiPaymentDialog } from './upi-payment-dialog.tsx';
import { usePaymentReturn } from './use-payment-return.ts';

export const BUNDLE_NOTE = `${CREDITS_PER_PURCHASE} credits = ${CREDITS_PER_PURCHASE} ATS resumes + cover letters`;

/**
 * The dashboard's Buy Credits block (SPEC §2): PayPal in dollars or UPI in rupees, then the payment
 * dialog of the chosen method. A method this server is not configured for is shown, disabled, as
 * unavailable so the other one still works. It also reads the payment-return query parameters.
 */
export function BuyCreditsCard({ className }: { className?: string }) {
  usePaymentReturn();
  const options = useSettings();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [upiOrder, setUpiOrder] = useState<CreateOrderResponse | null>(null);
  const [payPalOpen, setPayPalOpen] = useState(false);
  const groupId = useId();

  const fallback: PaymentMethod = options.paypalEnabled || !options.upiEnabled ? 'paypal' : 'upi';
  const selected = chosen ?? fallback;
  const noMethod = !options.isLoading && !options.paypalEnabled && !options.upiEnabled;
  const selectedAvailable = selected === 'paypal' ? options.paypalEnabled : options.upiEnabled;

  const purchase = useMutation({
    mutationFn: () => createOrder('upi'),
    onSuccess: (order) => setUpiOrder(order),
    onError: (error) =>
      toast({
        title: 'Payment Error',
        description: serverMessageOf(error) ?? 'Could not create the order. Please try again.',
        variant: 'destructive',
      }),
  });

  function onPurchase() {
    if (selected === 'paypal') setPayPalOpen(true);
    else purchase.mutate();
  }

  const choices: Array<{
    method: PaymentMethod;
    title: string;
    price: string;
    enabled: boolean;
    note: string;
  }> = [
    {
      method: 'paypal',
      title: 'PayPal',
      price: formatUSD(options.pricingUSD),
      enabled: options.paypalEnabled,
      note: 'Instant approval',
    },
    {
      method: 'upi',
      title: 'UPI',
      price: formatINR(options.pricingINR),
      enabled: options.upiEnabled,
      note: 'Manual approval within 24 hours',
    },
  ];

  return (
    <Card className={className} data-testid="buy-credits">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShoppingCart aria-hidden="true" className="size-5 text-primary" />
          Buy Credits
        </CardTitle>
        <CardDescription>{BUNDLE_NOTE}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <RadioGroup
          aria-label="Payment method"
          value={selected}
          onValueChange={(value) => setChosen(value as PaymentMethod)}
        >
          {choices.map((choice) => {
            const id = `${groupId}-${choice.method}`;
            return (
              <div
                key={choice.method}
                data-testid={`payment-choice-${choice.method}`}
                className={cn(
                  'flex items-center gap-3 rounded-lg border p-3',
                  selected === choice.method && choice.enabled && 'border-primary bg-primary/5',
                  !choice.enabled && 'opacity-70',
                )}
              >
                <RadioGroupItem
                  value={choice.method}
                  id={id}
                  disabled={!choice.enabled || options.isLoading}
                />
                <Label htmlFor={id} className="flex flex-1 cursor-pointer items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    {choice.method === 'paypal' ? (
                      <CreditCard aria-hidden="true" className="size-4" />
                    ) : (
                      <IndianRupee aria-hidden="true" className="size-4" />
                    )}
                    <span>
                      <span className="block font-medium">{choice.title}</span>
                      <span className="block text-xs font-normal text-muted-foreground">
                        {choice.enabled || options.isLoading
                          ? choice.note
                          : noMethod
                            ? 'Not set up'
                            : 'Unavailable right now'}
                      </span>
                    </span>
                  </span>
                  <span className="text-base font-semibold" data-testid={`price-${choice.method}`}>
                    {choice.price}
                  </span>
                </Label>
              </div>
            );
          })}
        </RadioGroup>
        {noMethod ? (
          <PaymentsNotSetUpNotice
            supportEmail={options.supportEmail}
            supportEmailConfigured={options.supportEmailConfigured}
          />
        ) : null}
        <Button
          className="w-full"
          onClick={onPurchase}
          disabled={options.isLoading || !selectedAvailable || purchase.isPending}
        >
          {purchase.isPending ? <Spinner className="size-4 text-current" label="Creating order" /> : null}
          {`Purchase ${CREDITS_PER_PURCHASE} Credits`}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{BUNDLE_NOTE}</p>
        <MyOrders />
      </CardContent>
      <UpiPaymentDialog order={upiOrder} onClose={() => setUpiOrder(null)} />
      <PayPalPaymentDialog open={payPalOpen} onOpenChange={setPayPalOpen} amount={options.pricingUSD} />
    </Card>
  );
}
