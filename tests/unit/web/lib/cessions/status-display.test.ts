import { describe, expect, it } from 'vitest';
import {
  aceptadoDisplay,
  countByState,
  flagDisplay,
  STATUS_LEGEND,
  STATUS_SYMBOL,
} from '@web/lib/cessions/status-display';

describe('status display (core-platform §4 "Display")', () => {
  it('aceptado: si green, Pendiente orange, no red, no events grey', () => {
    expect(aceptadoDisplay('si').tone).toBe('green');
    expect(aceptadoDisplay('Pendiente').tone).toBe('orange');
    expect(aceptadoDisplay('no').tone).toBe('red');
    expect(aceptadoDisplay('eventos: null').tone).toBe('grey');
  });

  it('anulado / rebajado: si red, no green, no events green as the spec colours it', () => {
    expect(flagDisplay('si', 'Anulado')).toMatchObject({ tone: 'red', label: 'Anulado' });
    expect(flagDisplay('no', 'Rebajado')).toMatchObject({ tone: 'green', label: 'No rebajado' });
    expect(flagDisplay('eventos: null', 'Anulado')).toMatchObject({ tone: 'green', label: 'Sin información' });
  });
});

describe('status marks mean the same in every column', () => {
  const all = [
    ...(['si', 'Pendiente', 'no', 'eventos: null'] as const).map((s) => aceptadoDisplay(s)),
    ...(['si', 'no', 'eventos: null'] as const).flatMap((s) => [flagDisplay(s, 'Anulado'), flagDisplay(s, 'Rebajado')]),
  ];

  it('draws each meaning with one symbol, whatever the column', () => {
    for (const display of all) expect(display.symbol).toBe(STATUS_SYMBOL[display.meaning]);
    expect(new Set(Object.values(STATUS_SYMBOL)).size).toBe(4);
  });

  it("never draws 'no information' like 'OK', in the acceptance or the annulled / reduced columns", () => {
    expect(aceptadoDisplay('eventos: null').symbol).not.toBe(aceptadoDisplay('si').symbol);
    expect(flagDisplay('eventos: null', 'Anulado').symbol).not.toBe(flagDisplay('no', 'Anulado').symbol);
    expect(flagDisplay('eventos: null', 'Anulado').meaning).toBe('unknown');
  });

  it('gives favourable states the ok mark and unfavourable ones the problem mark', () => {
    expect([aceptadoDisplay('si').meaning, flagDisplay('no', 'Anulado').meaning]).toEqual(['ok', 'ok']);
    expect([aceptadoDisplay('no').meaning, flagDisplay('si', 'Rebajado').meaning]).toEqual(['problem', 'problem']);
  });

  it('has a legend entry for every meaning used', () => {
    const legend = new Set(STATUS_LEGEND.map((entry) => entry.meaning));
    for (const display of all) expect(legend.has(display.meaning)).toBe(true);
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
