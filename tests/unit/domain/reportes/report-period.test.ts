import { describe, expect, it } from 'vitest';
import { validateSearchWindow } from '@domain/date-window';
import { MAX_REPORT_MONTHS, monthWindows } from '@domain/reportes/report-period';

describe('monthWindows', () => {
  it('covers each month from its 1st to its last day, the last one cut at today, February of a leap year included', () => {
    expect(monthWindows('2024-01', '2024-03', '2024-03-10')).toEqual({
      windows: [
        { mes: '2024-01', fechaInicio: '2024-01-01', fechaTermino: '2024-01-31' },
        { mes: '2024-02', fechaInicio: '2024-02-01', fechaTermino: '2024-02-29' },
        { mes: '2024-03', fechaInicio: '2024-03-01', fechaTermino: '2024-03-10' },
      ],
    });
  });

  it('gives windows the acquired list accepts without a filter (at most 31 days)', () => {
    const result = monthWindows('2025-01', '2025-12', '2026-01-01');
    if (!('windows' in result)) throw new Error(result.error);
    expect(result.windows).toHaveLength(12);
    for (const window of result.windows) expect(validateSearchWindow(window)).toBeNull();
  });

  it('stops at the current month when hasta lies in the future and crosses the year', () => {
    const result = monthWindows('2025-12', '2026-05', '2026-01-15');
    expect(result).toEqual({
      windows: [
        { mes: '2025-12', fechaInicio: '2025-12-01', fechaTermino: '2025-12-31' },
        { mes: '2026-01', fechaInicio: '2026-01-01', fechaTermino: '2026-01-15' },
      ],
    });
  });

  it(`refuses more than ${MAX_REPORT_MONTHS} months, a reversed or future period and badly written months`, () => {
    expect(monthWindows('2025-01', '2025-12', '2026-01-01')).toHaveProperty('windows');
    expect(monthWindows('2024-12', '2025-12', '2026-01-01')).toEqual({
      error: 'El periodo no puede superar 12 meses.',
    });
    expect(monthWindows('2025-03', '2025-02', '2026-01-01')).toEqual({
      error: 'El mes final no puede ser anterior al inicial.',
    });
    expect(monthWindows('2026-02', '2026-02', '2026-01-31')).toEqual({
      error: 'El periodo no puede comenzar en el futuro.',
    });
    expect(monthWindows('2025-13', '2025-12', '2026-01-01')).toEqual({ error: 'Indique los meses como aaaa-mm.' });
  });
});
