import { useRef } from 'react';
import { DEMO } from './content-sections.ts';
import { atsBadge, demoReadability, impactBadge, type ScoreTone, scoreTone } from './demo-score.ts';
import { SectionHeader } from './section-header.tsx';
import { container } from './styles.ts';
import { useDemoLines } from './use-demo.ts';
import { useInViewOnce } from './use-in-view.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Text and bar colours per tone, chosen to keep AA contrast on the card in both themes. */
const TONE_TEXT: Record<ScoreTone, string> = {
  red: 'text-red-700 dark:text-red-400',
  yellow: 'text-amber-700 dark:text-amber-300',
  green: 'text-green-700 dark:text-green-400',
};
const TONE_BAR: Record<ScoreTone, string> = {
  red: 'bg-red-600 dark:bg-red-400',
  yellow: 'bg-amber-500 dark:bg-amber-300',
  green: 'bg-green-600 dark:bg-green-400',
};

function Badge({ label, value, strong }: { label: string; value: string; strong: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span
        data-testid={`demo-badge-${label.toLowerCase()}`}
        className={
          strong
            ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-950 dark:text-green-200'
            : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100'
        }
      >
        {value}
      </span>
    </div>
  );
}

/**
 * A sample resume that fills in one line every 0.8 s while its readability score climbs from 65 to
 * at most 97, with the score colour and the ATS and Impact badges following the spec's thresholds.
 */
export function ResumeDemo() {
  const ref = useRef<HTMLElement>(null);
  const inView = useInViewOnce(ref);
  const reducedMotion = useReducedMotion();
  const total = DEMO.lines.length;
  const shown = useDemoLines(total, inView, reducedMotion);
  const score = demoReadability(shown, total);
  const tone = scoreTone(score);
  const ats = atsBadge(score);
  const impact = impactBadge(score);

  return (
    <section data-section="demo" ref={ref} aria-labelledby="demo-title" className={`${container} pb-16`}>
      <SectionHeader titleId="demo-title" heading={DEMO.heading} intro={DEMO.intro} />
      <div className="mt-10 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {DEMO.documentLabel}
          </p>
          <ol className="mt-4 space-y-3" aria-label={DEMO.documentLabel}>
            {DEMO.lines.map((line, i) =>
              i < shown ? (
                <li
                  key={line}
                  className={`animate-slide-in-from-bottom text-sm ${i === 0 ? 'text-base font-semibold text-card-foreground' : 'text-card-foreground'}`}
                >
                  {line}
                </li>
              ) : (
                <li key={line} aria-hidden="true" className="h-5 rounded bg-muted" />
              ),
            )}
          </ol>
        </div>
        <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
          <div>
            <div className="flex items-baseline justify-between">
              <span className="text-sm font-medium text-card-foreground">{DEMO.readabilityLabel}</span>
              <span
                data-testid="demo-score"
                data-tone={tone}
                className={`text-4xl font-bold tabular-nums ${TONE_TEXT[tone]}`}
              >
                {score}
              </span>
            </div>
            <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className={`h-full rounded-full transition-all duration-700 ${TONE_BAR[tone]}`}
                style={{ width: `${score}%` }}
              />
            </div>
          </div>
          <Badge label={DEMO.atsLabel} value={ats} strong={ats === 'Excellent'} />
          <Badge label={DEMO.impactLabel} value={impact} strong={impact === 'High'} />
        </div>
      </div>
    </section>
  );
}
