import type { CurrentUser } from '@hireproof/contract';
import { Coins, Crown } from 'lucide-react';

/** Unlimited for admins (they bypass credit checks), otherwise the balance, 0 when unknown. */
export function creditsLabel(user: Pick<CurrentUser, 'credits' | 'role'>): string {
  if (user.role === 'admin') return 'Unlimited';
  const credits = Number.isFinite(user.credits) ? user.credits : 0;
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}

export function CreditsDisplay({ user }: { user: Pick<CurrentUser, 'credits' | 'role'> }) {
  const isAdmin = user.role === 'admin';
  const Icon = isAdmin ? Crown : Coins;
  return (
    <span
      data-testid="credits-display"
      className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1 text-sm font-medium"
    >
      <Icon aria-hidden="true" className={isAdmin ? 'size-4 text-warning' : 'size-4 text-primary'} />
      <span>{creditsLabel(user)}</span>
    </span>
  );
}
