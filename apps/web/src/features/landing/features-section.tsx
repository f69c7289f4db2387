import {
  FileCheck2,
  Gauge,
  LayoutTemplate,
  Link2,
  type LucideIcon,
  PenLine,
  Upload,
  Zap,
} from 'lucide-react';
import { FEATURES, FEATURES_HEADING, FEATURES_INTRO, type FeatureId } from './content-sections.ts';
import { SectionHeader } from './section-header.tsx';
import { anchoredSection, container } from './styles.ts';

const ICONS: Record<FeatureId, LucideIcon> = {
  ats: FileCheck2,
  booster: Zap,
  score: Gauge,
  cover: PenLine,
  extract: Link2,
  upload: Upload,
  templates: LayoutTemplate,
};

/** The product's features (anchor `#features`). */
export function FeaturesSection() {
  return (
    <section
      data-section="features"
      id="features"
      aria-labelledby="features-title"
      className={`${container} ${anchoredSection} py-16`}
    >
      <SectionHeader titleId="features-title" heading={FEATURES_HEADING} intro={FEATURES_INTRO} />
      <ul className="mt-10 flex flex-wrap justify-center gap-6">
        {FEATURES.map((feature, index) => {
          const Icon = ICONS[feature.id];
          return (
            <li
              key={feature.id}
              className={`w-full rounded-xl border border-border bg-card p-6 shadow-sm ${featureWidth(index, FEATURES.length)}`}
            >
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-card-foreground">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{feature.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Card widths that leave no card alone on a row of its own: two a row on tablets, where an odd last
 * card spans the row, and four a row on laptops (seven cards read as four, then three centred).
 */
function featureWidth(index: number, count: number): string {
  const lastOfOdd = count % 2 === 1 && index === count - 1;
  return lastOfOdd
    ? 'sm:w-full lg:w-[calc((100%-4.5rem)/4)]'
    : 'sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-4.5rem)/4)]';
}
