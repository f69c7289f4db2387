import { BUILDER_MESSAGES, type BuilderDraft } from '@hireproof/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { emptyDraft } from './draft-rules.ts';
import { EducationSkillsStep } from './education-skills-step.tsx';
import { ExperienceStep } from './experience-step.tsx';
import { PersonalStep } from './personal-step.tsx';

type StepName = 'personal' | 'experience' | 'skills';

/** A step with its draft held in state, as the builder page holds it. */
function WithDraft({ initial, step }: { initial: BuilderDraft; step: StepName }) {
  const [draft, setDraft] = useState(initial);
  const update = (change: (current: BuilderDraft) => BuilderDraft) => setDraft((current) => change(current));
  return (
    <>
      {step === 'personal' ? (
        <PersonalStep draft={draft} update={update} isAdmin={false} credits={3} />
      ) : step === 'experience' ? (
        <ExperienceStep draft={draft} update={update} />
      ) : (
        <EducationSkillsStep draft={draft} update={update} />
      )}
      <output data-testid="draft">{JSON.stringify(draft)}</output>
    </>
  );
}

const shownDraft = () => JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as BuilderDraft;

/** A draft with something to write from: one job with its achievements, a summary and some skills. */
function filledDraft(): BuilderDraft {
  const draft = emptyDraft();
  draft.experience[0] = {
    ...draft.experience[0]!,
    title: 'Data Analyst',
    company: 'Northwind',
    bulletsText: 'made weekly sales reports',
    bullets: ['made weekly sales reports'],
  };
  draft.professionalSummary = 'My own summary.';
  draft.skillsText = 'Excel, SQL';
  draft.skills = ['Excel', 'SQL'];
  return draft;
}

const BUTTONS = {
  summary: {
    step: 'personal',
    button: 'Generate with AI',
    route: 'POST /api/create-resume/ai-summarize',
    failure: BUILDER_MESSAGES.summaryFailed,
  },
  bullets: {
    step: 'experience',
    button: 'Generate Bullets',
    route: 'POST /api/create-resume/ai-bullets',
    failure: BUILDER_MESSAGES.bulletsFailed,
  },
  skills: {
    step: 'skills',
    button: 'Suggest Skills',
    route: 'POST /api/create-resume/ai-skills',
    failure: BUILDER_MESSAGES.skillsFailed,
  },
} as const;

async function lastToast() {
  await waitFor(() => expect(getToasts().length).toBeGreaterThan(0));
  return getToasts().at(-1)!;
}

describe('the builder AI buttons', () => {
  it('the spec failure texts are the ones SPEC §8 names', () => {
    expect([
      BUILDER_MESSAGES.summaryFailed,
      BUILDER_MESSAGES.bulletsFailed,
      BUILDER_MESSAGES.skillsFailed,
    ]).toEqual(['Failed to generate summary', 'Failed to generate bullets', 'Failed to suggest skills']);
  });

  describe.each(Object.entries(BUTTONS))('%s', (_name, { step, button, route, failure }) => {
    it(`a server refusal shows '${failure}' with the server's reason`, async () => {
      fakeFetch({
        [route]: () => ({
          status: 503,
          body: { code: 'AI_UNAVAILABLE', message: 'No AI provider is configured.', requestId: 'r1' },
        }),
      });
      renderWithClient(<WithDraft initial={filledDraft()} step={step} />);
      fireEvent.click(screen.getByRole('button', { name: button }));
      const shown = await lastToast();
      expect(shown).toMatchObject({
        title: failure,
        description: 'No AI provider is configured.',
        variant: 'destructive',
      });
      expect(shownDraft().professionalSummary).toBe('My own summary.');
      expect(shownDraft().skillsText).toBe('Excel, SQL');
    });

    it(`no answer at all shows '${failure}' and 'Please try again'`, async () => {
      fakeFetch({
        [route]: () => () => {
          throw new TypeError('Failed to fetch');
        },
      });
      renderWithClient(<WithDraft initial={filledDraft()} step={step} />);
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(await lastToast()).toMatchObject({
        title: failure,
        description: 'Please try again',
        variant: 'destructive',
      });
    });

    it(`an answer with nothing usable in it shows '${failure}' and leaves the person's text`, async () => {
      fakeFetch({ [route]: () => ({ body: { summary: '   ', bullets: [' ', '-'], skills: [] } }) });
      const confirm = vi.fn(() => true);
      vi.stubGlobal('confirm', confirm);
      renderWithClient(<WithDraft initial={filledDraft()} step={step} />);
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(await lastToast()).toMatchObject({ title: failure, variant: 'destructive' });
      expect(confirm).not.toHaveBeenCalled();
      const draft = shownDraft();
      expect(draft.professionalSummary).toBe('My own summary.');
      expect(draft.experience[0]!.bulletsText).toBe('made weekly sales reports');
      expect(draft.skillsText).toBe('Excel, SQL');
    });
  });

  it('Generate with AI asks before replacing a written summary, and keeps it on no', async () => {
    fakeFetch({ [BUTTONS.summary.route]: () => ({ body: { summary: 'Data analyst who builds reports.' } }) });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderWithClient(<WithDraft initial={filledDraft()} step="personal" />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(shownDraft().professionalSummary).toBe('My own summary.');
    expect(getToasts()).toHaveLength(0);
  });

  it('Generate with AI replaces the summary on yes, and fills an empty one without asking', async () => {
    fakeFetch({ [BUTTONS.summary.route]: () => ({ body: { summary: 'Data analyst who builds reports.' } }) });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderWithClient(<WithDraft initial={filledDraft()} step="personal" />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() => expect(shownDraft().professionalSummary).toBe('Data analyst who builds reports.'));
    expect(confirm).toHaveBeenCalledTimes(1);

    confirm.mockClear();
    const empty = filledDraft();
    empty.professionalSummary = '';
    renderWithClient(<WithDraft initial={empty} step="personal" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Generate with AI' })[1]!);
    await waitFor(() =>
      expect(screen.getAllByTestId('draft')[1]!.textContent).toContain('Data analyst who builds reports.'),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Generate Bullets asks before replacing the achievements, and keeps them on no', async () => {
    fakeFetch({
      [BUTTONS.bullets.route]: () => ({ body: { bullets: ['Built weekly sales reports in Excel'] } }),
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderWithClient(<WithDraft initial={filledDraft()} step="experience" />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Bullets' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(shownDraft().experience[0]!.bulletsText).toBe('made weekly sales reports');
  });

  it('Generate Bullets replaces the achievements on yes', async () => {
    fakeFetch({
      [BUTTONS.bullets.route]: () => ({
        body: { bullets: ['Built weekly sales reports in Excel', 'Cut report time by 2 hours'] },
      }),
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderWithClient(<WithDraft initial={filledDraft()} step="experience" />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Bullets' }));
    await waitFor(() =>
      expect(shownDraft().experience[0]!.bullets).toEqual([
        'Built weekly sales reports in Excel',
        'Cut report time by 2 hours',
      ]),
    );
    expect(shownDraft().experience[0]!.bulletsText).toBe(
      'Built weekly sales reports in Excel\nCut report time by 2 hours',
    );
  });

  it('Suggest Skills adds to the skills already written and never drops one', async () => {
    fakeFetch({ [BUTTONS.skills.route]: () => ({ body: { skills: ['sql', 'Tableau'] } }) });
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderWithClient(<WithDraft initial={filledDraft()} step="skills" />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest Skills' }));
    await waitFor(() => expect(shownDraft().skills).toEqual(['Excel', 'SQL', 'Tableau']));
    expect(shownDraft().skillsText).toBe('Excel, SQL, Tableau');
    expect(confirm).not.toHaveBeenCalled();
  });

  it("Suggest Skills never adds the person's employer or job title as a skill", async () => {
    const draft = filledDraft();
    fakeFetch({
      [BUTTONS.skills.route]: () => ({
        body: { skills: [draft.experience[0]!.company.toUpperCase(), 'Data analyst', 'Tableau'] },
      }),
    });
    renderWithClient(<WithDraft initial={draft} step="skills" />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest Skills' }));
    await waitFor(() => expect(shownDraft().skills).toEqual(['Excel', 'SQL', 'Tableau']));
  });
});
