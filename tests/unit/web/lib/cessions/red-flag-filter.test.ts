import { describe, expect, it } from 'vitest';
import { RED_FLAG_RULES } from '@domain/red-flags/red-flag';
import { filterByRedFlag, parseRedFlagFilter, RED_FLAG_FILTER_OPTIONS } from '@web/lib/cessions/red-flag-filter';
import { cesionView } from '@tests/support/cession-factory';

const clean = cesionView({ id: 'clean' });
const overdue = cesionView({ id: 'overdue', alertas: [{ regla: 'VENCIDO_AL_CEDER', motivo: 'x' }] });
const both = cesionView({
  id: 'both',
  alertas: [
    { regla: 'RECLAMO_PREVIO', motivo: 'y' },
    { regla: 'VENCIDO_AL_CEDER', motivo: 'x' },
  ],
});
const rows = [clean, overdue, both];

describe('filterByRedFlag', () => {
  it("keeps every row for 'todas', the flagged ones for 'con-alertas', and those of one rule for a rule", () => {
    expect(filterByRedFlag(rows, 'todas').map((r) => r.id)).toEqual(['clean', 'overdue', 'both']);
    expect(filterByRedFlag(rows, 'con-alertas').map((r) => r.id)).toEqual(['overdue', 'both']);
    expect(filterByRedFlag(rows, 'VENCIDO_AL_CEDER').map((r) => r.id)).toEqual(['overdue', 'both']);
    expect(filterByRedFlag(rows, 'RECLAMO_PREVIO').map((r) => r.id)).toEqual(['both']);
    expect(filterByRedFlag(rows, 'CESION_DUPLICADA')).toEqual([]);
  });

  it("offers 'Solo con alertas' and every rule, and reads unknown values as 'todas'", () => {
    expect(RED_FLAG_FILTER_OPTIONS.map((o) => o.value)).toEqual(['todas', 'con-alertas', ...RED_FLAG_RULES]);
    expect(RED_FLAG_FILTER_OPTIONS[1]!.label).toBe('Solo con alertas');
    expect(parseRedFlagFilter('MONTO_SOBRE_TOTAL')).toBe('MONTO_SOBRE_TOTAL');
    expect(parseRedFlagFilter('otra')).toBe('todas');
  });
});
