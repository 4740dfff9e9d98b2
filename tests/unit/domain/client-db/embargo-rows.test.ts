import { describe, expect, it } from 'vitest';
import { toEmbargoRows } from '@domain/client-db/embargo-rows';
import type { TgrCobranzaRow } from '@domain/client-db/row-types';

const cobranza = (expediente: string, anio: number, etapa: string): TgrCobranzaRow => ({
  expediente,
  anio,
  comuna: 'SANTIAGO',
  etapa,
  monto: 1_250_000,
  accion: 'Cobro',
  tipo: 'Fiscal',
});

describe('toEmbargoRows', () => {
  it('turns each cobranza in the Embargo stage into one row keyed by expediente and year, with the record as JSON', () => {
    const rows = toEmbargoRows([
      cobranza('10234', 2025, 'Notificación'),
      cobranza('10234', 2026, 'Embargo'),
      cobranza('20001', 2025, 'Requerimiento'),
      cobranza('30077', 2024, 'Embargo'),
    ]);
    expect(rows.map((row) => row.embargoId)).toEqual(['10234-2026', '30077-2024']);
    expect(JSON.parse(rows[0]!.metadata)).toEqual({
      expediente: '10234',
      anio: 2026,
      comuna: 'SANTIAGO',
      etapa: 'Embargo',
      monto: 1_250_000,
      accion: 'Cobro',
      tipo: 'Fiscal',
    });
  });

  it('gives no rows when no proceeding reached the seizure stage (stage names match exactly)', () => {
    expect(toEmbargoRows([cobranza('1', 2025, 'embargo'), cobranza('2', 2025, 'Notificación')])).toEqual([]);
    expect(toEmbargoRows([])).toEqual([]);
  });
});
