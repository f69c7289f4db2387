import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { QUEUE_POLL_MS, QueueTab, queuePollInterval } from './queue-tab.tsx';

describe('QueueTab', () => {
  it('shows the counts, the worker state and the help text', async () => {
    fakeFetch({
      'GET /api/queue/stats': () => ({
        body: { queued: 0, running: 0, failed: 2, completed: 40, isWorkerRunning: true },
      }),
    });
    renderWithClient(<QueueTab />);
    await waitFor(() => expect(screen.getAllByTestId('queue-stat')).toHaveLength(4));
    expect(screen.getAllByTestId('queue-stat').map((card) => card.textContent)).toEqual([
      'Queued0',
      'Running0',
      'Completed40',
      'Failed2',
    ]);
    expect(screen.getByTestId('worker-status').textContent).toBe('Running');
    expect(screen.getByText(/every 30 seconds/)).toBeVisible();
    expect(screen.getByTestId('queue-help').textContent).toMatch(/up to 3 times.*exponential backoff/);
  });

  it('polls every 3 s only while work is queued or running', () => {
    const stats = { queued: 0, running: 0, failed: 0, completed: 0, isWorkerRunning: false };
    expect(queuePollInterval(undefined)).toBe(false);
    expect(queuePollInterval(stats)).toBe(false);
    expect(queuePollInterval({ ...stats, queued: 1 })).toBe(QUEUE_POLL_MS);
    expect(queuePollInterval({ ...stats, running: 1 })).toBe(3000);
  });
});
