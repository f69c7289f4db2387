import { Check, Clock, Zap } from 'lucide-react';
import { SIGN_UP_URL } from '../../lib/browser-navigation.ts';
import { useSettings } from '../../lib/settings.ts';
import { PRICING } from './content-sections.ts';
import { formatPrice } from './format-price.ts';
import { SectionHeader } from './section-header.tsx';
import { anchoredSection, container, primaryActionLarge } from './styles.ts';

function PriceOption({
  price,
  label,
  note,
  fast,
}: {
  price: string;
  label: string;
  note: string;
  fast: boolean;
}) {
  const Icon = fast ? Zap : Clock;
  return (
    <div className="rounded-xl border border-border bg-background p-5 text-center">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-4xl font-bold tracking-tight text-foreground">{price}</p>
      <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
        {note}
      </p>
    </div>
  );
}

/** One bundle of credits (CREDITS_PER_PURCHASE), priced in USD (PayPal) and INR (UPI) from the server's settings. */
export function PricingSection() {
  const { pricingUSD: usd, pricingINR: inr, paypalEnabled, upiEnabled } = useSettings();
  return (
    <section
      data-section="pricing"
      id="pricing"
      aria-labelledby="pricing-title"
      className={`${container} ${anchoredSection} py-16`}
    >
      <SectionHeader titleId="pricing-title" heading={PRICING.heading} intro={PRICING.intro} />
      <div className="mx-auto mt-10 max-w-3xl rounded-2xl border-2 border-primary bg-card p-6 shadow-md sm:p-10">
        <h3 className="text-center text-2xl font-bold text-card-foreground">{PRICING.bundleTitle}</h3>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <PriceOption
            price={formatPrice(usd, 'USD')}
            label={PRICING.usdLabel}
            note={paypalEnabled ? PRICING.usdNote : PRICING.offNote}
            fast={paypalEnabled}
          />
          <PriceOption
            price={formatPrice(inr, 'INR')}
            label={PRICING.inrLabel}
            note={upiEnabled ? PRICING.inrNote : PRICING.offNote}
            fast={false}
          />
        </div>
        <ul className="mx-auto mt-8 grid max-w-xl gap-3 sm:grid-cols-2">
          {PRICING.includes.map((item) => (
            <li key={item} className="flex items-start gap-2 text-sm text-card-foreground">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-8 rounded-lg bg-muted px-4 py-3 text-center text-sm text-muted-foreground">
          {paypalEnabled || upiEnabled ? PRICING.paymentNote : PRICING.noSalesNote}
        </p>
        <div className="mt-8 flex justify-center">
          <a href={SIGN_UP_URL} className={primaryActionLarge}>
            {PRICING.cta}
          </a>
        </div>
      </div>
    </section>
  );
}
