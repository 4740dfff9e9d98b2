import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCesionView } from '@domain/cession-view';
import { cellReport, groupAt } from '@domain/reportes/cell-figures';
import { buildReport } from '@domain/reportes/report';
import { systemScope } from '@lambdas/access/system-scope';
import { refreshFactoring, type RefreshDeps } from '@lambdas/services/refresh/refresh-factoring';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { ReportCellRepository } from '@lambdas/store/report-cell-repository';
import { siiFixture } from '../../support/fixtures';
import { engineRefreshDeps } from '../../support/refresh-deps';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { eventosXml, periodTxt, recepcionXml } from './sii-files';

const FACTORING = '76389992-6';
const scope = systemScope(FACTORING);
const PERIOD_DIR = siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt');
const PERIOD_NAME = 'CESIONES_76389992-6_2_04042019_08042019.txt';
/** 76354771-K, 33, folio 170, owed by 96790240-3, acquired on 2019-04-05, received on 2019-04-05. */
const FOLIO_170 =
  '76354771-K;Cesion Vigente;96790240-3;null;33;Factura Electronica;170;2019-04-01;2996301;76354771-K;SERVICIOS BONILLA Y LOPEZ Y COMPANIA LIMITADA;enaconltda@gmail.com;76389992-6;ST CAPITAL S.A.;ops@stcapital.cl;2019-04-05 10:22;2996301;2019-05-01';
const CED = { codigo: 'CED', descripcion: 'DTE Cedido', rut: '76354771', dv: 'K', fecha: '05-04-2019 10:22:02' };
const RCD = { codigo: 'RCD', descripcion: 'Reclamo', rut: '96790240', dv: '3', fecha: '10-04-2019 10:00:00' };
const HOUR = 60 * 60 * 1000;
/** 2019-04-10 11:00 in Santiago: folio 170 pending, 3 days left. */
const NOW = new Date('2019-04-10T15:00:00Z');
const MESES = ['2019-03', '2019-04'];
const ALL = { cedente: '', deudor: '' };

describe("the refresh keeps the 'Reportes' cells in step with the cessions it writes", () => {
  let engines: LocalEngines;
  let workDir: string;
  let cessions: CessionRepository;
  let reportCells: ReportCellRepository;
  let deps: RefreshDeps;

  beforeAll(async () => {
    engines = await startLocalEngines();
    workDir = await mkdtemp(path.join(os.tmpdir(), 'radar-report-cells-'));
    cessions = new CessionRepository(engines.doc, engines.config.tables.cessions);
    reportCells = new ReportCellRepository(engines.doc, engines.config.tables.carteras);
    deps = engineRefreshDeps(engines, workDir, { cessions, reportCells });
  });

  afterAll(async () => {
    await engines?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

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
    await copyFile(path.join(PERIOD_DIR, PERIOD_NAME), path.join(workDir, PERIOD_NAME));
    await writeFile(
      path.join(workDir, 'CESIONES_76389992-6_2_05042019_05042019.txt'),
      periodTxt(FACTORING, 'CESIONARIO', '05042019', '05042019', [FOLIO_170]),
    );
    await writeFile(path.join(workDir, 'EVENTOS--76354771-K--33--170.xml'), eventosXml([CED]));
    await writeFile(path.join(workDir, 'RECEPCION--76354771-K--33--170.xml'), recepcionXml('05-04-2019 09:00:00'));
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
    await writeFile(path.join(workDir, 'EVENTOS--76354771-K--33--170.xml'), eventosXml([CED, RCD]));
    const later = new Date(NOW.getTime() + HOUR);
    const run = await refresh(later);
    expect(run.errors.filter((e) => e.source === 'reportes')).toEqual([]);
    expect(await reportCells.builtAt(scope)).toBe(NOW.toISOString());
    const { fromCells, fromDocuments } = await figures(later);
    expect(fromCells).toEqual(fromDocuments);
    expect(fromCells.total.reclamados).toBe(before.reclamados + 1);
  });

  it('forgets the build when an update fails, and builds the cells whole on the next run', async () => {
    await writeFile(path.join(workDir, 'EVENTOS--76354771-K--33--170.xml'), eventosXml([CED]));
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
