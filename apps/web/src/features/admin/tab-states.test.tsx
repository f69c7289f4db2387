import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TabLoadFailed, TabLoading } from './tab-states.tsx';

describe('admin tab states', () => {
  it('names what is loading', () => {
    render(<TabLoading label="Loading orders" />);
    expect(screen.getByText('Loading orders')).toBeVisible();
  });

  it('says what failed and retries on request', () => {
    const onRetry = vi.fn();
    render(<TabLoadFailed message="Failed to load pending orders." onRetry={onRetry} />);
    expect(screen.getByText('Failed to load pending orders.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
