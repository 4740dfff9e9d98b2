// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingPage } from '@web/features/downloads/components/loading-page';
import { CERTIFICATE_HTML, LOADING_READY } from '@web/lib/downloads/certificate-window';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CERTIFICATE =
  '<!DOCTYPE html><html><head><title>Certificado folio 29635</title></head><body><h1>Certificado de Cesión</h1></body></html>';

/**
 * '/loading' (web/src/features/downloads/components/loading-page.tsx): tells its opener it listens, and shows only
 * a certificate its opener posts from the app's origin, in a frame sandboxed without scripts or the app's origin.
 */
describe("the '/loading' page", () => {
  let container: HTMLDivElement;
  let root: Root;
  const opener = { postMessage: vi.fn() };

  beforeEach(async () => {
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<LoadingPage />));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    opener.postMessage.mockReset();
  });

  const post = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin: init.origin ?? window.location.origin,
          source: (init.source ?? opener) as Window,
        }),
      );
    });

  it('tells its opener, on its own origin only, that it listens', () => {
    expect(opener.postMessage).toHaveBeenCalledWith(LOADING_READY, window.location.origin);
  });

  it("shows the opener's certificate in a frame sandboxed without any permission, titled as the certificate", () => {
    post({ type: CERTIFICATE_HTML, html: CERTIFICATE });
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toBe(CERTIFICATE);
    expect(container.textContent).not.toContain('Certificado de Cesión');
    expect(document.title).toBe('Certificado folio 29635');
  });

  it('ignores a certificate from another origin or from a window other than its opener', () => {
    post({ type: CERTIFICATE_HTML, html: CERTIFICATE }, { origin: 'https://attacker.example' });
    post({ type: CERTIFICATE_HTML, html: CERTIFICATE }, { source: window });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.textContent).toContain('Generando certificado...');
  });
});
