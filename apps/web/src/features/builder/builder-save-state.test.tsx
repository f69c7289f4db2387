import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { makeUser, renderWithClient } from '../../test/render.tsx';
import { BuilderPage } from './builder-page.tsx';

const NO_DRAFT = { draft: null, updatedAt: null };
const SAVED_WAIT = { timeout: 5000 };

describe('the builder says whether the server kept the draft', () => {
  it('a refused save names the server reason, keeps the local copy, and clears on the next good save', async () => {
    let refuse = true;
    fakeFetch({
      'GET /api/builder/draft': () => ({ body: NO_DRAFT }),
      'PUT /api/builder/draft': (request) =>
        refuse
          ? { status: 400, body: { code: 'VALIDATION', message: 'Full Name is too long.', requestId: 'r1' } }
          : { body: { draft: request.body, updatedAt: '2026-11-25T04:00:00.000Z' } },
    });
    renderWithClient(<BuilderPage user={makeUser()} />);

    fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: 'Jane Doe' } });
    const alert = await screen.findByTestId('builder-save-refused', {}, SAVED_WAIT);
    expect(alert.textContent).toBe(
      'The server did not save your draft: Full Name is too long. Your copy is kept on this device.',
    );
    expect(screen.queryByText('Saved on this device')).toBeNull();
    const local = JSON.parse(localStorage.getItem('hireproof:builder-draft:user-1') ?? '{}');
    expect(local.draft.personalInfo.name).toBe('Jane Doe');

    refuse = false;
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Jane Q. Doe' } });
    await screen.findByText('Draft saved', {}, SAVED_WAIT);
    expect(screen.queryByTestId('builder-save-refused')).toBeNull();
  });

  it('any non-2xx answer without a message still says the server did not save it', async () => {
    fakeFetch({
      'GET /api/builder/draft': () => ({ body: NO_DRAFT }),
      'PUT /api/builder/draft': () => ({ status: 503, body: '', statusText: 'Service Unavailable' }),
    });
    renderWithClient(<BuilderPage user={makeUser()} />);
    fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: 'Jane Doe' } });
    const alert = await screen.findByTestId('builder-save-refused', {}, SAVED_WAIT);
    expect(alert.textContent).toContain('The server did not save your draft: 503: Service Unavailable');
  });

  it('no answer at all (network down) is still reported as saved on this device', async () => {
    fakeFetch({
      'GET /api/builder/draft': () => ({ body: NO_DRAFT }),
      'PUT /api/builder/draft': () => () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithClient(<BuilderPage user={makeUser()} />);
    fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: 'Jane Doe' } });
    await screen.findByText('Saved on this device', {}, SAVED_WAIT);
    await waitFor(() => expect(screen.queryByTestId('builder-save-refused')).toBeNull());
  });
});
