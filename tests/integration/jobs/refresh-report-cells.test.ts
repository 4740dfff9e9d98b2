import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCesionView } from '@domain/cession-view';
import { cellReport, groupAt } from '@domain/reportes/cell-figures';
import { buildReport } from '@domain/reportes/report';
import { systemScope } from '@lambdas/access/system-scope';
import { refreshFactoring, type RefreshDeps } from '@lambdas/services/refresh/refresh-factoring';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { ReportCellRepository } from '@lambdas/store/report-cell-repository';
import { engineRefreshDeps } from '../../support/refresh-deps';
import {
  CED,
  FACTORING,
  HOUR,
  NOW,
  startRefreshWorkspace,
  writeFolio170Events,
  writeFolio170World,
  type RefreshWorkspace,
} from './folio-170-world';

const scope = systemScope(FACTORING);
const RCD = { codigo: 'RCD', descripcion: 'Reclamo', rut: '96790240', dv: '3', fecha: '10-04-2019 10:00:00' };
const MESES = ['2019-03', '2019-04'];
const ALL = { cedente: '', deudor: '' };

describe("the refresh keeps the 'Reportes' cells in step with the cessions it writes", () => {
  let workspace: RefreshWorkspace;
  let workDir: string;
  let cessions: CessionRepository;
  let reportCells: ReportCellRepository;
  let deps: RefreshDeps;

  beforeAll(async () => {
    workspace = await startRefreshWorkspace('radar-report-cells-');
    const { engines } = workspace;
    workDir = workspace.workDir;
    cessions = new CessionRepository(engines.doc, engines.config.tables.cessions);
    reportCells = new ReportCellRepository(engines.doc, engines.config.tables.carteras);
    deps = engineRefreshDeps(engines, workDir, { cessions, reportCells });
  });

  afterAll(() => workspace?.stop());

  const refresh = (now: Date, over: Partial<RefreshDeps> = {}) =>
    refreshFactoring({ ...deps, gateway: new FileSiiGateway(workDir), ...over }, { scope, now });
  /** The report's figures from the cells, and from the stored acquired cessions as the list shows them at `now`. */
  const figures = async (now: Date) => {
    const records = (await cessions.query(scope, { role: 'cesionario', desde: '2019-01-01', hasta: '2019-12-31' }))
      .items;
    const { documentos, ...fromDocuments } = buildReport(
      records.map((r) => toCesionView(r, now)),
      ALL,
      MESES,
      now,
    );
    expect(documentos.length).toBeGreaterThan(1);
    return {
      fromCells: cellReport(
        (await reportCells.groups(scope, '2019-03', '2019-04')).map((group) => groupAt(group, now)),
        ALL,
        MESES,
      ),
      fromDocuments,
    };
  };

  it("builds the cells on the factoring's first run from every acquired cession", async () => {
    await writeFolio170World(workDir);
    const run = await refresh(NOW);
    expect(run.errors.filter((e) => e.source === 'reportes')).toEqual([]);
    expect(await reportCells.builtAt(scope)).toBe(NOW.toISOString());
    const { fromCells, fromDocuments } = await figures(NOW);
    expect(fromCells).toEqual(fromDocuments);
    // Nine days later the 8-day window of folio 170 has lapsed: the same cells read it as accepted.
    const lapsed = new Date(NOW.getTime() + 9 * 24 * HOUR);
    const read = await figures(lapsed);
    expect(read.fromCells).toEqual(read.fromDocuments);
    expect(read.fromCells.total.aceptados).toBe(fromCells.total.aceptados + 1);
  });

  it('moves a claimed document to reclamados on the next run', async () => {
    const before = (await figures(NOW)).fromCells.total;
    await writeFolio170Events(workDir, [CED, RCD]);
    const later = new Date(NOW.getTime() + HOUR);
    const run = await refresh(later);
    expect(run.errors.filter((e) => e.source === 'reportes')).toEqual([]);
    expect(await reportCells.builtAt(scope)).toBe(NOW.toISOString());
    const { fromCells, fromDocuments } = await figures(later);
    expect(fromCells).toEqual(fromDocuments);
    expect(fromCells.total.reclamados).toBe(before.reclamados + 1);
  });

  it('forgets the build when an update fails, and builds the cells whole on the next run', async () => {
    await writeFolio170Events(workDir, [CED]);
    const failing = Object.assign(Object.create(reportCells) as ReportCellRepository, {
      writeGroups: () => Promise.reject(new Error('store down')),
    });
    const failed = await refresh(new Date(NOW.getTime() + 2 * HOUR), { reportCells: failing });
    expect(failed.status).toBe('partial');
    expect(failed.errors).toContainEqual(expect.objectContaining({ source: 'reportes' }));
    expect(await reportCells.builtAt(scope)).toBeNull();

    const later = new Date(NOW.getTime() + 3 * HOUR);
    await refresh(later);
    expect(await reportCells.builtAt(scope)).toBe(later.toISOString());
    const { fromCells, fromDocuments } = await figures(later);
    expect(fromCells).toEqual(fromDocuments);
  });
});
