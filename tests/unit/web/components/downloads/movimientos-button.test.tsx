// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { cesionView } from '@tests/support/cession-factory';
import { settle } from '@tests/support/jsdom-render';

vi.mock('@web/lib/graphql', () => ({
  runGraphql: async () => ({ getMovimientos: '<p>Cesión registrada</p>' }),
}));
const { MovimientosButton } = await import('@web/components/downloads/movimientos-button');

/** 'Mvtos.' (web/src/components/downloads/movimientos-button.tsx): a list draws one per row, a thousand at a time. */
describe('MovimientosButton', () => {
  it('holds no query while closed, and reads the history once opened', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <QueryClientProvider client={client}>
          <MovimientosButton cesion={cesionView({ folio: 170 })} rutFactoring="76389992-6" />
        </QueryClientProvider>,
      ),
    );
    const movimientos = () => client.getQueryCache().findAll({ queryKey: ['movimientos'] });
    expect(movimientos()).toHaveLength(0);

    await act(async () => container.querySelector('button')!.click());
    await settle();
    expect(movimientos()).toHaveLength(1);
    expect(document.querySelector('iframe[title="Movimientos folio 170"]')?.getAttribute('srcdoc')).toContain(
      'Cesión registrada',
    );
    act(() => root.unmount());
    container.remove();
  });
});
