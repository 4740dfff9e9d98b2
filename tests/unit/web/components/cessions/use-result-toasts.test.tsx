// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResultToasts } from '@web/components/cessions/use-result-toasts';
import { ToastProvider } from '@web/components/ui/toasts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Screen({ rowCount, dataUpdatedAt }: { rowCount: number | undefined; dataUpdatedAt: number }) {
  useResultToasts({ error: null, errorUpdatedAt: 0, dataUpdatedAt, rowCount });
  return null;
}

/** The empty-period toast of the cession screens (core-platform §8). */
describe('useResultToasts', () => {
  let container: HTMLDivElement;
  let root: Root;
  const render = (rowCount: number | undefined, dataUpdatedAt: number) =>
    act(() =>
      root.render(
        <ToastProvider>
          <Screen rowCount={rowCount} dataUpdatedAt={dataUpdatedAt} />
        </ToastProvider>,
      ),
    );
  const infoToasts = () => [...container.querySelectorAll('[data-testid="toast-info"]')].map((t) => t.textContent);

  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  it('says the period has no AECs, and closes that at once when a later search brings rows', () => {
    render(undefined, 0);
    render(0, 1);
    expect(infoToasts()).toEqual(['No se encontraron AECs para el periodo de búsqueda']);
    // The user reads it: its time stops while the pointer is over it.
    act(() => {
      container
        .querySelector('[data-testid="toast-info"]')!
        .dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    render(3, 2);
    expect(infoToasts()).toEqual([]);
  });

  it('shows one such toast however many empty answers follow, not one per answer', () => {
    render(0, 1);
    render(0, 1);
    expect(infoToasts()).toHaveLength(1);
    render(0, 2);
    expect(infoToasts()).toHaveLength(1);
  });
});
