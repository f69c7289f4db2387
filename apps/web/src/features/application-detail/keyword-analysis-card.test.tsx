import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../test/render.tsx';
import { KeywordAnalysisCard } from './keyword-analysis-card.tsx';

const many = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];

function renderCard(overrides: { addingKeyword?: string | null; onAdd?: (keyword: string) => void } = {}) {
  const onAdd = overrides.onAdd ?? vi.fn();
  render(
    <KeywordAnalysisCard
      analysis={{ exact_matches: many, near_matches: ['postgres'], missing_keywords: ['kafka', 'terraform'] }}
      onAddKeyword={onAdd}
      addingKeyword={overrides.addingKeyword ?? null}
    />,
  );
  return onAdd;
}

const keywordsIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByTestId('keyword')
    .map((item) => item.textContent);

describe('KeywordAnalysisCard', () => {
  it('shows each list with its count and colour', () => {
    renderCard();
    expect(screen.getByTestId('exact-matches-count').textContent).toBe('8');
    expect(screen.getByTestId('near-matches-count').textContent).toBe('1');
    expect(screen.getByTestId('missing-keywords-count').textContent).toBe('2');
    expect(screen.getByTestId('exact-matches').dataset.tone).toBe('green');
    expect(screen.getByTestId('near-matches').dataset.tone).toBe('yellow');
    expect(screen.getByTestId('missing-keywords').dataset.tone).toBe('red');
  });

  it("shows five, then all with '+N more', then five again with 'Show less'", () => {
    renderCard();
    expect(keywordsIn('exact-matches')).toEqual(many.slice(0, 5));
    fireEvent.click(screen.getByRole('button', { name: '+3 more' }));
    expect(keywordsIn('exact-matches')).toEqual(many);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(keywordsIn('exact-matches')).toEqual(many.slice(0, 5));
    // Short lists have no toggle.
    expect(within(screen.getByTestId('near-matches')).queryByRole('button')).toBeNull();
  });

  it("offers 'Add to Resume' on missing keywords only", () => {
    const onAdd = renderCard();
    expect(within(screen.getByTestId('exact-matches')).queryByText('Add to Resume')).toBeNull();
    const buttons = within(screen.getByTestId('missing-keywords')).getAllByRole('button', {
      name: /Add to Resume/,
    });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(onAdd).toHaveBeenCalledWith('terraform');
  });

  it('never offers the job title as a skill to add', () => {
    render(
      <KeywordAnalysisCard
        analysis={{ exact_matches: [], near_matches: [], missing_keywords: ['Data Engineer', 'kafka'] }}
        jobTitle="data engineer"
        onAddKeyword={vi.fn()}
        addingKeyword={null}
      />,
    );
    const missing = screen.getByTestId('missing-keywords');
    expect(keywordsIn('missing-keywords')).toEqual(['Data Engineer', 'kafka']);
    expect(
      within(missing)
        .getAllByRole('button', { name: /Add to Resume/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Add to Resume: kafka']);
  });

  it("reads 'Adding...' on the keyword being added and holds the others", () => {
    renderCard({ addingKeyword: 'kafka' });
    const missing = screen.getByTestId('missing-keywords');
    const [kafka, terraform] = within(missing).getAllByRole('button');
    expect(kafka!.textContent).toBe('Adding...');
    expect((kafka as HTMLButtonElement).disabled).toBe(true);
    expect(terraform!.textContent).toBe('Add to Resume');
    expect((terraform as HTMLButtonElement).disabled).toBe(true);
  });

  it("marks a keyword the job description only implies as 'inferred', with words for a screen reader", () => {
    render(
      <KeywordAnalysisCard
        analysis={{
          exact_matches: ['TypeScript'],
          near_matches: [],
          missing_keywords: ['Collaboration', 'Kafka'],
          inferred_keywords: ['Collaboration'],
        }}
        onAddKeyword={vi.fn()}
        addingKeyword={null}
      />,
    );
    const missing = within(screen.getByTestId('missing-keywords'));
    expect(missing.getAllByTestId('keyword-inferred')).toHaveLength(1);
    expect(missing.getByText('Collaboration').parentElement!.textContent).toMatch(
      /inferred from the job description's wording/,
    );
    expect(missing.getByText('Kafka').parentElement!.textContent).not.toMatch(/inferred/);
    expect(within(screen.getByTestId('exact-matches')).queryByTestId('keyword-inferred')).toBeNull();
  });
});
