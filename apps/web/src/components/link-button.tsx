import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from './ui/button.tsx';

/** A link in the look of a button, its icon before the words (hidden from assistive technology). */
export function LinkButton({
  href,
  icon: Icon,
  children,
  ...button
}: { href: string; icon: LucideIcon; children: ReactNode } & Omit<ButtonProps, 'asChild' | 'children'>) {
  return (
    <Button asChild {...button}>
      <Link href={href}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
