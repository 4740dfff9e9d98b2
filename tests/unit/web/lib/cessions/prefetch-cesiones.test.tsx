// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { cesionView } from '@tests/support/cession-factory';
import { settle } from '@tests/support/jsdom-render';
import type { CessionSearch } from '@web/lib/cessions/search-criteria';

const asked: Array<Record<string, unknown>> = [];
vi.mock('@web/lib/graphql', () => ({
  runGraphql: async (_query: string, variables: Record<string, unknown>) => {
    asked.push(variables);
    return {
      page: {
        items: [cesionView({ id: `${String(variables.fechaInicio)}`, folio: asked.length })],
        nextToken: null,
        ultimaActualizacion: null,
      },
    };
  },
}));
const { useCesiones, usePrefetchCesiones, PARALLEL_WINDOWS } = await import('@web/lib/cessions/get-cesiones');

const search: CessionSearch = { fechaInicio: '2019-04-04', fechaTermino: '2019-04-08', rut: '', folio: 0 };

/** Hands the prefetch out, and once `shown` renders the list of `search` as the screens do. */
function Probe({ shown, onPrefetch }: { shown: boolean; onPrefetch: (prefetch: (s: CessionSearch) => void) => void }) {
  onPrefetch(usePrefetchCesiones({ list: 'adquiridas' }, '76389992-6'));
  return shown ? <List /> : null;
}

function List() {
  const { data } = useCesiones({ list: 'adquiridas' }, '76389992-6', { ...search });
  return <p data-testid="rows">{data?.complete ? data.cesiones.map((c) => c.id).join(',') : 'cargando'}</p>;
}

describe('usePrefetchCesiones (a new search read before the screen renders it)', () => {
  it('asks for the search pages at once, and the list rendered afterwards shows them without asking again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    let prefetch: (s: CessionSearch) => void = () => undefined;
    const draw = (shown: boolean) =>
      root.render(
        <QueryClientProvider client={client}>
          <Probe shown={shown} onPrefetch={(next) => (prefetch = next)} />
        </QueryClientProvider>,
      );
    await act(async () => draw(false));
    expect(asked).toHaveLength(0);

    prefetch(search);
    await settle();
    // Both halves of the window, before anything renders the search.
    expect(asked.map((variables) => variables.fechaInicio)).toEqual(['2019-04-04', '2019-04-06']);
    expect(asked).toHaveLength(PARALLEL_WINDOWS);

    await act(async () => draw(true));
    await settle();
    expect(container.querySelector('[data-testid=rows]')?.textContent).toBe('2019-04-04,2019-04-06');
    expect(asked).toHaveLength(PARALLEL_WINDOWS);
    act(() => root.unmount());
    container.remove();
  });
});
