import { describe, expect, it } from 'vitest';
import { shiftMonth } from '@domain/calendar-month';

describe('shiftMonth', () => {
  it('moves across year boundaries both ways', () => {
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });
  it('rejects a text that is not yyyy-MM', () => {
    expect(() => shiftMonth('2026/11', 1)).toThrow('Mes inválido');
  });
});
