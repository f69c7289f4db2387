import { afterAll, describe, expect, it } from 'vitest';
import { createPostingReader } from './posting-reader.ts';
import { articlePage, linkedInGuestPage, SAMPLE_POSTING } from './test-support/sample-pages.ts';

describe('posting reader (worker thread)', () => {
  const reader = createPostingReader({ timeoutMs: 1500 });
  afterAll(() => reader.close());

  it('reads a page off the event loop', async () => {
    const outcome = await reader.read({
      url: 'https://www.linkedin.com/jobs/view/1',
      status: 200,
      body: linkedInGuestPage(),
    });
    expect(outcome).toMatchObject({
      kind: 'posting',
      posting: { company: SAMPLE_POSTING.company, source: 'board-page' },
    });
  }, 30_000);

  it('gives up on a page that takes too long, and the next page is read by a fresh thread', async () => {
    // Several MB of nested markup with no known layout: Reader View on it takes far longer than 1.5 s.
    const heavy = `<html><body>${'<div><p>Lorem ipsum dolor sit amet, <b>consectetur</b> adipiscing elit.</p></div>'.repeat(40_000)}</body></html>`;
    const started = Date.now();
    await expect(
      reader.read({ url: 'https://www.monster.com/job/1', status: 200, body: heavy }),
    ).rejects.toThrow(/longer than 1500 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
    const next = await reader.read({
      url: 'https://www.monster.com/job/2',
      status: 200,
      body: articlePage(),
    });
    expect(next).toMatchObject({ kind: 'posting', posting: { source: 'readable-text' } });
  }, 60_000);
});
