import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EnrolmentLink } from '@web/features/whitelist/components/enrolment-link';
import { ENROLMENT_LINK_HINT } from '@web/features/whitelist/model/copy-label';
import { RuntimeConfigProvider } from '@web/lib/runtime-config-context';
import type { RuntimeConfig } from '@web/lib/runtime-config';

const CONFIG = { restUrl: 'https://api.example.cl/' } as RuntimeConfig;

/** The header's enrolment link as the server renders it, with a whitelist answer already known. */
function render(answer: { respuesta: boolean; id: string | null }): string {
  const client = new QueryClient();
  client.setQueryData(['whitelist', '76389992-6'], answer);
  (globalThis as { window?: unknown }).window = { location: { origin: 'https://radar.example.cl' } };
  return renderToStaticMarkup(
    <RuntimeConfigProvider config={CONFIG}>
      <QueryClientProvider client={client}>
        <EnrolmentLink rutFactoring="76389992-6" />
      </QueryClientProvider>
    </RuntimeConfigProvider>,
  );
}

describe('enrolment link (core-platform §2 Shell; client-radar.md §1, §2, §6)', () => {
  it('says it leads to the enroller, which needs a signed-in user of the factoring', () => {
    const html = render({ respuesta: true, id: '76389992-6' });
    expect(html).toContain('value="https://radar.example.cl/enrolador?factoring=76389992-6"');
    expect(html).toContain('>Enrolador<');
    expect(html).toContain('aria-describedby="enrolment-link-hint"');
    expect(ENROLMENT_LINK_HINT).toMatch(/iniciar sesión/);
    expect(ENROLMENT_LINK_HINT).toMatch(/No es un registro para el cliente/);
    expect(html).toContain(ENROLMENT_LINK_HINT.replace(/'/g, '&#x27;'));
    expect(html).toContain('Copiar...');
  });

  it('shows nothing to users who are not whitelisted', () => {
    expect(render({ respuesta: false, id: null })).toBe('');
  });
});
