import { PAYPAL_ABANDONED_AFTER_HOURS } from '@hireproof/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eraser } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { ADMIN_COMPLETED_KEY, cleanupPayPalOrders } from '../admin-api.ts';

/** Marks PayPal orders nobody paid for within the bound as failed (SPEC §4). */
export function PayPalCleanupButton() {
  const queryClient = useQueryClient();
  const cleanup = useMutation({
    mutationFn: cleanupPayPalOrders,
    onSuccess: ({ cleanedCount }) => {
      toast({
        title: 'PayPal Cleanup Complete',
        description: `${cleanedCount} abandoned PayPal ${cleanedCount === 1 ? 'order was' : 'orders were'} cleaned up.`,
      });
      void queryClient.invalidateQueries({ queryKey: [ADMIN_COMPLETED_KEY] });
    },
    onError: () =>
      toast({
        title: 'Cleanup Failed',
        description: 'Failed to cleanup PayPal orders.',
        variant: 'destructive',
      }),
  });
  return (
    <Button
      variant="outline"
      onClick={() => cleanup.mutate()}
      disabled={cleanup.isPending}
      title={`Marks PayPal orders left unpaid for more than ${PAYPAL_ABANDONED_AFTER_HOURS} hours as failed`}
    >
      <Eraser aria-hidden="true" />
      Clean up abandoned PayPal orders
    </Button>
  );
}
