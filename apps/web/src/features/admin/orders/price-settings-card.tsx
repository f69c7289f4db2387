import { CREDITS_PER_PURCHASE } from '@hireproof/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { serverMessageOf } from '../../../lib/error-message.ts';
import { SETTINGS_KEY, settingsQuery } from '../../../lib/settings.ts';
import { toast } from '../../../lib/toast-store.ts';
import { updatePrices } from '../admin-api.ts';

/** A price as typed: positive, at most two decimals; null when it is not one. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

function PriceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The two bundle prices (PUT /api/admin/settings); the dashboard and landing page show them. */
export function PriceSettingsCard() {
  const queryClient = useQueryClient();
  // The server's own values only: an admin edits prices that exist, never the defaults.
  const { data } = useQuery(settingsQuery);
  const [usd, setUsd] = useState('');
  const [inr, setInr] = useState('');

  useEffect(() => {
    if (data) {
      setUsd(String(data.pricingUSD));
      setInr(String(data.pricingINR));
    }
  }, [data]);

  const save = useMutation({
    mutationFn: updatePrices,
    onSuccess: (prices) => {
      toast({
        title: 'Prices Updated',
        description: `${CREDITS_PER_PURCHASE} credits now cost $${prices.pricingUSD.toFixed(2)} or ₹${prices.pricingINR}.`,
      });
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Failed to Update',
        description: serverMessageOf(error) ?? 'The prices could not be saved.',
        variant: 'destructive',
      }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const pricingUSD = parsePrice(usd);
    const pricingINR = parsePrice(inr);
    if (pricingUSD === null || pricingINR === null) {
      toast({
        title: 'Invalid Price',
        description: 'Prices must be positive numbers with at most two decimals.',
        variant: 'destructive',
      });
      return;
    }
    save.mutate({ pricingUSD, pricingINR });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Prices</CardTitle>
        <CardDescription>{`The price of one bundle of ${CREDITS_PER_PURCHASE} credits.`}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-end" noValidate>
          <PriceField label="PayPal price (USD)" value={usd} onChange={setUsd} />
          <PriceField label="UPI price (INR)" value={inr} onChange={setInr} />
          <Button type="submit" disabled={save.isPending || !data}>
            Save Prices
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
