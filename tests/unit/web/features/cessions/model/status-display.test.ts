import { describe, expect, it } from 'vitest';
import { aceptadoDisplay, countByState, flagDisplay } from '../../../../../../web/src/features/cessions/model/status-display';

describe('status display (core-platform §4 "Display")', () => {
  it('aceptado: si green, Pendiente orange, no red, no events grey', () => {
    expect(aceptadoDisplay('si').tone).toBe('green');
    expect(aceptadoDisplay('Pendiente').tone).toBe('orange');
    expect(aceptadoDisplay('no').tone).toBe('red');
    expect(aceptadoDisplay('eventos: null').tone).toBe('grey');
  });

  it('anulado / rebajado: si red, no green, no events green tick', () => {
    expect(flagDisplay('si', 'Anulado')).toMatchObject({ tone: 'red', label: 'Anulado' });
    expect(flagDisplay('no', 'Rebajado')).toMatchObject({ tone: 'green', label: 'No rebajado' });
    expect(flagDisplay('eventos: null', 'Anulado')).toMatchObject({ tone: 'green', symbol: '✓' });
  });
});

describe('countByState', () => {
  it('counts rows per state in order of first appearance', () => {
    const states = ['si', 'Pendiente', 'si', 'no', 'si'];
    expect(countByState(states, (s) => s)).toEqual([
      ['si', 3],
      ['Pendiente', 1],
      ['no', 1],
    ]);
  });
});
