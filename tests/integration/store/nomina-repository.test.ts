import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NominaRow } from '@domain/nomina/nomina-row';
import { systemScope } from '@lambdas/access/system-scope';
import { NominaRepository } from '@lambdas/store/nomina-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const ST_CAPITAL = systemScope('76389992-6');
const OTRO = systemScope('77360390-1');
const row = (folio: number, estado: string): NominaRow => ({
  rutClient: '76354771-K',
  rutDebtor: '96790240-3',
  folio,
  estado,
});

describe('NominaRepository against dynalite', () => {
  let engines: LocalEngines;
  let nominas: NominaRepository;

  beforeAll(async () => {
    engines = await startLocalEngines();
    // Local engines name every table of lambdas/store/tables.ts by its logical name.
    nominas = new NominaRepository(engines.doc, 'nominas');
  });

  afterAll(() => engines?.stop());

  it('stores more rows than one batch holds and lists them for their factoring only', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => row(i + 1, i % 2 === 0 ? 'VIGENTE' : 'PAGADO'));
    await nominas.putAll(ST_CAPITAL, rows, '2026-11-22T03:00:00.000Z');
    await nominas.putAll(OTRO, [row(1, 'MOROSO')], '2026-11-22T03:00:00.000Z');

    const stored = await nominas.listForFactoring(ST_CAPITAL);
    expect([...stored].sort((a, b) => a.folio - b.folio)).toEqual(rows);
    expect(await nominas.listForFactoring(OTRO)).toEqual([row(1, 'MOROSO')]);
    expect(await nominas.listForFactoring(systemScope('96790240-3'))).toEqual([]);
  });

  it('upserts: a new load changes the estado of listed documents and keeps the others; duplicates keep the last', async () => {
    await nominas.putAll(
      ST_CAPITAL,
      [row(1, 'PAGADO'), row(2, 'CASTIGADO'), row(2, 'RECOMPRADO')],
      '2026-11-22T04:00:00.000Z',
    );
    const stored = await nominas.listForFactoring(ST_CAPITAL);
    expect(stored).toHaveLength(60);
    expect(stored.filter((r) => r.folio <= 3).sort((a, b) => a.folio - b.folio)).toEqual([
      row(1, 'PAGADO'),
      row(2, 'RECOMPRADO'),
      row(3, 'VIGENTE'),
    ]);
  });
});
