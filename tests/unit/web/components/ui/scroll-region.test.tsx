// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { renderWithQueries, type Rendered } from '@tests/support/jsdom-render';

// jsdom has no ResizeObserver and lays nothing out: the region's sizes are set by the test.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** How many times a region's content width was read (each read makes a browser lay the content out). */
let widthReads = 0;
const jsdomSizes = ['scrollWidth', 'clientWidth'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
);

beforeEach(() => {
  widthReads = 0;
  // Every region's content is wider than the region.
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get() {
      widthReads++;
      return 500;
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 300 });
});

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  for (const [name, descriptor] of jsdomSizes)
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
});

/** The browser's report that the region's content starts or stops being skipped. */
function skipChanged(region: Element, skipped: boolean) {
  const event = Object.assign(new Event('contentvisibilityautostatechange'), { skipped });
  act(() => void region.dispatchEvent(event));
}

describe('ScrollRegion', () => {
  it('takes focus as a named region when its content overflows', async () => {
    rendered = await renderWithQueries(
      <ScrollRegion label="Documentos">
        <table />
      </ScrollRegion>,
    );
    const region = rendered.container.firstElementChild!;
    expect([region.getAttribute('role'), region.getAttribute('aria-label'), region.getAttribute('tabindex')]).toEqual([
      'region',
      'Documentos',
      '0',
    ]);
  });

  it('does not measure content the browser may skip off screen until that content is drawn', async () => {
    rendered = await renderWithQueries(
      <ScrollRegion label="Documentos" style={{ contentVisibility: 'auto' }}>
        <table />
      </ScrollRegion>,
    );
    const region = rendered.container.firstElementChild!;
    expect(widthReads).toBe(0);
    expect(region.getAttribute('role')).toBeNull();
    skipChanged(region, false);
    expect(widthReads).toBe(1);
    expect([region.getAttribute('role'), region.getAttribute('tabindex')]).toEqual(['region', '0']);
    // Skipped again (scrolled away): what was measured stays.
    skipChanged(region, true);
    expect(widthReads).toBe(1);
    expect(region.getAttribute('role')).toBe('region');
  });
});
