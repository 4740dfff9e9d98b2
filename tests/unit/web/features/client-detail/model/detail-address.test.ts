import { describe, expect, it } from 'vitest';
import {
  detailViewAddress,
  detailViewFromAddress,
  type DetailView,
} from '@web/features/client-detail/model/detail-view';
import {
  cesionesTabViewAddress,
  cesionesTabViewFromAddress,
  documentsTableViewAddress,
  documentsTableViewFromAddress,
  ledgerMonthsAddress,
  ledgerMonthsFromAddress,
  matchSettingsAddress,
  matchSettingsFromAddress,
  TAB_VIEW_RESET,
} from '@web/features/client-detail/model/tab-view';
import { pageAddress, pageFromAddress } from '@web/lib/url-page';
import type { UrlParamsPatch } from '@web/lib/use-url-params';

/** 15 November 2026, 12:00 in Santiago: the default range is 2025-11-15..2026-11-15. */
const NOW = new Date('2026-11-15T15:00:00Z');

/** `patch` applied to `address` as useUrlParams applies it ('' and null remove a key). */
function applied(patch: UrlParamsPatch, address = ''): URLSearchParams {
  const params = new URLSearchParams(address);
  for (const [key, value] of Object.entries(patch)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  return params;
}

describe('the client detail view kept in the address', () => {
  it('reads a bare address as the last 12 months, full amounts and no counterparty', () => {
    expect(detailViewFromAddress(new URLSearchParams('tab=ventas'), NOW)).toEqual({
      range: { inicio: '2025-11-15', fin: '2026-11-15' },
      amountMode: 'completo',
      counterparties: { venta: null, compra: null },
    });
  });

  it("writes the sticky bar's choices and reads them back the same, keeping the tab", () => {
    const view: DetailView = {
      range: { inicio: '2026-01-01', fin: '2026-06-30' },
      amountMode: 'millones',
      counterparties: { venta: '76389992-6', compra: '9876543-K' },
    };
    const params = applied(detailViewAddress(view, NOW), 'tab=cesiones');
    expect(params.toString()).toBe(
      'tab=cesiones&desde=2026-01-01&hasta=2026-06-30&montos=millones&deudor=76389992-6&proveedor=9876543-K',
    );
    expect(detailViewFromAddress(params, NOW)).toEqual(view);
  });

  it('leaves no parameter for the defaults, and a new range or counterparty starts the tab’s own filters afresh', () => {
    const address = 'tab=cesiones&desde=2026-01-01&hasta=2026-06-30&montos=millones&mes=2026-03&pagina=4';
    const standard = { inicio: '2025-11-15', fin: '2026-11-15' };
    expect(applied(detailViewAddress({ range: standard }, NOW), address).toString()).toBe(
      'tab=cesiones&montos=millones',
    );
    // The amount format is not a filter: the tab keeps its month and page.
    expect(applied(detailViewAddress({ amountMode: 'completo' }, NOW), address).toString()).toBe(
      'tab=cesiones&desde=2026-01-01&hasta=2026-06-30&mes=2026-03&pagina=4',
    );
    expect(
      applied(detailViewAddress({ counterparties: { venta: '76389992-6', compra: null } }, NOW), address).toString(),
    ).toBe('tab=cesiones&desde=2026-01-01&hasta=2026-06-30&montos=millones&deudor=76389992-6');
  });

  it('reads a range that is not two days in order as the default, and a counterparty that is not a RUT as none', () => {
    const read = (address: string) => detailViewFromAddress(new URLSearchParams(address), NOW);
    const standard = { inicio: '2025-11-15', fin: '2026-11-15' };
    expect(read('desde=2026-06-30&hasta=2026-01-01').range).toEqual(standard);
    expect(read('desde=2026-02-30&hasta=2026-03-01').range).toEqual(standard);
    expect(read('desde=2026-01-01').range).toEqual(standard);
    expect(read('desde=2026-03-01&hasta=2026-03-01').range).toEqual({ inicio: '2026-03-01', fin: '2026-03-01' });
    expect(read('deudor=76.389.992-6&proveedor=abc&montos=M').counterparties).toEqual({ venta: null, compra: null });
    expect(read('montos=M').amountMode).toBe('completo');
  });
});

describe("the client detail tabs' own filters kept in the address", () => {
  it("writes the Cesiones tab's month, Estado and Factoring filters and page, and reads them back", () => {
    const view = {
      month: '2026-05',
      estados: ['aceptado' as const, 'reclamado' as const],
      factorings: ['76389992-6', '96667560-8'],
      page: 2,
    };
    const params = applied(cesionesTabViewAddress(view), 'tab=cesiones');
    expect(params.toString()).toBe(
      'tab=cesiones&mes=2026-05&estados=aceptado%2Creclamado&factorings=76389992-6%2C96667560-8&pagina=2',
    );
    expect(cesionesTabViewFromAddress(params)).toEqual(view);
    expect(
      applied(
        cesionesTabViewAddress({ month: null, estados: [], factorings: [], page: 1 }),
        params.toString(),
      ).toString(),
    ).toBe('tab=cesiones');
  });

  it('drops the values a Cesiones tab does not offer, and repeats', () => {
    expect(
      cesionesTabViewFromAddress(
        new URLSearchParams('mes=2026-13&estados=aceptado,vigente,aceptado&factorings=76389992-6,x&pagina=0'),
      ),
    ).toEqual({ month: null, estados: ['aceptado'], factorings: ['76389992-6'], page: 1 });
  });

  it('keeps the Ventas months ascending, and the documents table’s Tipo, Estado de cesión, Factoring and page', () => {
    expect(ledgerMonthsFromAddress(applied(ledgerMonthsAddress(['2026-05', '2026-02'])))).toEqual([
      '2026-02',
      '2026-05',
    ]);
    expect(ledgerMonthsFromAddress(new URLSearchParams('meses=2026-02,mayo'))).toEqual(['2026-02']);
    expect(applied(ledgerMonthsAddress([]), 'meses=2026-02').toString()).toBe('');

    const view = { tipo: '61', cedido: 'noCedido' as const, factoring: '76389992-6', page: 3 };
    const params = applied(documentsTableViewAddress(view));
    expect(params.toString()).toBe('tipo=61&cedido=no-cedido&factoring=76389992-6&pagina=3');
    expect(documentsTableViewFromAddress(params)).toEqual(view);
    expect(documentsTableViewFromAddress(new URLSearchParams('tipo=99&cedido=quizas&factoring=Banco'))).toEqual({
      tipo: '',
      cedido: 'todos',
      factoring: '',
      page: 1,
    });
  });

  it("the reset removes every tab's own parameter and nothing of the sticky bar's", () => {
    const address =
      'tab=ventas&desde=2026-01-01&hasta=2026-06-30&deudor=76389992-6&mes=2026-05&meses=2026-02&estados=aceptado' +
      '&factorings=76389992-6&tipo=33&cedido=cedido&factoring=76389992-6&pagina=2&pagina-cruzadas=3&tolerancia=2' +
      '&dias=30';
    expect(applied(TAB_VIEW_RESET, address).toString()).toBe(
      'tab=ventas&desde=2026-01-01&hasta=2026-06-30&deudor=76389992-6',
    );
  });

  it('keeps the Ventas Cruzadas page beside the documents table’s, each under its own parameter', () => {
    const params = applied({ ...pageAddress(3), ...pageAddress(2, 'pagina-cruzadas') }, 'tab=ventas');
    expect(params.toString()).toBe('tab=ventas&pagina=3&pagina-cruzadas=2');
    expect([pageFromAddress(params), pageFromAddress(params, 'pagina-cruzadas')]).toEqual([3, 2]);
    expect(applied(pageAddress(1, 'pagina-cruzadas'), params.toString()).toString()).toBe('tab=ventas&pagina=3');
  });

  it("writes the Intención de Pago panel's applied settings, none at the defaults, and reads only numbers above 0", () => {
    const params = applied(matchSettingsAddress({ toleranciaPct: 2.5, diasAdelante: 30 }), 'tab=riesgo&pagina=2');
    expect(params.toString()).toBe('tab=riesgo&pagina=2&tolerancia=2.5&dias=30');
    expect(matchSettingsFromAddress(params)).toEqual({ toleranciaPct: 2.5, diasAdelante: 30 });
    expect(applied(matchSettingsAddress({ toleranciaPct: 1, diasAdelante: 14 }), params.toString()).toString()).toBe(
      'tab=riesgo&pagina=2',
    );
    expect(matchSettingsFromAddress(new URLSearchParams('tolerancia=0,5&dias=0'))).toEqual({
      toleranciaPct: 0.5,
      diasAdelante: 14,
    });
    expect(matchSettingsFromAddress(new URLSearchParams('tolerancia=-1&dias=catorce'))).toEqual({
      toleranciaPct: 1,
      diasAdelante: 14,
    });
  });
});
