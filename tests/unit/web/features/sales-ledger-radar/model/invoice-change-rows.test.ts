import { describe, expect, it } from 'vitest';
import {
  eventBadge,
  filterByEvent,
  radarDteTypeName,
  searchRows,
} from '@web/features/sales-ledger-radar/model/invoice-change-rows';
import { invoiceChange as row } from '@tests/support/invoice-changes';

const ROWS = [
  row(1),
  row(2, { rut_emisor: '76127123-7', razonsocial: 'Otra Empresa S.A.' }),
  row(3, { invoice_data: { rutReceptor: '77000111-2', razonSocialReceptor: 'Comprador Ltda', fechaHoraEnSII: '' } }),
];

describe('searchRows: client-radar §5 ledger radar search', () => {
  it('matches issuer and receiver RUT and name, case-insensitive and trimmed', () => {
    const ids = (search: string) => searchRows(ROWS, search).map((found) => found.id);
    expect(ids('  otra EMPRESA ')).toEqual([2]);
    expect(ids('comprador')).toEqual([3]);
    expect(ids('76127123')).toEqual([2]);
    expect(ids('76.127.123-7')).toEqual([2]);
    expect(ids('96519800-8')).toEqual([1, 2]);
    expect(ids('   ')).toEqual([1, 2, 3]);
    expect(ids('nadie')).toEqual([]);
  });
});

describe('eventBadge and radarDteTypeName: client-radar §3, §4', () => {
  it("badges a new document 'Nuevo' and a cession 'Cesión', green only when the factoring is its cesionario", () => {
    expect(eventBadge(row(1))).toEqual({ text: 'Nuevo', tone: 'warning' });
    expect(eventBadge(row(1, { change_type: 'cesion', is_cesionario: 1 }))).toEqual({
      text: 'Cesión',
      tone: 'success',
    });
    expect(eventBadge(row(1, { change_type: 'cesion', is_cesionario: 0 }))).toEqual({ text: 'Cesión', tone: 'danger' });
  });

  it("names the listed document types and 'Tipo {n}' the others", () => {
    expect([33, 34, 46, 61, 56].map(radarDteTypeName)).toEqual([
      'Factura',
      'Factura Exenta',
      'Factura de Compra',
      'Nota de Crédito',
      'Tipo 56',
    ]);
  });
});

describe('filterByEvent and the typed events', () => {
  const typed = [
    row(1),
    row(2, { change_type: 'cesion', is_cesionario: 1 }),
    row(3, { change_type: 'cesion', is_cesionario: 0 }),
    row(4, { change_type: 'reclamada' }),
    row(5, { change_type: 'aceptada' }),
    row(6, { change_type: 'nota_credito', tipo_dte: 61 }),
  ];

  it('keeps the rows of one event, a cession split by whether the factoring is its cesionario', () => {
    const ids = (filter: Parameters<typeof filterByEvent>[1]) => filterByEvent(typed, filter).map((found) => found.id);
    expect(ids('todos')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids('nuevo')).toEqual([1]);
    expect(ids('cesion-propia')).toEqual([2]);
    expect(ids('cedida-otro')).toEqual([3]);
    expect(ids('reclamada')).toEqual([4]);
    expect(ids('aceptada')).toEqual([5]);
    expect(ids('nota-credito')).toEqual([6]);
  });

  it('badges the typed events by name', () => {
    expect(typed.slice(3).map((found) => eventBadge(found).text)).toEqual(['Reclamada', 'Aceptada', 'Nota de crédito']);
  });
});
