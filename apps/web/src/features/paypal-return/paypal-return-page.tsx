import { CREDITS_PER_PURCHASE } from '@hireproof/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { navigateToUrl } from '../../lib/browser-navigation.ts';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import { clearPendingPayPalOrder, loadPendingPayPalOrder } from '../../lib/pending-paypal-order.ts';
import { toast } from '../../lib/toast-store.ts';
import { httpReturnDeps, processPayPalReturn, type ReturnDeps } from './process-paypal-return.ts';

/** SPEC §9: the page reloads 1 s after a successful payment. */
export const RELOAD_AFTER_SUCCESS_MS = 1000;
/** Where the reload goes: the dashboard, which shows the credits and its success toast. */
export const SUCCESS_DESTINATION = `/dashboard?payment=success&credits=${CREDITS_PER_PURCHASE}`;
/** What the buyer reads once the payment is confirmed. */
const CREDITS_ADDED = `${CREDITS_PER_PURCHASE} credits have been added to your account.`;

type View = { state: 'processing' } | { state: 'success' } | { state: 'error'; message: string };

const defaultDeps: ReturnDeps = { loadPending: loadPendingPayPalOrder, ...httpReturnDeps };

/** /paypal/return: confirms the payment the buyer just approved at PayPal. */
export function PayPalReturnPage({ deps = defaultDeps }: { deps?: ReturnDeps }) {
  const [view, setView] = useState<View>({ state: 'processing' });
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // React's development double effect must not capture twice (the server would cope, but it is noise).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let reload: ReturnType<typeof setTimeout> | undefined;
    void processPayPalReturn(window.location.search, deps).then((outcome) => {
      if (!outcome.ok) {
        setView({ state: 'error', message: outcome.message });
        return;
      }
      clearPendingPayPalOrder();
      setView({ state: 'success' });
      toast({ title: 'Payment Successful', description: CREDITS_ADDED });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      reload = setTimeout(() => navigateToUrl(SUCCESS_DESTINATION), RELOAD_AFTER_SUCCESS_MS);
    });
    return () => {
      if (reload) clearTimeout(reload);
    };
  }, [deps, queryClient]);

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="text-center" data-testid="paypal-return" data-state={view.state}>
        <CardHeader className="items-center">
          {view.state === 'processing' ? <Spinner className="size-10" label="Processing payment" /> : null}
          {view.state === 'success' ? (
            <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success" />
          ) : null}
          {view.state === 'error' ? (
            <CircleX aria-hidden="true" className="mx-auto size-12 text-destructive" />
          ) : null}
          <h1 className="text-xl font-semibold tracking-tight">
            {view.state === 'processing'
              ? 'Processing your payment'
              : view.state === 'success'
                ? 'Payment Successful'
                : 'Payment Failed'}
          </h1>
          <CardDescription
            role={view.state === 'error' ? 'alert' : undefined}
            data-testid="paypal-return-message"
          >
            {view.state === 'processing'
              ? 'Please wait while we confirm your payment with PayPal. Do not close this window.'
              : view.state === 'success'
                ? `${CREDITS_ADDED} Taking you back to the dashboard…`
                : view.message}
          </CardDescription>
        </CardHeader>
        {view.state === 'processing' ? null : (
          <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={() => navigate('/dashboard')}>Return to Dashboard</Button>
            {view.state === 'error' ? (
              <Button variant="outline" onClick={() => navigate('/dashboard')}>
                Try Payment Again
              </Button>
            ) : null}
          </CardContent>
        )}
      </Card>
    </div>
  );
}
