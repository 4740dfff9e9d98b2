// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cesionView } from '@tests/support/cession-factory';
import { renderWithQueries, settle } from '@tests/support/jsdom-render';
import type { CessionSearch } from '@web/lib/cessions/search-criteria';

const asked: Array<Record<string, unknown>> = [];
vi.mock('@web/lib/graphql', () => ({
  runGraphql: async (_query: string, variables: Record<string, unknown>) => {
    asked.push(variables);
    return {
      page: { items: [cesionView({ id: String(variables.fechaInicio) })], nextToken: null, ultimaActualizacion: null },
    };
  },
}));
const { useCesiones, usePrefetchCesiones, PARALLEL_WINDOWS } = await import('@web/lib/cessions/get-cesiones');

const search: CessionSearch = { fechaInicio: '2019-04-04', fechaTermino: '2019-04-08', rut: '', folio: 0 };
let prefetch: (s: CessionSearch) => void = () => undefined;
let show: () => void = () => undefined;

/** Hands the prefetch out, and once shown renders the list of `search` as the screens do. */
function Probe() {
  const [shown, setShown] = useState(false);
  prefetch = usePrefetchCesiones({ list: 'adquiridas' }, '76389992-6');
  show = () => setShown(true);
  return shown ? <List /> : null;
}

function List() {
  // Another object with the same criteria, as the screen's state holds it: the cache entry is found by value.
  const { data } = useCesiones({ list: 'adquiridas' }, '76389992-6', { ...search });
  return <p data-testid="rows">{data?.complete ? data.cesiones.map((c) => c.id).join(',') : 'cargando'}</p>;
}

describe('usePrefetchCesiones (a new search read before the screen renders it)', () => {
  it('asks for the search pages at once, and the list rendered afterwards shows them without asking again', async () => {
    const { container, unmount } = await renderWithQueries(<Probe />);
    expect(asked).toHaveLength(0);

    prefetch(search);
    await settle();
    // Both halves of the window (the first also as a small first page), before anything renders the search.
    expect(asked.map((variables) => variables.fechaInicio)).toEqual(['2019-04-04', '2019-04-04', '2019-04-06']);
    expect(asked).toHaveLength(PARALLEL_WINDOWS + 1);

    await act(async () => show());
    await settle();
    expect(container.querySelector('[data-testid=rows]')?.textContent).toBe('2019-04-04,2019-04-06');
    expect(asked).toHaveLength(PARALLEL_WINDOWS + 1);
    unmount();
  });
});
