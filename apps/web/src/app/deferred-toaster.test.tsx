import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast-store.ts';
import '../test/render.tsx';
import { DeferredToaster } from './deferred-toaster.tsx';

describe('DeferredToaster', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    });
    // The toaster is a lazy chunk; on a busy machine its first import can take a while.
    expect(await screen.findByText('Unauthorized', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeVisible();
  });
});
