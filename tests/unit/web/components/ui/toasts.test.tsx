// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, ToastProvider, useToast } from '@web/components/ui/toasts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let raise: ReturnType<typeof useToast>;
function Raiser() {
  raise = useToast();
  return null;
}

/** The toast stack (web/src/components/ui/toasts.tsx): a message stays while someone reads it (WCAG 2.2.1). */
describe('toasts', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <ToastProvider>
          <Raiser />
        </ToastProvider>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  const toast = () => container.querySelector<HTMLElement>('[data-testid="toast-error"]');
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const hover = (over: boolean) =>
    act(() => {
      const target = toast()!;
      target.dispatchEvent(
        new MouseEvent(over ? 'mouseover' : 'mouseout', { bubbles: true, relatedTarget: over ? document.body : null }),
      );
    });

  it('closes an unattended toast after its time', () => {
    act(() => raise('error', 'No se pudo guardar'));
    advance(TOAST_AUTO_CLOSE_MS - 1);
    expect(toast()?.textContent).toContain('No se pudo guardar');
    advance(1);
    expect(toast()).toBeNull();
  });

  it('keeps a hovered toast, and closes it with the time it had left once the pointer leaves', () => {
    act(() => raise('error', 'No se pudo guardar'));
    advance(3000);
    hover(true);
    advance(60_000);
    expect(toast()).not.toBeNull();
    hover(false);
    advance(999);
    expect(toast()).not.toBeNull();
    advance(1);
    expect(toast()).toBeNull();
  });

  it('keeps a toast while focus is inside it, and its close button closes it at once', () => {
    act(() => raise('error', 'No se pudo guardar'));
    const close = toast()!.querySelector<HTMLButtonElement>('button[aria-label="Cerrar"]')!;
    act(() => close.focus());
    advance(60_000);
    expect(toast()).not.toBeNull();
    act(() => close.click());
    expect(toast()).toBeNull();
  });
});
