import { describe, expect, it } from 'vitest';
import { toCesionRows } from '@domain/client-db/cesion-rows';
import type { PeriodCessionRow } from '@domain/period-types';

const CLIENT = '76354771-K';
const base: PeriodCessionRow = {
  vendedor: CLIENT,
  estadoCesion: 'Cesion Vigente',
  deudor: '96790240-3',
  mailDeudor: null,
  tipoDoc: 33,
  nombreDoc: 'Factura Electronica',
  folioDoc: 170,
  fchEmisDte: '2026-10-01',
  mntTotal: 1000,
  cedente: CLIENT,
  rzCedente: 'CLIENTE',
  mailCedente: null,
  cesionario: '76389992-6',
  rzCesionario: 'FACTORING',
  mailCesionario: null,
  fchCesion: '2026-10-02 10:30',
  mntCesion: 900,
  fchVencimiento: '2026-11-01',
};

describe('toCesionRows', () => {
  it('keeps the client cessions as cedente or deudor, once each, by date', () => {
    const rows = toCesionRows(
      [
        { ...base, folioDoc: 2, fchCesion: '2026-10-05 09:00' },
        base,
        base,
        { ...base, folioDoc: 3, cedente: '76389992-6', cesionario: '77777777-7' },
        { ...base, folioDoc: 4, vendedor: '11111111-1', cedente: '11111111-1', deudor: CLIENT },
      ],
      CLIENT,
    );
    expect(rows.map((r) => [r.folioDTE, r.fechaHoraCesion, r.rutCedente])).toEqual([
      [170, '2026-10-02 10:30:00', CLIENT],
      [4, '2026-10-02 10:30:00', '11111111-1'],
      [2, '2026-10-05 09:00:00', CLIENT],
    ]);
    expect(rows[0]).toEqual({
      folioDTE: 170,
      tipoDTE: 33,
      rutEmisor: CLIENT,
      rutDeudor: '96790240-3',
      rutCedente: CLIENT,
      rutCesionario: '76389992-6',
      montoCesion: 900,
      fechaHoraCesion: '2026-10-02 10:30:00',
      fechaVencimiento: '2026-11-01',
      estadoCesion: 'Cesion Vigente',
    });
  });

  it('files a factura de compra (46) under its issuer, the buyer (deudor)', () => {
    const [row] = toCesionRows([{ ...base, tipoDoc: 46 }], CLIENT);
    expect(row).toMatchObject({ rutEmisor: '96790240-3', rutCedente: CLIENT, tipoDTE: 46 });
  });
});
