import { type ComponentType, createElement, lazy, useState } from 'react';

/** A screen's code as its own chunk: the component to route to, and a way to fetch it ahead of time. */
export interface RouteChunk {
  Component: ComponentType;
  /** Fetches the chunk now; once it has arrived, going to the screen renders it without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, with one difference that matters on the way from the dashboard to an application:
 * React.lazy suspends on its first render even when the module has already arrived, which flashes the
 * router's full-screen spinner for a frame. This renders a loaded chunk at once and suspends only while
 * it is really on its way. A chunk that fails to load is fetched again on the next attempt.
 */
export function routeChunk<M, K extends keyof M>(load: () => Promise<M>, name: K): RouteChunk {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const whenLoaded = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Component(props: object) {
    // Chosen once per mount, so the screen is never remounted when its chunk arrives mid-way.
    const [target] = useState<ComponentType>(() => loaded ?? whenLoaded);
    return createElement(target, props);
  }
  return { Component, preload };
}
