import { describe, expect, it } from 'vitest';
import type { DteEvent } from '@domain/event-types';
import type { DocumentFindings } from '@domain/consulta-previa/findings';
import {
  DEUDOR_CLAIM_RATE_THRESHOLD,
  financiable,
  MIN_DEUDOR_DOCUMENTS,
  SIN_INFORMACION,
} from '@domain/consulta-previa/financiable';
import { glosaCedible } from '@domain/consulta-previa/glosa-cedible';

const FACTORING = '76354771-K';
const OTRO = '96806980-2';
/** 12:00 in Santiago (UTC-3 in November) on 2026-11-24. */
const NOW = new Date('2026-11-24T15:00:00Z');

const event = (codigo: string, fecha = '2026-11-10 09:00:00'): DteEvent => ({
  codigo,
  descripcion: '',
  fecha,
  responsable: '11111111-1',
});

/** A document nobody ceded, cedible, accepted by the debtor: every finding supports financing. */
function clean(overrides: Partial<DocumentFindings> = {}): DocumentFindings {
  return {
    rutFactoring: FACTORING,
    registro: { kind: 'no-cedido' },
    cedible: { codResp: 23, descResp: 'DTE Cedible, sin reclamos' },
    eventos: [event('ACD')],
    fechaRecepcion: '2026-11-09 10:00:00',
    deudor: null,
    ...overrides,
  };
}

const verdict = (overrides: Partial<DocumentFindings>) => financiable(clean(overrides), NOW);
const texts = (overrides: Partial<DocumentFindings>) => verdict(overrides).motivos.map((m) => m.texto);

describe('financiable: registry', () => {
  it('a clean document is Sí, its reasons all positive', () => {
    const result = financiable(clean(), NOW);
    expect(result.financiable).toBe('Sí');
    expect(result.motivos.every((m) => m.nivel === 'ok')).toBe(true);
    expect(result.motivos.map((m) => m.texto)).toContain('Sin cesiones en el registro del SII');
  });

  it('ceded to another holder is No, naming it when known', () => {
    const result = verdict({ registro: { kind: 'cedido', tenedor: OTRO } });
    expect(result.financiable).toBe('No');
    expect(result.motivos[0]).toEqual({ nivel: 'no', texto: 'Cedido a otro cesionario (96.806.980-2)' });
    expect(verdict({ registro: { kind: 'cedido', tenedor: null } }).financiable).toBe('No');
  });

  it('held by the factoring itself is its own: a reparo, not a No', () => {
    const result = verdict({ registro: { kind: 'cedido', tenedor: FACTORING } });
    expect(result.financiable).toBe('Con reparos');
    expect(result.motivos[0]?.texto).toBe('Ya cedido a este factoring: es parte de su cartera');
  });

  it('an unreadable registry is Sin información, never Sí or Con reparos: a previous cession is not ruled out', () => {
    expect(verdict({ registro: { kind: 'desconocido' } }).financiable).toBe(SIN_INFORMACION);
    const silentSii = verdict({
      registro: { kind: 'desconocido' },
      cedible: null,
      eventos: null,
      fechaRecepcion: null,
    });
    expect(silentSii.financiable).toBe('Sin información (SII no respondió)');
    expect(silentSii.motivos.map((m) => m.texto)).toContain('No fue posible consultar el registro de cesiones del SII');
  });

  it('a reason that rules financing out still gives No when the registry is unreadable', () => {
    expect(verdict({ registro: { kind: 'desconocido' }, eventos: [event('RCD')] }).financiable).toBe('No');
  });

  it('a ceded document whose holder is unreadable is Con reparos', () => {
    expect(verdict({ registro: { kind: 'cedido-sin-tenedor' } }).financiable).toBe('Con reparos');
  });
});

describe('financiable: cedibility codResp', () => {
  it.each([
    [20, 'No'],
    [21, 'No'],
    [24, 'No'],
    [22, 'Con reparos'],
    [23, 'Sí'],
    [25, 'Sí'],
    [18, 'Con reparos'],
  ] as const)('codResp %i -> %s', (codResp, expected) => {
    expect(verdict({ cedible: { codResp, descResp: 'x' } }).financiable).toBe(expected);
  });

  it('no cedibility answer is Con reparos', () => {
    expect(texts({ cedible: null })).toContain('No fue posible consultar la cedibilidad en el SII');
  });
});

describe('financiable: events', () => {
  it.each(['RCD', 'RFP', 'RFT', 'NCA'])('%s is No', (codigo) => {
    expect(verdict({ eventos: [event('ACD'), event(codigo)] }).financiable).toBe('No');
  });

  it('a claim names its SII description and date', () => {
    expect(texts({ eventos: [event('RFT', '2026-11-12 08:30:00')] })).toContain(
      'Reclamo del deudor: Reclamo por Falta Total de Mercaderías (12/11/2026)',
    );
  });

  it('ENC (a reducing credit note) is Con reparos', () => {
    expect(verdict({ eventos: [event('ACD'), event('ENC')] })).toMatchObject({ financiable: 'Con reparos' });
  });

  it('no event list is Con reparos', () => {
    expect(verdict({ eventos: null }).financiable).toBe('Con reparos');
  });

  it('reasons come heaviest first', () => {
    const niveles = verdict({ eventos: [event('ACD'), event('ENC'), event('RCD')] }).motivos.map((m) => m.nivel);
    expect(niveles).toEqual(
      [...niveles].sort((a, b) => ['no', 'reparo', 'ok'].indexOf(a) - ['no', 'reparo', 'ok'].indexOf(b)),
    );
    expect(niveles[0]).toBe('no');
  });
});

describe('financiable: the 8-day window (core-platform §4, §9)', () => {
  const pending = (fechaRecepcion: string | null) =>
    verdict({ eventos: [], cedible: { codResp: 25, descResp: '' }, fechaRecepcion });

  it('8 whole days after reception the window is still open (last day)', () => {
    expect(pending('2026-11-16 23:59:00')).toMatchObject({ financiable: 'Con reparos' });
    expect(pending('2026-11-16 00:00:00').motivos.map((m) => m.texto)).toContain(
      'Plazo de reclamo abierto: hoy es el último día',
    );
  });

  it('7 days after reception: falta 1 día (singular)', () => {
    expect(pending('2026-11-17 10:00:00').motivos.map((m) => m.texto)).toContain(
      'Plazo de reclamo abierto: falta 1 día',
    );
  });

  it('9 days after reception the window is closed without claims: Sí', () => {
    expect(pending('2026-11-15 23:00:00')).toMatchObject({ financiable: 'Sí' });
  });

  it('an unknown reception is Con reparos; an accepted document does not count the window', () => {
    expect(pending(null).financiable).toBe('Con reparos');
    expect(verdict({ eventos: [event('ERM')], fechaRecepcion: '2026-11-23 10:00:00' }).financiable).toBe('Sí');
  });
});

describe("financiable: the debtor's record", () => {
  const record = (documentos: number, reclamados: number) => ({ rutDeudor: OTRO, documentos, reclamados });

  it(`a claim share above ${DEUDOR_CLAIM_RATE_THRESHOLD} is Con reparos, at it is Sí`, () => {
    expect(verdict({ deudor: record(10, 2) }).financiable).toBe('Sí');
    expect(verdict({ deudor: record(10, 3) }).financiable).toBe('Con reparos');
    expect(texts({ deudor: record(10, 3) })).toContain('El deudor reclamó 3 de 10 documentos de su cartera (30 %)');
  });

  it(`fewer than ${MIN_DEUDOR_DOCUMENTS} documents say nothing`, () => {
    expect(verdict({ deudor: record(MIN_DEUDOR_DOCUMENTS - 1, MIN_DEUDOR_DOCUMENTS - 1) }).financiable).toBe('Sí');
    expect(verdict({ deudor: record(MIN_DEUDOR_DOCUMENTS, MIN_DEUDOR_DOCUMENTS) }).financiable).toBe('Con reparos');
  });
});

describe('glosaCedible (the gloss behind the row class)', () => {
  const glosa = (cedible: DocumentFindings['cedible'], eventos: DteEvent[] | null, recepcion: string | null) =>
    glosaCedible(cedible, eventos, recepcion, NOW);

  it('acceptances give "Deudor acepta"', () => {
    expect(glosa(null, [event('ACD'), event('ERM')], null)).toBe('Deudor acepta: Aceptado pagador');
    expect(glosa(null, [event('ERM')], null)).toBe('Deudor acepta: Otorga Recibo de Mercaderías o Servicios');
    expect(glosa({ codResp: 25, descResp: '' }, [], null)).toMatch(/^Deudor acepta por plazo/);
    expect(glosa(null, [], '2026-11-15 10:00:00')).toMatch(/^Deudor acepta por plazo/);
  });

  it('a pending document gives "Documento pendiente" with the days left', () => {
    expect(glosa({ codResp: 22, descResp: '' }, [], '2026-11-16 10:00:00')).toBe(
      'Documento pendiente de aceptación: faltan 0 días',
    );
    expect(glosa({ codResp: 22, descResp: '' }, [], null)).toBe(
      'Documento pendiente: sin registro de reclamo ni de recibo',
    );
  });

  it('claims, annulments and non-cedible types are errors, the claim first', () => {
    expect(glosa({ codResp: 23, descResp: '' }, [event('ACD'), event('RCD')], null)).toBe(
      'Deudor reclama: Reclamo al Contenido del Documento',
    );
    expect(glosa({ codResp: 24, descResp: '' }, [], null)).toBe('Documento no cedible: reclamado por el receptor');
    expect(glosa({ codResp: 21, descResp: '' }, [event('ACD')], null)).toBe('Documento anulado por nota de crédito');
    expect(glosa({ codResp: 20, descResp: '' }, [], null)).toBe('Documento no cedible: tipo de documento no cedible');
    expect(glosa(null, null, null)).toBe('No fue posible obtener la cedibilidad del documento');
  });
});
