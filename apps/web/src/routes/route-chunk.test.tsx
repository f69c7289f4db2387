import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { routeChunk } from './route-chunk.ts';

function Screen({ label }: { label?: string }) {
  return <p>{label ?? 'the screen'}</p>;
}

function deferredModule() {
  let resolve!: (module: { Screen: typeof Screen }) => void;
  let reject!: (error: Error) => void;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<{ Screen: typeof Screen }>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return { load, resolve: () => resolve({ Screen }), reject: (e: Error) => reject(e), calls: () => calls };
}

function inSuspense(node: React.ReactNode) {
  return <Suspense fallback={<p>full-screen spinner</p>}>{node}</Suspense>;
}

afterEach(cleanup);

describe('routeChunk', () => {
  it('renders a preloaded chunk at once, without showing the fallback even for a frame', async () => {
    const chunk = routeChunk(async () => ({ Screen }), 'Screen');
    await chunk.preload();
    render(inSuspense(<chunk.Component />));
    // Synchronously after the first render: React.lazy would still show its fallback here.
    expect(screen.queryByText('full-screen spinner')).toBeNull();
    expect(screen.getByText('the screen')).toBeVisible();
  });

  it('suspends while the chunk is on its way, then shows it with the route props', async () => {
    const module = deferredModule();
    const chunk = routeChunk(module.load, 'Screen');
    const Routed = chunk.Component as React.ComponentType<{ label: string }>;
    render(inSuspense(<Routed label="application 7" />));
    expect(screen.getByText('full-screen spinner')).toBeVisible();
    await act(async () => module.resolve());
    expect(await screen.findByText('application 7')).toBeVisible();
    expect(module.calls()).toBe(1);
  });

  it('fetches a chunk again after a failed load', async () => {
    const module = deferredModule();
    const chunk = routeChunk(module.load, 'Screen');
    const first = chunk.preload();
    module.reject(new Error('network'));
    await expect(first).rejects.toThrow('network');
    const second = chunk.preload();
    module.resolve();
    await second;
    expect(module.calls()).toBe(2);
    render(inSuspense(<chunk.Component />));
    expect(screen.getByText('the screen')).toBeVisible();
  });
});
