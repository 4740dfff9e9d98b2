import { describe, expect, it } from 'vitest';
import type { AceptadoState, FlagState } from '@domain/event-types';
import { cessionTotals, countsTowardTotals, selectability } from '@domain/cession-rules';

const accepted: AceptadoState = { state: 'si', msg: 'Aceptado pagador', fecha: '2019-04-05 10:00:00', codigo: 'ACD' };
const rejected: AceptadoState = { state: 'no', msg: 'Reclamo', fecha: '2019-04-05 10:00:00', codigo: 'RCD' };
const pending: AceptadoState = { state: 'Pendiente', msg: 'Faltan 3 días', fecha: null, codigo: null };
const notAnnulled: FlagState = { state: 'no', msg: 'No registra', fecha: null };
const annulled: FlagState = { state: 'si', msg: 'NC', fecha: '2019-04-06 10:00:00' };

const row = (over: Partial<Parameters<typeof selectability>[0]> = {}) => ({
  estadoCesion: 'Cesion Vigente',
  aceptado: accepted,
  anulado: notAnnulled,
  aec_descargado: 1,
  ...over,
});

describe('selectability (core-platform §4)', () => {
  it('a current, accepted, not annulled row with its AEC is selectable', () => {
    expect(selectability(row())).toEqual({ selectable: true, reason: null });
    expect(selectability(row({ aceptado: pending }))).toEqual({ selectable: true, reason: null });
  });
  it("an empty estadoCesion is 'Dte recedido'", () => {
    expect(selectability(row({ estadoCesion: '', aec_descargado: 0 }))).toEqual({
      selectable: false,
      reason: 'Dte recedido',
    });
  });
  it('rejected or annulled rows are not selectable, with the derived label', () => {
    expect(selectability(row({ aceptado: rejected }))).toEqual({ selectable: false, reason: 'Dte rechazado' });
    expect(selectability(row({ anulado: annulled }))).toEqual({ selectable: false, reason: 'Dte anulado' });
    expect(selectability(row({ aceptado: rejected, anulado: annulled }))).toEqual({
      selectable: false,
      reason: 'Dte rechazado y anulado',
    });
    expect(selectability(row({ aceptado: pending, anulado: annulled }))).toEqual({
      selectable: false,
      reason: 'Dte anulado',
    });
  });
  it.each([0, 2])('aec_descargado %i is not selectable', (aec) => {
    expect(selectability(row({ aec_descargado: aec }))).toEqual({
      selectable: false,
      reason: 'No fue posible descargar XML AEC desde el SII',
    });
  });
});

describe('countsTowardTotals', () => {
  it('counts only Cesion Vigente and Documento Asociado en Cobranza', () => {
    expect(countsTowardTotals('Cesion Vigente')).toBe(true);
    expect(countsTowardTotals('Documento Asociado en Cobranza')).toBe(true);
    expect(countsTowardTotals('')).toBe(false);
    expect(countsTowardTotals('Cesion Anulada')).toBe(false);
    expect(countsTowardTotals('cesion vigente')).toBe(false);
  });
  it("counts 'Cesión Vigente' written with its accent, as the SII sometimes does", () => {
    expect(countsTowardTotals('Cesión Vigente')).toBe(true);
    expect(countsTowardTotals(' Cesión  Vigente ')).toBe(true);
  });
});

describe('cessionTotals', () => {
  it('sums only the counted rows', () => {
    const totals = cessionTotals([
      { estadoCesion: 'Cesion Vigente', montoCedido: 100, montoDocumento: 150 },
      { estadoCesion: 'Documento Asociado en Cobranza', montoCedido: 20, montoDocumento: 20 },
      { estadoCesion: '', montoCedido: 1000, montoDocumento: 1000 },
      { estadoCesion: 'Otro estado', montoCedido: 7, montoDocumento: 7 },
    ]);
    expect(totals).toEqual({ count: 2, montoCedido: 120, montoDocumento: 170 });
  });
  it('is zero for no rows', () => {
    expect(cessionTotals([])).toEqual({ count: 0, montoCedido: 0, montoDocumento: 0 });
  });
});
