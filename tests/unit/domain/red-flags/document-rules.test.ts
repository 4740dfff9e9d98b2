import { describe, expect, it } from 'vitest';
import type { DteEvent } from '@domain/event-types';
import { documentRedFlags } from '@domain/red-flags/document-rules';
import { cessionRecord } from '@tests/support/cession-factory';

/** The sample cession is ceded on 2019-04-04 at 09:09. */
const CESSION = '2019-04-04 09:09';

function event(codigo: string, fecha: string): DteEvent {
  return { codigo, descripcion: '', fecha, responsable: '96874030-K' };
}

function rules(overrides: Parameters<typeof cessionRecord>[0]): string[] {
  return documentRedFlags(cessionRecord({ fechaCesion: CESSION, ...overrides })).map((flag) => flag.regla);
}

describe('rule a: credit note before the cession', () => {
  it.each([
    ['NCA one day before', 'NCA', '2019-04-03 18:00:00', true],
    ['NCA earlier the same day', 'NCA', '2019-04-04 09:08:59', true],
    ['NCA in the cession minute', 'NCA', '2019-04-04 09:09:30', false],
    ['NCA one day after', 'NCA', '2019-04-05 09:00:00', false],
    ['ENC one day before', 'ENC', '2019-04-03 09:09:00', true],
    ['ENC one day after', 'ENC', '2019-04-05 09:09:00', false],
  ])('%s', (_, codigo, fecha, flagged) => {
    expect(rules({ eventos: [event(codigo, fecha)] }).includes('NOTA_CREDITO_PREVIA')).toBe(flagged);
  });

  it('names the note and both dates', () => {
    const [flag] = documentRedFlags(
      cessionRecord({ fechaCesion: CESSION, eventos: [event('NCA', '2019-04-02 11:30:00')] }),
    );
    expect(flag?.motivo).toBe(
      'Nota de crédito de anulación (NCA) del 02/04/2019 11:30, antes de la cesión del 04/04/2019 09:09',
    );
  });

  it('raises nothing without an event list', () => {
    expect(rules({ eventos: null })).toEqual([]);
  });
});

describe('rule b: claim before the cession', () => {
  it.each([
    ['RCD one day before', 'RCD', '2019-04-03 09:09:00', true],
    ['RFP earlier the same day', 'RFP', '2019-04-04 08:00:00', true],
    ['RFT in the cession minute', 'RFT', '2019-04-04 09:09:00', false],
    ['RCD one day after', 'RCD', '2019-04-05 09:09:00', false],
    ['an acceptance (ACD) before is no claim', 'ACD', '2019-04-03 09:09:00', false],
  ])('%s', (_, codigo, fecha, flagged) => {
    expect(rules({ eventos: [event(codigo, fecha)] }).includes('RECLAMO_PREVIO')).toBe(flagged);
  });
});

describe('rule c: due date past at the cession', () => {
  it.each([
    ['due one day before the cession day', '2019-04-03', true],
    ['due the cession day', '2019-04-04', false],
    ['due one day after', '2019-04-05', false],
    ['no due date', null, false],
  ])('%s', (_, fechaVencimiento, flagged) => {
    expect(rules({ fechaVencimiento }).includes('VENCIDO_AL_CEDER')).toBe(flagged);
  });
});

describe('rule d: cession amount above the document total', () => {
  it.each([
    ['one peso above', 230_993, true],
    ['equal amounts', 230_992, false],
    ['below (partial cession)', 100_000, false],
  ])('%s', (_, montoCedido, flagged) => {
    expect(rules({ montoDocumento: 230_992, montoCedido }).includes('MONTO_SOBRE_TOTAL')).toBe(flagged);
  });

  it('gives both amounts in es-CL', () => {
    const [flag] = documentRedFlags(cessionRecord({ montoDocumento: 1_000_000, montoCedido: 1_200_000 }));
    expect(flag?.motivo).toBe('Monto cedido $1.200.000 mayor que el total del documento $1.000.000');
  });
});
