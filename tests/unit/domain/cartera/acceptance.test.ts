import { describe, expect, it } from 'vitest';
import { acceptanceAt, acceptanceKey } from '@domain/cartera/acceptance';
import { deriveAceptado } from '@domain/events';
import type { DteEvent } from '@domain/event-types';

const ev = (codigo: string, fecha = '2026-11-10 10:00:00'): DteEvent => ({
  codigo,
  descripcion: codigo,
  fecha,
  responsable: '76389992-6',
});
/** Noon in Santiago of a calendar day (UTC-3 in November). */
const noonOf = (day: string) => new Date(`${day}T15:00:00Z`);

describe('acceptanceKey and acceptanceAt', () => {
  it('keeps the decided states of core-platform §4 whatever the clock', () => {
    expect(acceptanceKey({ eventos: [ev('CED'), ev('ACD')], fechaRecepcion: '2026-11-01 09:00:00' })).toBe('A');
    expect(acceptanceKey({ eventos: [ev('ERM')], fechaRecepcion: null })).toBe('A');
    expect(acceptanceKey({ eventos: [ev('CED'), ev('RFT')], fechaRecepcion: '2026-11-01 09:00:00' })).toBe('R');
    expect(acceptanceKey({ eventos: null, fechaRecepcion: '2026-11-01 09:00:00' })).toBe('N');
    expect(acceptanceKey({ eventos: [ev('CED')], fechaRecepcion: null })).toBe('S');
    expect(acceptanceAt('A', noonOf('2030-01-01'))).toEqual({ estado: 'aceptado', diasRestantes: null });
    expect(acceptanceAt('R', noonOf('2030-01-01'))).toEqual({ estado: 'reclamado', diasRestantes: null });
    expect(acceptanceAt('N', noonOf('2030-01-01'))).toEqual({ estado: 'sinInformacion', diasRestantes: null });
    expect(acceptanceAt('S', noonOf('2030-01-01'))).toEqual({ estado: 'pendiente', diasRestantes: null });
  });

  it('agrees with deriveAceptado day by day across the 8-day lapse of a ceded document', () => {
    const record = { eventos: [ev('CED', '2026-11-12 10:00:00')], fechaRecepcion: '2026-11-10 18:30:00' };
    const key = acceptanceKey(record);
    expect(key).toBe('L:2026-11-10');
    for (let day = 10; day <= 20; day += 1) {
      const now = noonOf(`2026-11-${day}`);
      const derived = deriveAceptado(record.eventos, record.fechaRecepcion, now);
      const at = acceptanceAt(key, now);
      expect(at.estado).toBe(derived.state === 'si' ? 'aceptado' : 'pendiente');
      if (at.estado === 'pendiente')
        expect(derived.msg).toBe(at.diasRestantes === 1 ? 'Falta 1 día' : `Faltan ${at.diasRestantes} días`);
    }
    expect(acceptanceAt(key, noonOf('2026-11-18'))).toEqual({ estado: 'pendiente', diasRestantes: 0 });
    expect(acceptanceAt(key, noonOf('2026-11-19'))).toEqual({ estado: 'aceptado', diasRestantes: null });
  });

  it('never lapses a pending document without CED, and refuses a key it does not write', () => {
    const key = acceptanceKey({ eventos: [], fechaRecepcion: '2026-11-10 18:30:00' });
    expect(key).toBe('P:2026-11-10');
    expect(acceptanceAt(key, noonOf('2026-11-30'))).toEqual({ estado: 'pendiente', diasRestantes: 0 });
    expect(() => acceptanceAt('X', noonOf('2026-11-30'))).toThrow(RangeError);
  });
});
