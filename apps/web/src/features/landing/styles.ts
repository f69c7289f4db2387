/**
 * Class strings shared by the landing sections, so every call to action and section heading looks
 * the same. Colours come from the design tokens in src/index.css.
 */
const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

export const primaryAction = `inline-flex items-center justify-center gap-2 rounded-md bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 ${focusRing}`;

export const secondaryAction = `inline-flex items-center justify-center gap-2 rounded-md border border-border bg-card px-5 py-2.5 text-sm font-semibold text-foreground shadow-sm transition-colors hover:bg-muted ${focusRing}`;

export const ghostAction = `inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-muted ${focusRing}`;

export const iconButton = `inline-flex size-10 items-center justify-center rounded-full border border-border bg-card text-foreground transition-colors hover:bg-muted ${focusRing}`;

/** Content width and side padding of every section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/** Sections reached by in-page links leave room for the sticky header and show no focus outline. */
export const anchoredSection = 'scroll-mt-32 focus:outline-none';

export const sectionHeading = 'text-3xl font-bold tracking-tight text-balance sm:text-4xl';
export const sectionIntro = 'mt-3 text-lg text-muted-foreground';
