import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import { clearPendingPayPalOrder } from '../../lib/pending-paypal-order.ts';
import { toast } from '../../lib/toast-store.ts';
import { MY_ORDERS_KEY } from './billing-api.ts';
import { hasPaymentParams, paymentReturnToast } from './payment-return-params.ts';

/**
 * Payment return handling on the dashboard (SPEC §2): the `payment`, `credits` and `error` query
 * parameters produce their toast once, the current user (credits) is fetched again, and the address
 * becomes plain /dashboard so a reload does not repeat the toast.
 */
export function usePaymentReturn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const search = window.location.search;
    if (!hasPaymentParams(search)) return;
    const message = paymentReturnToast(search);
    if (message) toast(message);
    if (new URLSearchParams(search).get('payment') === 'cancelled') clearPendingPayPalOrder();
    // 'all': this effect can run before the screen's user observers have subscribed.
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY, refetchType: 'all' });
    void queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
    window.history.replaceState(window.history.state, '', '/dashboard');
  }, [queryClient]);
}
