import { lazy, type ComponentType } from 'react';

/** A lazily loaded component and the function that fetches its code ahead of the first render. */
export interface PreloadableLazy<P> {
  Component: ComponentType<P>;
  /** Starts fetching the module (once); resolves when it is there. */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy whose module can be fetched ahead (client-detail.md §4: tabs load lazily). Once fetched, the component
 * renders at once instead of suspending: a suspended tab shows the Suspense placeholder, and React holds the content
 * back until 300 ms after a placeholder appeared (its reveal throttle), which cost every page open that much.
 * @param load the dynamic import; pick the component out of the module.
 */
export function preloadableLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableLazy<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= load().then((module) => (loaded = { default: pick(module) })));
  // lazy() takes any thenable: one that answers synchronously lets React render without suspending.
  const ready = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<typeof module>;
  const Component = lazy(() => (loaded ? ready(loaded) : preload()));
  return { Component, preload };
}
