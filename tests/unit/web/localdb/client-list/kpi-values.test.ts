import { describe, expect, it } from 'vitest';
import type { ClientCompany } from '@web/localdb/client-list/client-company';
import { kpiValuesOf } from '@web/localdb/client-list/kpi-values';

const company = (rut: string): ClientCompany => ({
  rut,
  razonSocial: rut,
  ejecutivo: '',
  estado: null,
  tamano: null,
  correo: null,
  telefono: null,
});

const months = (entries: Record<string, number | null>) => new Map(Object.entries(entries));

describe('kpiValuesOf (the clients’ KPI values for the radar preview)', () => {
  const list = {
    companies: [company('1-9'), company('2-7'), company('3-5')],
    kpis: new Map([
      [
        '1-9',
        new Map([
          ['payment-compliance', months({ '2026-01': 80, '2026-02': null, '2026-03': 90 })],
          ['cantidad-factorings', months({ '2026-01': 2, '2026-02': 5, '2026-03': 3 })],
        ]),
      ],
      ['2-7', new Map([['payment-compliance', months({ '2026-03': 40 })]])],
    ]),
  };

  const all = { start: '2026-01', end: '2026-03' };

  it('averages a percent KPI over the months with a value, in the companies’ order, null without any', () => {
    expect(kpiValuesOf(list, all)['payment-compliance']).toEqual([85, 40, null]);
  });

  it('takes the maximum of cantidad-factorings, as its client-list column does', () => {
    expect(kpiValuesOf(list, all)['cantidad-factorings']).toEqual([5, null, null]);
  });

  it('takes only the months of the range when the list holds more', () => {
    const values = kpiValuesOf(list, { start: '2026-02', end: '2026-03' });
    expect(values['payment-compliance']).toEqual([90, 40, null]);
    expect(values['cantidad-factorings']).toEqual([5, null, null]);
  });

  it('gives null to a client whose values all fall outside the range', () => {
    expect(kpiValuesOf(list, { start: '2026-01', end: '2026-02' })['payment-compliance']).toEqual([80, null, null]);
  });
});
