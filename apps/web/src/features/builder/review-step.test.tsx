import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../test/render.tsx';
import { emptyDraft } from './draft-rules.ts';
import { PersonalStep } from './personal-step.tsx';
import { ReviewStep } from './review-step.tsx';

function namedDraft() {
  const draft = emptyDraft();
  draft.personalInfo.name = 'Asha Rao';
  draft.personalInfo.email = 'asha@example.com';
  return draft;
}

const generateButton = () =>
  screen.getByRole('button', { name: 'Generate Resume & Cover Letter' }) as HTMLButtonElement;

describe('ReviewStep', () => {
  it('says the cover letter will be skipped without a job title and company, and generates', () => {
    const onGenerate = vi.fn();
    render(
      <ReviewStep
        draft={namedDraft()}
        state={{ pending: false, isAdmin: false, credits: 1 }}
        onGenerate={onGenerate}
      />,
    );
    expect(screen.getByTestId('cover-letter-decision').textContent).toBe('Will be skipped');
    generateButton().click();
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('says the cover letter will be generated with both job title and company', () => {
    const draft = namedDraft();
    draft.jobDetails = { jobTitle: 'Engineer', companyName: 'Acme', jobDescription: '' };
    render(
      <ReviewStep
        draft={draft}
        state={{ pending: false, isAdmin: false, credits: 1 }}
        onGenerate={() => {}}
      />,
    );
    expect(screen.getByTestId('cover-letter-decision').textContent).toBe('Will be generated');
  });

  it('is disabled under 1 credit with the spec text and a link to the dashboard', () => {
    render(
      <ReviewStep
        draft={namedDraft()}
        state={{ pending: false, isAdmin: false, credits: 0 }}
        onGenerate={() => {}}
      />,
    );
    expect(generateButton().disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain(
      'You need at least 1 credit to generate a resume.',
    );
    expect(screen.getByRole('link', { name: 'Buy credits on the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('is disabled without an email and while pending', () => {
    const draft = namedDraft();
    draft.personalInfo.email = '';
    const { unmount } = render(
      <ReviewStep
        draft={draft}
        state={{ pending: false, isAdmin: true, credits: 0 }}
        onGenerate={() => {}}
      />,
    );
    expect(generateButton().disabled).toBe(true);
    unmount();
    render(
      <ReviewStep
        draft={namedDraft()}
        state={{ pending: true, isAdmin: true, credits: 0 }}
        onGenerate={() => {}}
      />,
    );
    expect((screen.getByRole('button', { name: 'Generating...' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('PersonalStep banners', () => {
  it('shows the red Credit Required banner to a user under 1 credit', () => {
    renderWithClient(<PersonalStep draft={emptyDraft()} update={() => {}} isAdmin={false} credits={0} />);
    expect(screen.getByText('Credit Required')).toBeTruthy();
    expect(screen.queryByText('Admin Access')).toBeNull();
  });

  it('shows the green Admin Access banner to an admin and no credit banner', () => {
    renderWithClient(<PersonalStep draft={emptyDraft()} update={() => {}} isAdmin credits={0} />);
    expect(screen.getByText('Admin Access')).toBeTruthy();
    expect(screen.queryByText('Credit Required')).toBeNull();
  });

  it('shows neither to a user with credits', () => {
    renderWithClient(<PersonalStep draft={emptyDraft()} update={() => {}} isAdmin={false} credits={2} />);
    expect(screen.queryByText('Admin Access')).toBeNull();
    expect(screen.queryByText('Credit Required')).toBeNull();
  });
});
