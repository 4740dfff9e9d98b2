import { describe, expect, it } from 'vitest';
import { defaultSearchForm } from '@web/lib/cessions/search-criteria';
import { searchAddress, searchFromAddress } from '@web/lib/cessions/search-address';

const now = new Date('2024-06-11T15:00:00Z');

/** The address a patch writes onto an empty one. */
function addressOf(patch: Record<string, string | null>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(patch)) if (value) params.set(key, value);
  return params;
}

describe('searchAddress and searchFromAddress', () => {
  it('start the screen with the search its address holds: dates, normalised rut and folio', () => {
    const search = { fechaInicio: '2024-05-01', fechaTermino: '2024-06-10', rut: '76543210-3', folio: 4512 };
    const address = addressOf(searchAddress(search, null));
    expect(address.toString()).toBe('desde=2024-05-01&hasta=2024-06-10&rut=76543210-3&folio=4512');
    expect(searchFromAddress(now, 7, address)).toEqual({
      form: { fechaInicio: '2024-05-01', fechaTermino: '2024-06-10', rut: '76543210-3', folio: '4512' },
      search,
      extendedFields: null,
      extended: null,
    });
  });

  it('keep the extended criteria (Tipo Fecha, amounts in CLP) and the owed screen razón social', () => {
    const search = { fechaInicio: '2024-06-01', fechaTermino: '2024-06-10', rut: '', folio: 0 };
    const extended = { tipoFecha: 'vencimiento' as const, mntCesionInicial: 1_500_000, mntCesionFinal: null };
    const start = searchFromAddress(now, 7, addressOf(searchAddress(search, extended)));
    expect(start.extended).toEqual(extended);
    expect(start.extendedFields).toEqual({ tipoFecha: 'vencimiento', montoDesde: '1500000', montoHasta: '' });

    const owed = { ...search, razonSocial: 'Alfa SpA' };
    const address = addressOf(searchAddress(owed, null));
    expect(searchFromAddress(now, 7, address, { razonSocial: true }).search).toEqual(owed);
  });

  it('drop a search the checks refuse and start from the default window or the linked folio', () => {
    const tooWide = new URLSearchParams({ desde: '2024-01-01', hasta: '2024-06-10' });
    expect(searchFromAddress(now, 7, tooWide).form).toEqual(defaultSearchForm(now, 7));
    const badRut = new URLSearchParams({ desde: '2024-06-01', hasta: '2024-06-10', rut: '1-1' });
    expect(searchFromAddress(now, 7, badRut).search.rut).toBe('');
    const folioOnly = searchFromAddress(now, 7, new URLSearchParams({ folio: '800123' }));
    expect(folioOnly.search).toEqual({ fechaInicio: '2024-03-10', fechaTermino: '2024-06-11', rut: '', folio: 800123 });
    const badAmount = new URLSearchParams({
      desde: '2024-06-01',
      hasta: '2024-06-10',
      tipoFecha: 'cesion',
      montoDesde: 'x',
    });
    expect(searchFromAddress(now, 7, badAmount).extended).toBeNull();
  });
});
