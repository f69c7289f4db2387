import { TEMPLATES } from '@hireproof/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAQ } from './content-sections.ts';
import { FaqSection, nextOpenItem } from './faq-section.tsx';

afterEach(cleanup);

function questions(): HTMLElement[] {
  return screen.getAllByRole('button');
}
function expanded(): boolean[] {
  return questions().map((b) => b.getAttribute('aria-expanded') === 'true');
}
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('aria-controls does not point at a panel');
  return panel;
}

describe('FaqSection', () => {
  it('has exactly 10 entries, all closed, each controlling its own answer', () => {
    render(<FaqSection />);
    expect(questions()).toHaveLength(10);
    expect(expanded().every((open) => !open)).toBe(true);
    const ids = new Set(questions().map((b) => panelOf(b).id));
    expect(ids.size).toBe(10);
    for (const b of questions()) expect(panelOf(b).hidden).toBe(true);
  });

  it('keeps one entry open at a time and closes the open one when clicked again', () => {
    render(<FaqSection />);
    const [first, second] = questions();
    act(() => fireEvent.click(first!));
    expect(expanded().filter(Boolean)).toHaveLength(1);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first!).hidden).toBe(false);
    expect(panelOf(first!).textContent).toBe(FAQ[0]!.answer);

    act(() => fireEvent.click(second!));
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first!).hidden).toBe(true);
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    expect(expanded().filter(Boolean)).toHaveLength(1);

    act(() => fireEvent.click(second!));
    expect(expanded().some(Boolean)).toBe(false);
  });

  it('names all nine templates in one answer', () => {
    const entry = FAQ.find((e) => TEMPLATES.every((t) => e.answer.includes(t.name)));
    expect(entry).toBeDefined();
    expect(TEMPLATES).toHaveLength(9);
  });

  it('nextOpenItem opens a new item and toggles the open one shut', () => {
    expect(nextOpenItem(null, 3)).toBe(3);
    expect(nextOpenItem(3, 5)).toBe(5);
    expect(nextOpenItem(5, 5)).toBeNull();
  });
});
