/** The local SII's ingresarAceptacionReclamoDoc verdicts (RECLAMO manual v1.2 pp. 3-9, codResp table pp. 8-9). */
import { describe, expect, it } from 'vitest';
import type { DteEvent } from '@domain/event-types';
import type { AccionReclamo } from '@domain/reclamo/reclamo-dte';
import { decideReclamo } from '@infra/local/sii/reclamo-decision';

const NOW = new Date('2025-06-30T15:00:00Z');
const event = (codigo: string): DteEvent => ({
  codigo,
  descripcion: '',
  fecha: '2025-06-26 10:00:00',
  responsable: '96790240-3',
});
const RECENT = '2025-06-25 10:00:00';

describe('decideReclamo', () => {
  it.each([
    ['a token that does not act for the receptor', 'RCD', false, [], RECENT, 14],
    ['not received by the SII', 'RCD', true, [], null, 18],
    ['received before 2017-01-14', 'RCD', true, [], '2016-12-30 10:00:00', 10],
    ['the same claim again', 'RFT', true, [event('RFT')], RECENT, 7],
    ['claimed before with another action', 'RFP', true, [event('RCD')], RECENT, 5],
    ['content accepted', 'RCD', true, [event('ACD')], RECENT, 11],
    ['receipt of goods granted', 'RFT', true, [event('ERM')], RECENT, 13],
    ['nine days after reception', 'RCD', true, [], '2025-06-21 23:59:00', 8],
    ['eight days after reception', 'RCD', true, [], '2025-06-22 00:01:00', 0],
    ['an annulment credit note does not stop a claim', 'RCD', true, [event('NCA')], RECENT, 0],
  ] as const)('%s -> %i', (_, accion, actsForReceptor, events, reception, codResp) => {
    const answer = decideReclamo({ accion: accion as AccionReclamo, actsForReceptor, events, reception, now: NOW });
    expect(answer.codResp).toBe(codResp);
    expect(answer.descResp.length).toBeGreaterThan(0);
    expect(answer.descResp.length).toBeLessThanOrEqual(70);
  });
});
