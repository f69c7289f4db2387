import { Link } from 'wouter';
import { cn } from '../lib/cn.ts';

export const PRODUCT_NAME = 'Hireproof';
export const PRODUCT_TAGLINE = 'ATS-ready resumes and cover letters, tailored to every job.';

/** The mark alone: a document with a check, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 8.5h8.5L23 13v10.5a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1v-14a1 1 0 0 1 1-1Z"
        className="fill-primary-foreground/95"
      />
      <path
        d="m12.5 17.5 2.6 2.6 4.9-5.2"
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary"
      />
    </svg>
  );
}

interface LogoProps {
  /** Where the logo links to; pass `null` to render it without a link. */
  href?: string | null;
  /** Hides the product name next to the mark (it stays available to screen readers). */
  hideName?: boolean;
  /** Extra classes for the name, e.g. to hide it visually on narrow screens only. */
  nameClassName?: string;
  className?: string;
}

/** The product's logo and name, linking home by default. */
export function Logo({ href = '/', hideName = false, nameClassName, className }: LogoProps) {
  const content = (
    <>
      <LogoMark />
      <span className={cn('text-lg font-semibold tracking-tight', nameClassName, hideName && 'sr-only')}>
        {PRODUCT_NAME}
      </span>
    </>
  );
  const classes = cn('inline-flex items-center gap-2 text-foreground', className);
  if (href === null) return <span className={classes}>{content}</span>;
  return (
    <Link
      href={href}
      className={cn(
        classes,
        'rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
      aria-label={`${PRODUCT_NAME} home`}
    >
      {content}
    </Link>
  );
}
