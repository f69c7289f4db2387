import { ArrowLeft } from 'lucide-react';
import { LinkButton } from './link-button.tsx';
import type { ButtonProps } from './ui/button.tsx';

/** The "Back to Home" link in the header of every public page that is not the landing page. */
export function BackToHomeButton({ variant }: { variant: ButtonProps['variant'] }) {
  return (
    <LinkButton href="/" icon={ArrowLeft} variant={variant} size="sm">
      Back to Home
    </LinkButton>
  );
}
