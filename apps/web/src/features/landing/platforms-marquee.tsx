import { PLATFORMS, PLATFORMS_HEADING } from './content-sections.ts';
import { container } from './styles.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import './landing.css';

function PlatformList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-12 pr-12">
      {PLATFORMS.map((name) => (
        <li key={name} className="text-xl font-semibold whitespace-nowrap text-muted-foreground sm:text-2xl">
          {name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The job boards whose posting links Hireproof reads, scrolling sideways. Under reduced motion the
 * names sit still and wrap instead.
 */
export function PlatformsMarquee() {
  const reducedMotion = useReducedMotion();
  return (
    <section
      data-section="platforms"
      aria-labelledby="platforms-title"
      className="border-y border-border bg-muted/40 py-12"
    >
      <h2 id="platforms-title" className={`${container} text-center text-lg font-semibold text-foreground`}>
        {PLATFORMS_HEADING}
      </h2>
      {reducedMotion ? (
        <ul className={`${container} mt-8 flex flex-wrap justify-center gap-x-10 gap-y-4`}>
          {PLATFORMS.map((name) => (
            <li key={name} className="text-xl font-semibold text-muted-foreground">
              {name}
            </li>
          ))}
        </ul>
      ) : (
        <div className="landing-marquee mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
          <div className="landing-marquee-track flex w-max">
            <PlatformList />
            <PlatformList hidden />
          </div>
        </div>
      )}
    </section>
  );
}
