import { describe, expect, it } from 'vitest';
import {
  clientListViewAddress,
  clientListViewFromAddress,
  type ClientListView,
} from '@web/features/client-list/model/client-list-view';

/** 15 November 2026, 12:00 in Santiago: the picker offers 2025-12 to 2026-11, the default range is 2026-09..11. */
const NOW = new Date('2026-11-15T15:00:00Z');

/** The address a patch leaves when applied to an empty one (as useUrlParams applies it: '' and null remove). */
function addressOf(changes: Partial<ClientListView>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(clientListViewAddress(changes, NOW))) if (value) params.set(key, value);
  return params;
}

describe('the client list view kept in the address', () => {
  it('reads a bare address as the default view: last 3 months, no filter, first page', () => {
    expect(clientListViewFromAddress(new URLSearchParams(), NOW)).toEqual({
      range: { start: '2026-09', end: '2026-11' },
      filters: { text: '', ejecutivo: '', pendingOnly: false },
      page: 1,
    });
  });

  it('writes a chosen range, filters and page, and reads them back the same', () => {
    const view: ClientListView = {
      range: { start: '2026-01', end: '2026-04' },
      filters: { text: 'Peñalolén Ltda', ejecutivo: 'ana@factoring.cl', pendingOnly: true },
      page: 3,
    };
    const params = addressOf(view);
    expect(params.toString()).toBe(
      'desde=2026-01&hasta=2026-04&cliente=Pe%C3%B1alol%C3%A9n+Ltda&ejecutivo=ana%40factoring.cl&pendientes=1&pagina=3',
    );
    expect(clientListViewFromAddress(params, NOW)).toEqual(view);
  });

  it('leaves no parameter for the default parts, and touches only the parts a change gives', () => {
    expect(
      addressOf({
        range: { start: '2026-09', end: '2026-11' },
        filters: { text: '', ejecutivo: '', pendingOnly: false },
        page: 1,
      }).toString(),
    ).toBe('');
    expect(clientListViewAddress({ page: 2 }, NOW)).toEqual({ pagina: '2' });
  });

  it('reads a range the picker does not offer, or reversed, as the default range, and a bad page as the first', () => {
    const read = (address: string) => clientListViewFromAddress(new URLSearchParams(address), NOW);
    expect(read('desde=2025-11&hasta=2026-02').range).toEqual({ start: '2026-09', end: '2026-11' });
    expect(read('desde=2026-05&hasta=2026-03').range).toEqual({ start: '2026-09', end: '2026-11' });
    expect(read('desde=2026-05').range).toEqual({ start: '2026-09', end: '2026-11' });
    expect(read('desde=2025-12&hasta=2025-12').range).toEqual({ start: '2025-12', end: '2025-12' });
    for (const page of ['0', '-2', '1.5', 'dos']) expect(read(`pagina=${page}`).page).toBe(1);
  });
});
