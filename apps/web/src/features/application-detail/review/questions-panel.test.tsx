import { type GapQuestions, REVIEW_MESSAGES } from '@hireproof/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { ReviewPanels } from './review-panels.tsx';
import { makeReview } from './review-test-data.ts';

const APP = '/api/applications/app-1';

const PLACES = [
  { id: 'W1', label: 'Backend Engineer at Acme' },
  { id: 'P1', label: 'A very long project name that has to wrap on a narrow phone screen' },
];

function makeQuestions(overrides: Partial<GapQuestions> = {}): GapQuestions {
  return {
    questions: [
      {
        keywordId: 'skill:kubernetes',
        keyword: 'Kubernetes',
        kind: 'skill',
        text: 'The posting asks for Kubernetes. Have you used it? Where?',
        places: PLACES,
      },
      {
        keywordId: 'skill:sql',
        keyword: 'SQL',
        kind: 'years',
        text: 'How many years have you worked with SQL?',
        places: PLACES,
      },
    ],
    answered: [],
    ...overrides,
  };
}

function serve(overrides: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    [`GET ${APP}/review`]: () => ({ body: makeReview() }),
    [`GET ${APP}/revisions`]: () => ({ body: [] }),
    [`GET ${APP}/questions`]: () => ({ body: makeQuestions() }),
    ...overrides,
  });
}

const answers = (server: ReturnType<typeof serve>) =>
  server.requests.filter((request) => request.method === 'POST' && request.url === `${APP}/answers`);

describe('Questions panel (issue 29)', () => {
  it('asks each question with the roles and projects as places that wrap, in a fieldset that may shrink', async () => {
    serve();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const form = await screen.findByRole('form', {
      name: 'The posting asks for Kubernetes. Have you used it? Where?',
    });
    const fieldset = within(form).getByRole('group', {
      name: 'The posting asks for Kubernetes. Have you used it? Where?',
    });
    expect(fieldset.tagName).toBe('FIELDSET');
    expect(fieldset).toHaveClass('min-w-0');
    const places = within(form).getByRole('group', { name: 'Where you used Kubernetes' });
    expect(places).toHaveClass('flex-wrap');
    expect(
      within(places)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(PLACES.map((place) => place.label));
    expect(within(form).getByRole('button', { name: 'Add to my resume' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'How many years have you worked with SQL?' })).toBeVisible();
  });

  it('answers with a place and the person’s words from the keyboard, and announces it', async () => {
    const server = serve({ [`POST ${APP}/answers`]: () => ({ body: makeReview({ revision: 2 }) }) });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const form = await screen.findByTestId('question-Kubernetes');
    const place = within(form).getByRole('button', { name: 'Backend Engineer at Acme' });
    place.focus();
    await user.keyboard('{Enter}');
    expect(place).toHaveAttribute('aria-pressed', 'true');
    await user.type(
      within(form).getByLabelText('In your own words (optional)'),
      'deployed our staging cluster on EKS',
    );
    await user.click(within(form).getByRole('button', { name: 'Add to my resume' }));
    await waitFor(() =>
      expect(answers(server).map((request) => request.body)).toEqual([
        { keywordId: 'skill:kubernetes', placeId: 'W1', text: 'deployed our staging cluster on EKS' },
      ]),
    );
    expect(await screen.findByTestId('review-announcement')).toHaveTextContent(
      'Your answer was added; the resume and the scores were updated.',
    );
  });

  it('sends a No, and shows each answer with what it added and why, HTML as text', async () => {
    const server = serve({
      [`POST ${APP}/answers`]: () => ({ body: makeReview({ revision: 2 }) }),
      [`GET ${APP}/questions`]: () => ({
        body: makeQuestions({
          answered: [
            {
              keywordId: 'skill:kafka',
              keyword: 'Kafka',
              declined: false,
              placeId: 'W1',
              text: '<b>streamed</b> events',
              change: {
                kind: 'bullet',
                targetId: 'W1.B3',
                after: '<b>Streamed</b> events with Kafka',
                reason: 'You said “<b>streamed</b> events” at Acme',
              },
            },
            { keywordId: 'skill:go', keyword: 'Go', declined: true, placeId: null, text: '', change: null },
          ],
        }),
      }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const list = await screen.findByTestId('answered-list');
    expect(list).toHaveTextContent('Kafka: added the line <b>Streamed</b> events with Kafka');
    expect(list.querySelector('b')).toBeNull();
    expect(list).toHaveTextContent('Go: No — not asked again.');
    await user.click(within(screen.getByTestId('question-SQL')).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(answers(server).map((request) => request.body)).toEqual([
        { keywordId: 'skill:sql', declined: true },
      ]),
    );
  });

  it('shows the server’s message when an answer is refused', async () => {
    serve({
      [`POST ${APP}/answers`]: () => ({
        status: 422,
        body: { code: 'UNPROCESSABLE', message: REVIEW_MESSAGES.unknownPlace, requestId: 'r' },
      }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const form = await screen.findByTestId('question-Kubernetes');
    await user.type(within(form).getByLabelText('In your own words (optional)'), 'ran it');
    await user.click(within(form).getByRole('button', { name: 'Add to my resume' }));
    expect(await within(screen.getByTestId('questions-panel')).findByRole('alert')).toHaveTextContent(
      REVIEW_MESSAGES.unknownPlace,
    );
  });

  it('shows the three stages of scores once an answer added something', async () => {
    const base = makeReview();
    const answered = { ...base.scores!.after, overall: 81, keywordsMatched: 7 };
    serve({ [`GET ${APP}/review`]: () => ({ body: makeReview({ scores: { ...base.scores!, answered } }) }) });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const table = await screen.findByTestId('score-comparison');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Score', 'Uploaded', 'After tailoring', 'After your answers']);
    expect(within(table).getByRole('row', { name: /Overall/ })).toHaveTextContent('61/10074/10081/100');
    expect(within(table).getByRole('row', { name: /Keyword coverage/ })).toHaveTextContent('5 of 12');
    expect(within(table).getByRole('row', { name: /Keyword coverage/ })).toHaveTextContent('7 of 12');
  });
});
