/** consultarDocDteCedible's codResp 18 and 20-25 (RECLAMO manual v1.2 pp. 13-14) from events and reception. */
import { describe, expect, it } from 'vitest';
import type { DteEvent } from '@domain/event-types';
import { decideCedible } from '@infra/local/sii/doc-cedible';

const NOW = new Date('2025-06-30T15:00:00Z');
const event = (codigo: string, fecha: string): DteEvent => ({
  codigo,
  descripcion: '',
  fecha,
  responsable: '76007005-K',
});

describe('decideCedible', () => {
  it.each([
    ['type not cedible', 39, [], '2025-06-01 10:00:00', 20],
    ['not received', 33, [], null, 18],
    ['annulled by NC within 8 days', 33, [event('NCA', '2025-06-05 10:00:00')], '2025-06-01 10:00:00', 21],
    ['claimed', 33, [event('RCD', '2025-06-02 10:00:00')], '2025-06-01 10:00:00', 24],
    [
      'accepted',
      34,
      [event('ACD', '2025-06-02 10:00:00'), event('ERM', '2025-06-02 11:00:00')],
      '2025-06-01 10:00:00',
      23,
    ],
    ['8 days elapsed with no events', 33, [], '2025-06-01 10:00:00', 25],
    ['NC after the 8 days, 8 days elapsed', 33, [event('NCA', '2025-06-20 10:00:00')], '2025-06-01 10:00:00', 25],
    ['no events yet, within 8 days', 33, [], '2025-06-27 10:00:00', 22],
  ] as const)('%s -> %i', (_, tipo, events, reception, codResp) => {
    const answer = decideCedible(tipo, events, reception, NOW);
    expect(answer.codResp).toBe(codResp);
    expect(answer.descResp.length).toBeLessThanOrEqual(70);
  });
});
