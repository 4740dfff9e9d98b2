// @vitest-environment jsdom
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlags } from '@domain/permissions';
import { RedirectIfSignedIn } from '@web/app/guards/redirect-if-signed-in';
import { sessionUserFromClaims } from '@web/lib/session/session-user';
import { answerFetch, type FetchCall } from '@tests/support/fake-fetch';
import { renderWithQueries, type Rendered } from '@tests/support/jsdom-render';

// The id token still says cesionesAdeudadas: the landing must not follow it.
const USER = sessionUserFromClaims({
  'cognito:username': 'u1',
  email: 'ana@a.cl',
  'custom:rutCesionario': '76389992-6',
  'custom:cesionesAdeudadas': '1',
});

vi.mock('@web/lib/id-token', () => ({ currentIdToken: vi.fn(async () => 'id-token-123') }));
vi.mock('@web/lib/runtime-config-context', () => ({ useRuntimeConfig: () => ({ restUrl: 'http://api.test/' }) }));
vi.mock('@web/lib/session/session-context', () => ({
  useSession: () => ({ state: { status: 'signedIn', user: USER }, logout: vi.fn() }),
}));
vi.mock('@web/lib/company/company-context', () => ({
  CompanyProvider: ({ children }: { children: unknown }) => children,
  useSelectedCompany: () => ({
    username: 'ana@a.cl',
    selected: { rut: '77000000-1', razonSocial: 'SEGUNDO FACTORING' },
    isLoading: false,
  }),
}));

/** The screen a redirect reached: its path. */
function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/**
 * The landing after sign-in (web/src/app/guards/redirect-if-signed-in.tsx, core-platform §2 'After login'): the
 * route of the flags the server holds for the user in the selected factoring, not those of the id token.
 */
describe('where a signed-in user lands', () => {
  let rendered: Rendered;
  let calls: FetchCall[];

  beforeEach(async () => {
    calls = answerFetch(200, { flags: readFlags({ 'custom:cesionesAdeudadas': '0' }) });
    rendered = await renderWithQueries(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            index
            element={
              <RedirectIfSignedIn>
                <p>login</p>
              </RedirectIfSignedIn>
            }
          />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>,
    );
  });

  afterEach(() => {
    rendered.unmount();
    vi.unstubAllGlobals();
  });

  it("goes to the route of the selected factoring's server flags (no cesionesAdeudadas there: Adquiridas)", () => {
    expect(calls.map((call) => call.url)).toEqual(['http://api.test/api/sesion?factoring=77000000-1']);
    expect(rendered.container.textContent).toBe('/cesion-adquiridas');
  });
});
