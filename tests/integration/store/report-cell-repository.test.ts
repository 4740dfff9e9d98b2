import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { applyReportChanges, reportGroupId, type ReportCellGroup } from '@domain/reportes/report-cell';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { ReportCellRepository } from '@lambdas/store/report-cell-repository';
import { cessionRecord } from '../../support/cession-factory';
import { reportRecords } from '../../support/report-records';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const FACTORING = '76389992-6';
const OTHER_FACTORING = '96667560-8';
const scope = systemScope(FACTORING);
const byId = (groups: readonly ReportCellGroup[]) => new Map(groups.map((g) => [reportGroupId(g), g]));

describe('ReportCellRepository', () => {
  let engines: LocalEngines;
  let cells: ReportCellRepository;
  let carteras: CarteraRepository;
  const groups = new Map<string, ReportCellGroup>();
  const touched = applyReportChanges(
    groups,
    reportRecords().map((after) => ({ before: null, after })),
  );

  beforeAll(async () => {
    engines = await startLocalEngines();
    cells = new ReportCellRepository(engines.doc, engines.config.tables.carteras);
    carteras = new CarteraRepository(engines.doc, engines.config.tables.carteras);
    await cells.writeGroups(scope, groups, touched);
    await cells.writeGroups(systemScope(OTHER_FACTORING), groups, touched);
  });

  afterAll(() => engines?.stop());

  it("answers the groups of the asked months only, and only the factoring's", async () => {
    const october = [...groups.values()].filter((g) => g.mes === '2026-10');
    expect(october.length).toBeGreaterThan(0);
    expect(byId(await cells.groups(scope, '2026-10', '2026-10'))).toEqual(byId(october));
    expect(byId(await cells.groups(scope, '2026-01', '2026-12'))).toEqual(groups);
    expect(await cells.groups(scope, '2026-12', '2027-06')).toEqual([]);
    await cells.clear(systemScope(OTHER_FACTORING));
    expect(byId(await cells.groups(scope, '2026-01', '2026-12'))).toEqual(groups);
  });

  it('reads groups by id, and deletes those absent from the map it writes', async () => {
    const [first, second] = [...groups.keys()];
    expect(byId(await cells.groupsById(scope, [first!, second!, '2030-01#1-9#2-7']))).toEqual(
      new Map([
        [first!, groups.get(first!)!],
        [second!, groups.get(second!)!],
      ]),
    );
    await cells.writeGroups(scope, new Map(), [first!]);
    expect(await cells.groupsById(scope, [first!])).toEqual([]);
    await cells.writeGroups(scope, groups, [first!]);
  });

  it("keeps its build mark and cells apart from 'Cartera': each one's clear leaves the other", async () => {
    await carteras.markBuilt(scope, '2026-11-01T00:00:00.000Z');
    const held = cessionRecord({ fechaCesion: '2026-11-02 10:00' });
    await carteras.writeParties(
      scope,
      new Map([
        ['deudor#96874030-K', { tipo: 'deudor', rut: held.deudor.rut, razonSocial: 'D', cells: {}, reglas: {} }],
      ]),
      ['deudor#96874030-K'],
    );
    await cells.markBuilt(scope, '2026-11-02T00:00:00.000Z');
    expect(await cells.builtAt(scope)).toBe('2026-11-02T00:00:00.000Z');

    await carteras.clear(scope);
    expect(await carteras.builtAt(scope)).toBeNull();
    expect(await carteras.parties(scope)).toEqual([]);
    expect(await cells.builtAt(scope)).toBe('2026-11-02T00:00:00.000Z');
    expect(byId(await cells.groups(scope, '2026-01', '2026-12'))).toEqual(groups);

    await carteras.markBuilt(scope, '2026-11-03T00:00:00.000Z');
    await cells.clear(scope);
    expect(await cells.builtAt(scope)).toBeNull();
    expect(await cells.groups(scope, '0000-01', '9999-12')).toEqual([]);
    expect(await carteras.builtAt(scope)).toBe('2026-11-03T00:00:00.000Z');
  });
});
