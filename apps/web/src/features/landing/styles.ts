import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * Class strings shared by the landing sections, so every call to action and section heading looks
 * the same as the rest of the app. Colours come from the design tokens in src/index.css.
 */
export const primaryAction = buttonVariants();
export const primaryActionLarge = cn(buttonVariants({ size: 'lg' }), 'px-8 font-semibold');
export const secondaryActionLarge = cn(
  buttonVariants({ variant: 'outline', size: 'lg' }),
  'px-8 font-semibold',
);
export const ghostAction = buttonVariants({ variant: 'ghost' });
export const iconButton = cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'rounded-full');

/** Content width and side padding of every section. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/** Sections reached by in-page links leave room for the sticky header and show no focus outline. */
export const anchoredSection = 'scroll-mt-32 focus:outline-none';

export const sectionHeading = 'text-3xl font-bold tracking-tight text-balance sm:text-4xl';
export const sectionIntro = 'mt-3 text-lg text-muted-foreground';
