import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import type { DteEvent } from '@domain/event-types';
import { ACCEPTANCE_LAPSE_DAYS, deriveAceptado, deriveAnulado, deriveRebajado, derivedLabel } from '@domain/events';

/** An instant given as Santiago wall-clock time. */
function chile(y: number, month: number, d: number, h = 12, min = 0): Date {
  return new TZDate(y, month - 1, d, h, min, 0, 'America/Santiago');
}

function ev(codigo: string, fecha = '2019-04-05 12:00:00'): DteEvent {
  return { codigo, descripcion: `desc ${codigo}`, fecha, responsable: '96790240-3' };
}

const RECEPCION = '2019-04-04 16:08:41';
const NOW = chile(2019, 4, 6);

describe('ACCEPTANCE_LAPSE_DAYS', () => {
  it('is 8 (core-platform §9)', () => {
    expect(ACCEPTANCE_LAPSE_DAYS).toBe(8);
  });
});

describe('deriveAceptado, row by row of core-platform §4', () => {
  it("ACD with ERM -> si 'Aceptado pagador', decided by ACD", () => {
    const acd = ev('ACD', '2019-04-05 10:00:00');
    const result = deriveAceptado([ev('ERM', '2019-04-05 11:00:00'), acd], RECEPCION, NOW);
    expect(result).toEqual({ state: 'si', msg: 'Aceptado pagador', fecha: acd.fecha, codigo: 'ACD' });
  });
  it('ACD alone -> si, content accepted', () => {
    const result = deriveAceptado([ev('CED'), ev('ACD', '2019-04-05 09:30:00')], RECEPCION, NOW);
    expect(result).toMatchObject({ state: 'si', codigo: 'ACD', fecha: '2019-04-05 09:30:00' });
    expect(result.msg).toMatch(/Contenido/);
  });
  it('ERM alone -> si, goods or services receipt', () => {
    const result = deriveAceptado([ev('ERM', '2019-04-05 08:00:00')], RECEPCION, NOW);
    expect(result).toMatchObject({ state: 'si', codigo: 'ERM', fecha: '2019-04-05 08:00:00' });
    expect(result.msg).toMatch(/Mercaderías o Servicios/);
  });
  it.each([
    ['RCD', /Contenido/],
    ['RFP', /Falta Parcial/],
    ['RFT', /Falta Total/],
  ])('%s -> no with the reason', (codigo, reason) => {
    const result = deriveAceptado([ev('CED'), ev(codigo, '2019-04-05 15:00:00')], RECEPCION, NOW);
    expect(result).toMatchObject({ state: 'no', codigo, fecha: '2019-04-05 15:00:00' });
    expect(result.msg).toMatch(reason);
  });
  it("CED and 9 days since reception -> si by lapse 'más de 8 días'", () => {
    const ced = ev('CED', '2019-04-05 09:00:00');
    const result = deriveAceptado([ced], RECEPCION, chile(2019, 4, 13));
    expect(result).toEqual({ state: 'si', msg: 'más de 8 días', fecha: ced.fecha, codigo: 'CED' });
  });
  it("CED and exactly 8 days -> still Pendiente, 'Faltan 0 días'", () => {
    const result = deriveAceptado([ev('CED')], RECEPCION, chile(2019, 4, 12, 23, 59));
    expect(result).toEqual({ state: 'Pendiente', msg: 'Faltan 0 días', fecha: null, codigo: null });
  });
  it("no deciding event -> Pendiente 'Faltan N días', N = 8 minus days elapsed", () => {
    expect(deriveAceptado([], RECEPCION, chile(2019, 4, 4, 18)).msg).toBe('Faltan 8 días');
    expect(deriveAceptado([ev('PAG'), ev('NCA')], RECEPCION, chile(2019, 4, 7)).msg).toBe('Faltan 5 días');
  });
  it("one day left reads in the singular: 'Falta 1 día'", () => {
    expect(deriveAceptado([], RECEPCION, chile(2019, 4, 11)).msg).toBe('Falta 1 día');
  });
  it('more than 8 days without CED stays Pendiente, never a negative count', () => {
    expect(deriveAceptado([], RECEPCION, chile(2019, 5, 30))).toMatchObject({
      state: 'Pendiente',
      msg: 'Faltan 0 días',
    });
  });
  it('counts days across midnight in Santiago, whatever the hour', () => {
    const lateReception = '2019-04-04 23:59:00';
    expect(deriveAceptado([], lateReception, chile(2019, 4, 4, 23, 59)).msg).toBe('Faltan 8 días');
    expect(deriveAceptado([], lateReception, chile(2019, 4, 5, 0, 1)).msg).toBe('Faltan 7 días');
    // 8 days and 2 minutes after a 23:59 reception are already 9 calendar days in Santiago:
    expect(deriveAceptado([ev('CED')], lateReception, chile(2019, 4, 13, 0, 1)).state).toBe('si');
    expect(deriveAceptado([ev('CED')], lateReception, chile(2019, 4, 12, 23, 59)).state).toBe('Pendiente');
  });
  it('Pendiente without a reception date says so', () => {
    expect(deriveAceptado([ev('CED')], null, NOW)).toEqual({
      state: 'Pendiente',
      msg: 'Sin fecha de recepción',
      fecha: null,
      codigo: null,
    });
  });
  it("null list -> 'eventos: null' (no information)", () => {
    const result = deriveAceptado(null, RECEPCION, NOW);
    expect(result.state).toBe('eventos: null');
    expect(result.msg).toMatch(/Sin información/);
    expect(result.fecha).toBeNull();
  });
});

describe('deriveAnulado / deriveRebajado', () => {
  it('NCA gives anulado si with its date; ENC does not', () => {
    expect(deriveAnulado([ev('ENC'), ev('NCA', '2019-04-06 10:00:00')])).toMatchObject({
      state: 'si',
      fecha: '2019-04-06 10:00:00',
    });
    expect(deriveAnulado([ev('ENC'), ev('ACD')])).toEqual({ state: 'no', msg: 'No registra', fecha: null });
  });
  it('ENC gives rebajado si with its date; NCA does not', () => {
    expect(deriveRebajado([ev('ENC', '2019-04-07 10:00:00')])).toMatchObject({
      state: 'si',
      fecha: '2019-04-07 10:00:00',
    });
    expect(deriveRebajado([ev('NCA')])).toEqual({ state: 'no', msg: 'No registra', fecha: null });
  });
  it("null list -> 'eventos: null'", () => {
    expect(deriveAnulado(null).state).toBe('eventos: null');
    expect(deriveRebajado(null).state).toBe('eventos: null');
  });
});

describe('derivedLabel', () => {
  it.each([
    ['no', 'si', 'Dte rechazado y anulado'],
    ['si', 'si', 'Dte anulado'],
    ['no', 'no', 'Dte rechazado'],
    ['si', 'no', null],
    ['Pendiente', 'no', null],
    ['eventos: null', 'eventos: null', null],
  ] as const)('aceptado %s + anulado %s -> %j', (aceptado, anulado, label) => {
    expect(derivedLabel({ state: aceptado }, { state: anulado })).toBe(label);
  });
});
