import { useRef } from 'react';
import { STATS, STATS_HEADING, STATS_NOTE, type Stat } from './content.ts';
import { container } from './styles.ts';
import { useCountUp } from './use-count-up.ts';
import { useInViewOnce } from './use-in-view.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

function formatStat(stat: Stat, value: number): string {
  return `${stat.prefix ?? ''}${value}${stat.suffix ?? ''}`;
}

function StatCounter({
  stat,
  active,
  reducedMotion,
  className,
}: {
  stat: Stat;
  active: boolean;
  reducedMotion: boolean;
  className: string;
}) {
  const value = useCountUp(stat.value, active, reducedMotion);
  return (
    <div
      className={`flex flex-col-reverse justify-end gap-1 rounded-xl border border-border bg-card p-5 text-center shadow-sm ${className}`}
    >
      <dt className="text-sm text-muted-foreground">{stat.label}</dt>
      <dd className="text-3xl font-bold tabular-nums text-primary sm:text-4xl">
        {/* The running figure is decoration; assistive technology reads the final one. */}
        <span aria-hidden="true" data-stat-value="">
          {formatStat(stat, value)}
        </span>
        <span className="sr-only">{formatStat(stat, stat.value)}</span>
      </dd>
    </div>
  );
}

/** The five claim counters; they count up over 2 s the first time they scroll into view. */
export function StatCounters() {
  const ref = useRef<HTMLElement>(null);
  const inView = useInViewOnce(ref);
  const reducedMotion = useReducedMotion();
  return (
    <section data-section="stats" ref={ref} aria-labelledby="stats-title" className={`${container} pb-16`}>
      <h2 id="stats-title" className="sr-only">
        {STATS_HEADING}
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-6 lg:grid-cols-5">
        {STATS.map((stat, index) => (
          <StatCounter
            key={stat.label}
            stat={stat}
            active={inView}
            reducedMotion={reducedMotion}
            className={statSpan(index)}
          />
        ))}
      </dl>
      <p className="mt-4 text-center text-xs text-muted-foreground">{STATS_NOTE}</p>
    </section>
  );
}

/**
 * Where each of the five counters sits, so no row holds one card alone: phones show 2 + 2 + 1 with the
 * last one across the row, tablets 3 + 2 (the last two wider), laptops all five in one row.
 */
function statSpan(index: number): string {
  if (index < 3) return 'md:col-span-2 lg:col-span-1';
  if (index === 3) return 'md:col-span-3 lg:col-span-1';
  return 'col-span-2 md:col-span-3 lg:col-span-1';
}
