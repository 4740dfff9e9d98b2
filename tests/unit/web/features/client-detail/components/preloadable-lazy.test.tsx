import { Suspense, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '@web/features/client-detail/components/preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Hola {name}</p>;
const render = (Component: ComponentType<{ name: string }>) =>
  renderToStaticMarkup(
    <Suspense fallback={<span>cargando</span>}>
      <Component name="Ana" />
    </Suspense>,
  );

describe('preloadableLazy (client detail tabs)', () => {
  it('suspends on a first render that finds the module missing, like React.lazy', () => {
    const lazyGreeting = preloadableLazy(
      () => new Promise<{ Greeting: typeof Greeting }>(() => undefined),
      (module) => module.Greeting,
    );
    expect(render(lazyGreeting.Component)).toBe('<span>cargando</span>');
  });

  it('renders at once, without the placeholder, once preloaded, fetching the module only once', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const lazyGreeting = preloadableLazy(load, (module) => module.Greeting);
    await Promise.all([lazyGreeting.preload(), lazyGreeting.preload()]);
    expect(render(lazyGreeting.Component)).toBe('<p>Hola Ana</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
