import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { ReadabilityCard } from './readability-card.tsx';
import { makeReadability } from './test-data.ts';

const badgeOf = (label: string) => screen.getByTestId(`score-${label}`).querySelector('[data-variant]');

describe('ReadabilityCard', () => {
  it('shows the analysing texts while the score loads', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    fakeFetch({ 'GET /api/applications/a1/readability': () => new Promise((resolve) => (answer = resolve)) });
    renderWithClient(<ReadabilityCard applicationId="a1" />);
    expect(screen.getByText('Analyzing resume quality using AI...')).toBeVisible();
    expect(screen.getByText('This may take up to 15 seconds')).toBeVisible();
    await act(async () => answer({ body: makeReadability() }));
    expect(await screen.findByTestId('score-Overall')).toBeVisible();
    expect(screen.getByTestId('score-Overall')).toHaveTextContent(/\d+\/100/);
    expect(screen.queryByText('Analyzing resume quality using AI...')).toBeNull();
  });

  it('shows the four scores out of 100 with badge variants at 80 and 60, and the metrics', async () => {
    fakeFetch({
      'GET /api/applications/a1/readability': () => ({
        body: makeReadability({ overall: 80, ats: 91.4, clarity: 60, impact: 59.4 }),
      }),
    });
    renderWithClient(<ReadabilityCard applicationId="a1" />);
    await screen.findByTestId('score-Overall');
    expect(screen.getByTestId('score-Overall').textContent).toContain('80/100');
    expect(badgeOf('Overall')?.textContent).toBe('Excellent');
    expect(badgeOf('Overall')?.getAttribute('data-variant')).toBe('default');
    expect(screen.getByTestId('score-ATS Compatibility').textContent).toContain('91/100');
    expect(badgeOf('ATS Compatibility')?.getAttribute('data-variant')).toBe('default');
    expect(badgeOf('Clarity')?.getAttribute('data-variant')).toBe('secondary');
    expect(badgeOf('Impact')?.getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByTestId('metric-Words').textContent).toBe('412Words');
    expect(screen.getByTestId('metric-Action Verbs').textContent).toBe('18Action Verbs');
    expect(screen.getByTestId('metric-Quantifications').textContent).toBe('6Quantifications');
    expect(screen.getByTestId('metric-Avg Sentence').textContent).toBe('14 wordsAvg Sentence');
  });

  it("says 'Unable to load readability score' when the server refuses", async () => {
    fakeFetch({ 'GET /api/applications/a1/readability': () => ({ status: 409, body: 'not complete' }) });
    renderWithClient(<ReadabilityCard applicationId="a1" />);
    expect(await screen.findByText('Unable to load readability score')).toBeVisible();
  });
});
