import { ChevronLeft, ChevronRight, Pause, Play, Star } from 'lucide-react';
import {
  CAROUSEL,
  TESTIMONIALS,
  TESTIMONIALS_HEADING,
  TESTIMONIALS_NOTE,
  type Testimonial,
} from './content-sections.ts';
import { container, iconButton, sectionHeading } from './styles.ts';
import { useCarousel } from './use-carousel.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Avatar circle colours; white initials on each keep at least 4.5:1 contrast. */
const AVATAR_COLOURS = [
  'bg-teal-700',
  'bg-indigo-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-sky-800',
  'bg-violet-700',
];

function Rating({ value }: { value: number }) {
  return (
    <p role="img" aria-label={`Rated ${value} out of 5`} className="flex justify-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= value ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground/40'}
        />
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial, colour }: { testimonial: Testimonial; colour: string }) {
  return (
    <figure className="flex flex-col items-center text-center">
      <span
        aria-hidden="true"
        className={`inline-flex size-14 items-center justify-center rounded-full text-lg font-semibold text-white ${colour}`}
      >
        {testimonial.avatar}
      </span>
      <div className="mt-4">
        <Rating value={testimonial.rating} />
      </div>
      <blockquote className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-card-foreground">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <p className="mt-4 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 dark:bg-green-950 dark:text-green-200">
        {testimonial.metric}
      </p>
      <figcaption className="mt-4">
        <span className="block font-semibold text-card-foreground">{testimonial.name}</span>
        <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

/**
 * One testimonial at a time, advancing every 4 s and wrapping. Previous, next and the dots pause it;
 * it resumes 10 s after the last of those clicks. A label says whether it is playing.
 */
export function TestimonialCarousel() {
  const reducedMotion = useReducedMotion();
  const total = TESTIMONIALS.length;
  const { index, paused, next, previous, goTo } = useCarousel(total, !reducedMotion);
  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0]!;

  return (
    <section
      data-section="testimonials"
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
      className={`${container} py-16`}
    >
      <h2 id="testimonials-title" className={`${sectionHeading} text-center`}>
        {TESTIMONIALS_HEADING}
      </h2>
      <div className="mx-auto mt-10 max-w-3xl rounded-2xl border border-border bg-card px-6 py-10 shadow-sm sm:px-12">
        {/* Announced only while paused, so autoplay does not interrupt a screen reader every 4 s. */}
        <div aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
          <p className="sr-only">{CAROUSEL.position(index + 1, total)}</p>
          <TestimonialCard testimonial={current} colour={AVATAR_COLOURS[index % AVATAR_COLOURS.length]!} />
        </div>
        <div className="mt-8 flex items-center justify-center gap-4">
          <button type="button" className={iconButton} aria-label={CAROUSEL.previous} onClick={previous}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center gap-1">
            {TESTIMONIALS.map((t, i) => (
              <button
                key={t.name}
                type="button"
                aria-label={CAROUSEL.show(i + 1, total)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all ${i === index ? 'h-2.5 w-6 bg-primary' : 'size-2.5 bg-muted-foreground/50 group-hover:bg-muted-foreground'}`}
                />
              </button>
            ))}
          </div>
          <button type="button" className={iconButton} aria-label={CAROUSEL.next} onClick={next}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p
          data-testid="carousel-status"
          className="mt-4 flex items-center justify-center gap-1.5 text-xs font-medium text-muted-foreground"
        >
          {paused ? (
            <Pause aria-hidden="true" className="size-3.5" />
          ) : (
            <Play aria-hidden="true" className="size-3.5" />
          )}
          {paused ? CAROUSEL.paused : CAROUSEL.playing}
        </p>
      </div>
      <p className="mt-4 text-center text-xs text-muted-foreground">{TESTIMONIALS_NOTE}</p>
    </section>
  );
}
