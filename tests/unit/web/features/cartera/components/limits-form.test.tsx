import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LimitsForm } from '@web/features/cartera/components/limits-form';
import { TOTP_STATUS_KEY } from '@web/lib/two-factor/totp-status';

// The setup form reads the signed-in session; only the notice's text is looked at here.
vi.mock('@web/components/two-factor/totp-setup-form', () => ({ TotpSetupForm: () => null }));

/** Cartera's limits panel as the server renders it, for a user with cuentas and without TOTP. */
function renderWithoutTotp(): string {
  const client = new QueryClient();
  client.setQueryData(TOTP_STATUS_KEY, false);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LimitsForm
        rutFactoring="76389992-6"
        limites={{ deudorParticipacionMaxima: null, cedenteParticipacionMaxima: null, porRut: [] }}
        editable
      />
    </QueryClientProvider>,
  );
}

describe("Cartera's limits panel without TOTP (core-platform §6)", () => {
  it('says the limits, not the accounts, need the second factor', () => {
    const html = renderWithoutTotp();
    expect(html).toContain('Para modificar los límites de concentración debe activar la verificación en dos pasos');
    expect(html).not.toContain('Para administrar cuentas');
  });
});
