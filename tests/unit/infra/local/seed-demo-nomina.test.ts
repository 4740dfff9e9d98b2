import { describe, expect, it, vi } from 'vitest';
import { toCesionView } from '@domain/cession-view';
import type { NominaRow } from '@domain/nomina/nomina-row';
import { seedDemoNomina } from '@infra/local/seed-tenants';
import { withNominaStatus } from '@lambdas/services/cessions/nomina-status';
import type { CessionQuery } from '@lambdas/store/cession-repository';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { cessionRecord } from '@tests/support/cession-factory';

const FACTORING = '77360390-1';
const NOW = new Date('2026-11-22T03:00:00.000Z');
const records = [100, 101, 102, 103, 104].map((folio) => cessionRecord({ rutFactoring: FACTORING, folio }));

function deps(existing: NominaRow[] = []) {
  const stored: NominaRow[] = [...existing];
  return {
    stored,
    cessions: {
      query: vi.fn(async (_scope: FactoringScope, _q: CessionQuery) => ({ items: records, nextToken: null })),
    },
    nominas: {
      listForFactoring: vi.fn(async () => stored),
      putAll: vi.fn(async (_scope: FactoringScope, rows: readonly NominaRow[]) => void stored.push(...rows)),
    },
  };
}

describe('seedDemoNomina (local mode demo data)', () => {
  it('lists every other acquired document of the last 93 days with an estado, so the column shows values', async () => {
    const d = deps();
    expect(await seedDemoNomina(FACTORING, d, NOW)).toBe(3);
    expect(d.cessions.query).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING }), {
      role: 'cesionario',
      desde: '2026-08-22',
      hasta: '2026-11-22',
    });
    expect(d.nominas.putAll).toHaveBeenCalledWith({ rutFactoring: FACTORING }, expect.any(Array), NOW.toISOString());
    const joined = withNominaStatus(
      d.stored,
      records.map((record) => toCesionView(record, NOW)),
    );
    expect(joined.map((c) => [c.folio, c.estadoNomina, c.estadoDbThor])).toEqual([
      [100, 'En nómina', 'VIGENTE'],
      [101, 'No está en nómina', null],
      [102, 'En nómina', 'PAGADO'],
      [103, 'No está en nómina', null],
      [104, 'En nómina', 'MOROSO'],
    ]);
  });

  it('leaves alone a factoring that already has a nómina', async () => {
    const d = deps([{ rutClient: '76399752-9', rutDebtor: '96874030-K', folio: 1, estado: 'SUBIDA POR USUARIO' }]);
    expect(await seedDemoNomina(FACTORING, d, NOW)).toBe(0);
    expect(d.nominas.putAll).not.toHaveBeenCalled();
  });
});
