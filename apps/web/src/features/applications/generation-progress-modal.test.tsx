import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/render.tsx';
import { GENERATION_STEPS, nextProgress, PROGRESS_CAP } from './generation-progress.ts';
import { GenerationProgressModal } from './generation-progress-modal.tsx';

const percent = () => screen.getByTestId('generation-percent').textContent;
const step = () => screen.getByTestId('generation-step').textContent;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('nextProgress', () => {
  it('rises by 5 to 20 points and never passes the cap', () => {
    expect(nextProgress(0, 0)).toBe(5);
    expect(nextProgress(0, 0.999_999)).toBe(20);
    expect(nextProgress(10, 0.5)).toBe(23);
    expect(nextProgress(90, 0.999)).toBe(PROGRESS_CAP);
    expect(nextProgress(PROGRESS_CAP, 0)).toBe(PROGRESS_CAP);
  });
});

describe('GenerationProgressModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the note and starts at 0% on the first step', () => {
    render(<GenerationProgressModal open random={() => 0} />);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(
      screen.getByText("This usually takes under a minute. Please don't close this window."),
    ).toBeVisible();
    expect(percent()).toBe('0%');
    expect(step()).toBe('Parsing resume...');
  });

  it('rises every 500 ms by the random amount and stops at 95%', async () => {
    render(<GenerationProgressModal open random={() => 0} />);
    await advance(499);
    expect(percent()).toBe('0%');
    await advance(1);
    expect(percent()).toBe('5%');
    await advance(500);
    expect(percent()).toBe('10%');
    await advance(30_000);
    expect(percent()).toBe('95%');
  });

  it('uses the top of the range with the largest random number', async () => {
    render(<GenerationProgressModal open random={() => 0.99} />);
    await advance(1000);
    expect(percent()).toBe('40%');
  });

  it('moves to the next step message every 2 s, in the spec order, wrapping round', async () => {
    render(<GenerationProgressModal open random={() => 0} />);
    const seen = [step()];
    for (let index = 1; index < GENERATION_STEPS.length; index++) {
      await advance(1999);
      expect(step()).toBe(seen[seen.length - 1]);
      await advance(1);
      seen.push(step());
    }
    expect(seen).toEqual([...GENERATION_STEPS]);
    await advance(2000);
    expect(step()).toBe('Parsing resume...');
  });

  it('cannot be dismissed with Escape, a click outside or a close button', async () => {
    render(<GenerationProgressModal open random={() => 0} />);
    const dialog = screen.getByRole('dialog');
    // Radix hands the Escape key event to the modal; it is refused (default prevented), not just ignored.
    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    await advance(10);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('starts again from zero when reopened', async () => {
    const { rerender } = render(<GenerationProgressModal open random={() => 0} />);
    await advance(2000);
    expect(percent()).toBe('20%');
    rerender(<GenerationProgressModal open={false} random={() => 0} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<GenerationProgressModal open random={() => 0} />);
    expect(percent()).toBe('0%');
    expect(step()).toBe('Parsing resume...');
  });
});
