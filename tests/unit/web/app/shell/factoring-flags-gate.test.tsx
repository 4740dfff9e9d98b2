// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlags } from '@domain/permissions';
import { FactoringFlagsGate, FLAGS_LOAD_FAILED } from '@web/app/shell/factoring-flags-gate';
import { answerFetch } from '@tests/support/fake-fetch';
import { renderWithQueries, settle, type Rendered } from '@tests/support/jsdom-render';

const logout = vi.fn(async () => undefined);
vi.mock('@web/lib/id-token', () => ({ currentIdToken: vi.fn(async () => 'id-token-123') }));
vi.mock('@web/lib/runtime-config-context', () => ({ useRuntimeConfig: () => ({ restUrl: 'http://api.test/' }) }));
vi.mock('@web/lib/company/company-context', () => ({
  useSelectedCompany: () => ({ username: 'ana@a.cl', selected: { rut: '76389992-6', razonSocial: 'A' } }),
}));
vi.mock('@web/lib/session/session-context', () => ({ useSession: () => ({ logout }) }));

/**
 * The signed-in screens when GET /api/sesion fails (web/src/app/shell/factoring-flags-gate.tsx): the failure in
 * Spanish with 'Reintentar' and 'Cerrar sesión' instead of a spinner that never ends.
 */
describe('the screen of a route when the factoring flags cannot be read', () => {
  let rendered: Rendered;

  beforeEach(async () => {
    answerFetch(500, { message: 'Servicio no disponible' });
    rendered = await renderWithQueries(
      <FactoringFlagsGate>
        <p>pantalla</p>
      </FactoringFlagsGate>,
    );
  });

  afterEach(() => {
    rendered.unmount();
    vi.unstubAllGlobals();
    logout.mockClear();
  });

  const button = (name: string) =>
    [...rendered.container.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;

  it("says in Spanish that the session could not be loaded, with the server's reason, instead of the screen", () => {
    const alert = rendered.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(FLAGS_LOAD_FAILED);
    expect(alert?.textContent).toContain('Servicio no disponible');
    expect(rendered.container.textContent).not.toContain('pantalla');
  });

  it("reads the flags again on 'Reintentar' and shows the screen once they arrive", async () => {
    const calls = answerFetch(200, { flags: readFlags({}) });
    await act(async () => button('Reintentar').click());
    await settle();
    expect(calls.map((call) => call.url)).toEqual(['http://api.test/api/sesion?factoring=76389992-6']);
    expect(rendered.container.textContent).toContain('pantalla');
    expect(rendered.container.querySelector('[role="alert"]')).toBeNull();
  });

  it("signs out on 'Cerrar sesión'", async () => {
    await act(async () => button('Cerrar sesión').click());
    expect(logout).toHaveBeenCalledOnce();
  });
});
