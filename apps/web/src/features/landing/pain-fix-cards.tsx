import { CircleAlert, CircleCheck, ScanSearch } from 'lucide-react';
import { PAIN_FIX } from './content-sections.ts';
import { container, sectionHeading } from './styles.ts';

/** Tag colour and icon for the three cards, in order: the pain, the reality check, the fix. */
const CARD_LOOK = [
  {
    Icon: CircleAlert,
    tag: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  },
  {
    Icon: ScanSearch,
    tag: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  },
  {
    Icon: CircleCheck,
    tag: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  },
] as const;

/** Pain / Reality Check / Fix: why resumes go unanswered and what Hireproof changes. */
export function PainFixCards() {
  return (
    <section data-section="pain-reality-fix" aria-labelledby="pain-title" className={`${container} py-16`}>
      <h2 id="pain-title" className={`${sectionHeading} text-center`}>
        {PAIN_FIX.heading}
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {PAIN_FIX.cards.map((card, i) => {
          const look = CARD_LOOK[i] ?? CARD_LOOK[0];
          return (
            <article key={card.tag} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <p
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${look.tag}`}
              >
                <look.Icon aria-hidden="true" className="size-4" />
                {card.tag}
              </p>
              <h3 className="mt-4 text-lg font-semibold text-card-foreground">{card.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.body}</p>
            </article>
          );
        })}
      </div>
    </section>
  );
}
