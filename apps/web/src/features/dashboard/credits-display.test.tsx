import type { CurrentUser } from '@hireproof/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/render.tsx';
import { CreditsDisplay, creditsLabel } from './credits-display.tsx';

describe('creditsLabel', () => {
  it('reads Unlimited for admins whatever their balance', () => {
    expect(creditsLabel({ role: 'admin', credits: 0 })).toBe('Unlimited');
  });

  it('shows the balance for users, 0 when it is missing', () => {
    expect(creditsLabel({ role: 'user', credits: 2 })).toBe('2 credits');
    expect(creditsLabel({ role: 'user', credits: 1 })).toBe('1 credit');
    expect(creditsLabel({ role: 'user', credits: 0 })).toBe('0 credits');
    const missing = { role: 'user' } as unknown as Pick<CurrentUser, 'credits' | 'role'>;
    expect(creditsLabel(missing)).toBe('0 credits');
  });
});

describe('CreditsDisplay', () => {
  it('shows a crown for admins and a coin for users', () => {
    const { container, unmount } = render(<CreditsDisplay user={{ role: 'admin', credits: 0 }} />);
    expect(container.querySelector('.lucide-crown')).not.toBeNull();
    unmount();
    render(<CreditsDisplay user={{ role: 'user', credits: 5 }} />);
    expect(screen.getByTestId('credits-display').textContent).toBe('5 credits');
    expect(document.querySelector('.lucide-crown')).toBeNull();
  });
});
