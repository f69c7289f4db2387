import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/render.tsx';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

describe('Tooltip', () => {
  it('opens after 700 ms of hovering', () => {
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Credits</TooltipTrigger>
          <TooltipContent>One credit per application</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    hover(screen.getByRole('button', { name: 'Credits' }));
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('One credit per application');
  });
});
