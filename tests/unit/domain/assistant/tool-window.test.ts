import { describe, expect, it } from 'vitest';
import { toolWindow } from '@domain/assistant/tool-window';

describe("a tool call's month window", () => {
  it('defaults to the last twelve months, up to today', () => {
    expect(toolWindow({}, '2026-11-29')).toEqual({
      fechaDesde: '2025-12-01',
      fechaHasta: '2026-11-29',
      texto: '01-12-2025 al 29-11-2026',
    });
  });

  it('runs from the first day of desde to the last day of hasta (leap February), never past today', () => {
    expect(toolWindow({ desde: '2024-01', hasta: '2024-02' }, '2026-11-29')).toMatchObject({
      fechaDesde: '2024-01-01',
      fechaHasta: '2024-02-29',
    });
    expect(toolWindow({ desde: '2026-11', hasta: '2026-12' }, '2026-11-29').fechaHasta).toBe('2026-11-29');
    expect(toolWindow({ desde: '2026-03' }, '2026-11-29')).toMatchObject({ fechaDesde: '2026-03-01' });
  });

  it('refuses a bound that is not yyyy-MM, a reversed window, or one that starts after today', () => {
    expect(() => toolWindow({ desde: '2026-13' }, '2026-11-29')).toThrow(RangeError);
    expect(() => toolWindow({ desde: "2026-01' OR 1=1" }, '2026-11-29')).toThrow(RangeError);
    expect(() => toolWindow({ desde: '2026-05', hasta: '2026-04' }, '2026-11-29')).toThrow(RangeError);
    expect(() => toolWindow({ desde: '2027-01' }, '2026-11-29')).toThrow(RangeError);
  });
});
