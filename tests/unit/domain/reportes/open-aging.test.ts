import { describe, expect, it } from 'vitest';
import { openAging } from '@domain/reportes/open-aging';
import { sliceDocuments } from '@domain/reportes/report-slice';
import { cesionView } from '@tests/support/cession-factory';

// 2026-03-15 12:00 in Chile (UTC-3).
const NOW = new Date('2026-03-15T15:00:00Z');

describe('openAging and its drill-down', () => {
  const rows = [
    cesionView({ id: 'today', fechaVencimiento: '15-03-2026', montoCedido: 10 }),
    cesionView({ id: 'yesterday', fechaVencimiento: '14-03-2026', montoCedido: 20 }),
    cesionView({ id: 'in31', fechaVencimiento: '15-04-2026', montoCedido: 40 }),
    cesionView({ id: 'none', fechaVencimiento: null, montoCedido: 80 }),
    cesionView({ id: 'recedido', fechaVencimiento: '15-03-2026', estadoCesion: '', montoCedido: 1 }),
    cesionView({ id: 'anulado', fechaVencimiento: '15-03-2026', anulado: { state: 'si', msg: '' }, montoCedido: 2 }),
  ];

  it('counts only open documents, due today as por vencer and from the next day as vencido', () => {
    const aging = Object.fromEntries(openAging(rows, NOW).map((t) => [t.tramo, [t.documentos, t.montoCedido]]));
    expect(aging).toEqual({
      porVencer0a30: [1, 10],
      porVencer31a60: [1, 40],
      porVencerMas60: [0, 0],
      vencido1a30: [1, 20],
      vencido31a60: [0, 0],
      vencidoMas60: [0, 0],
      sinVencimiento: [1, 80],
    });
  });

  it('drills a tramo, a month and a party down to the documents the figure counts', () => {
    expect(sliceDocuments(rows, { kind: 'tramo', tramo: 'porVencer0a30' }, NOW).map((d) => d.id)).toEqual(['today']);
    const months = [cesionView({ id: 'x', fechaCesion: '2026-02-28 23:00' }), cesionView({ id: 'y' })];
    expect(sliceDocuments(months, { kind: 'mes', mes: '2026-02' }, NOW).map((d) => d.id)).toEqual(['x']);
    const parties = [cesionView({ id: 'p', cedente: { rut: '1-9', razonSocial: '' } }), cesionView({ id: 'q' })];
    expect(sliceDocuments(parties, { kind: 'cedente', rut: '1-9' }, NOW).map((d) => d.id)).toEqual(['p']);
  });
});
