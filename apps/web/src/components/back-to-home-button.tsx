import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from './ui/button.tsx';

/** The "Back to Home" link in the header of every public page that is not the landing page. */
export function BackToHomeButton({ variant }: { variant: ButtonProps['variant'] }) {
  return (
    <Button asChild variant={variant} size="sm">
      <Link href="/">
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Link>
    </Button>
  );
}
