import { describe, expect, it } from 'vitest';
import { monthlyUsage } from '@domain/usage/monthly-usage';

const A = '76354771-K';
const B = '76127123-7';
const C = '76873274-4';

describe('monthlyUsage: monitored clients and those that operated, per month (core-platform §9)', () => {
  it('counts a client from the month it was enrolled, and as operated only in the months it ceded', () => {
    const usage = monthlyUsage({
      clients: [
        { rutCliente: A, desde: '2026-09' },
        { rutCliente: B, desde: '2026-10' },
        { rutCliente: C, desde: '2026-11' },
      ],
      cededIn: new Map([
        [A, new Set(['2026-09', '2026-11'])],
        // B ceded in September, before it was enrolled: that month is not the factoring's to pay for B.
        [B, new Set(['2026-09', '2026-10', '2026-11'])],
      ]),
      hasta: '2026-11',
      meses: 12,
    });
    expect(usage).toEqual([
      { mes: '2026-11', monitoreados: 3, operaron: 2 },
      { mes: '2026-10', monitoreados: 2, operaron: 1 },
      { mes: '2026-09', monitoreados: 1, operaron: 1 },
    ]);
  });

  it('keeps at most the months asked for, crossing a year, and nothing without enrolled clients', () => {
    const usage = monthlyUsage({
      clients: [{ rutCliente: A, desde: '2025-06' }],
      cededIn: new Map([[A, new Set(['2025-12'])]]),
      hasta: '2026-02',
      meses: 4,
    });
    expect(usage.map(({ mes, operaron }) => [mes, operaron])).toEqual([
      ['2026-02', 0],
      ['2026-01', 0],
      ['2025-12', 1],
      ['2025-11', 0],
    ]);
    expect(monthlyUsage({ clients: [], cededIn: new Map(), hasta: '2026-11', meses: 12 })).toEqual([]);
  });
});
