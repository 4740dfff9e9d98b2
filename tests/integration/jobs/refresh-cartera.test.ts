import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carteraView } from '@domain/cartera/cartera-view';
import { NO_LIMITS } from '@domain/cartera/limits';
import type { CessionRecord } from '@domain/cession';
import { refreshFactoring, type RefreshDeps } from '@lambdas/services/refresh/refresh-factoring';
import { updateCartera } from '@lambdas/services/refresh/update-cartera';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { engineRefreshDeps } from '../../support/refresh-deps';
import {
  CED,
  DEBTOR,
  FACTORING,
  HOUR,
  NOW,
  startRefreshWorkspace,
  writeFolio170Events,
  writeFolio170World,
  type RefreshWorkspace,
} from './folio-170-world';
import { periodTxt } from './sii-files';
import { systemScope } from '@lambdas/access/system-scope';

/** The exposure per debtor of the stored acquired cessions, summed here from the cessions themselves. */
function exposureOf(records: CessionRecord[]): Map<string, number> {
  const byDebtor = new Map<string, number>();
  for (const r of records) {
    if (r.recedido || r.estadoCesionSii !== 'Cesion Vigente') continue;
    byDebtor.set(r.deudor.rut, (byDebtor.get(r.deudor.rut) ?? 0) + r.montoCedido);
  }
  return byDebtor;
}

describe("the refresh keeps 'Cartera' in step with the cessions it writes", () => {
  let workspace: RefreshWorkspace;
  let workDir: string;
  let cessions: CessionRepository;
  let carteras: CarteraRepository;
  let deps: RefreshDeps;

  beforeAll(async () => {
    workspace = await startRefreshWorkspace('radar-cartera-');
    const { engines } = workspace;
    workDir = workspace.workDir;
    cessions = new CessionRepository(engines.doc, engines.config.tables.cessions);
    carteras = new CarteraRepository(engines.doc, engines.config.tables.carteras);
    deps = engineRefreshDeps(engines, workDir, { cessions, carteras });
  });

  afterAll(() => workspace?.stop());

  /** One refresh over the files as they are now (the file source lists the directory once). */
  const refresh = (now: Date) =>
    refreshFactoring({ ...deps, gateway: new FileSiiGateway(workDir) }, { scope: systemScope(FACTORING), now });
  const stored = async () =>
    (await cessions.query(systemScope(FACTORING), { role: 'cesionario', desde: '2019-01-01', hasta: '2019-12-31' }))
      .items;
  const view = async (now: Date) => carteraView(await carteras.parties(systemScope(FACTORING)), NO_LIMITS, now);
  const drilled = async () =>
    (await carteras.documentPage(systemScope(FACTORING), 'deudor', DEBTOR, (line) => line, 1_000)).items;
  const mixOf = async (now: Date) => Object.fromEntries((await view(now)).aceptacion.map((a) => [a.estado, a.monto]));

  it('builds the aggregates on the first run from every held cession', async () => {
    await writeFolio170World(workDir);
    const run = await refresh(NOW);
    expect(run.status).not.toBe('failed');
    expect(run.errors.filter((e) => e.source === 'cartera')).toEqual([]);
    expect(await carteras.builtAt(systemScope(FACTORING))).toBe(NOW.toISOString());

    const records = await stored();
    const expected = exposureOf(records);
    const shown = await view(NOW);
    expect(new Map(shown.deudores.map((d) => [d.rut, d.monto]))).toEqual(expected);
    expect(shown.total.monto).toBe([...expected.values()].reduce((a, b) => a + b, 0));
    expect(shown.total.documentos).toBe(
      records.filter((r) => !r.recedido && r.estadoCesionSii === 'Cesion Vigente').length,
    );
    // Received on 04-05, 5 days before now: 3 days left of the 8-day window.
    expect(shown.pendientes).toContainEqual({ diasRestantes: 3, documentos: 1, monto: 2996301 });
    expect((await drilled()).map((d) => d.folio)).toEqual([170]);
  });

  it('moves a claimed document from pendiente to reclamado on the next run, as a full build would', async () => {
    const before = await mixOf(NOW);
    await writeFolio170Events(workDir, [
      CED,
      {
        codigo: 'RCD',
        descripcion: 'Reclamo al Contenido del Documento',
        rut: '96790240',
        dv: '3',
        fecha: '10-04-2019 10:00:00',
      },
    ]);
    const later = new Date(NOW.getTime() + HOUR);
    await refresh(later);
    const after = await mixOf(later);
    expect(after.reclamado! - before.reclamado!).toBe(2996301);
    expect(before.pendiente! - after.pendiente!).toBe(2996301);
    const lines = await drilled();
    expect(lines.map((d) => d.aceptacion)).toEqual(['R']);

    const kept = await carteras.parties(systemScope(FACTORING));
    await carteras.clear(systemScope(FACTORING));
    await updateCartera(deps, systemScope(FACTORING), [], later);
    expect(sortParties(await carteras.parties(systemScope(FACTORING)))).toEqual(sortParties(kept));
  });

  it('takes a re-ceded document out of its debtor and cedente', async () => {
    const before = await view(NOW);
    await writeFile(
      path.join(workDir, 'CESIONES_76389992-6_1_06042019_06042019.txt'),
      periodTxt(FACTORING, 'CEDENTE', '06042019', '06042019', [
        '76354771-K;Cesion Vigente;96790240-3;null;33;Factura Electronica;170;2019-04-01;2996301;76389992-6;ST CAPITAL S.A.;ops@stcapital.cl;76598556-0;FONDO DE INVERSION PRIVADO DEUDA Y FACTURAS;f@fondo.cl;2019-04-06 12:57;2996301;2019-05-01',
      ]),
    );
    const later = new Date(NOW.getTime() + 2 * HOUR);
    await refresh(later);
    const after = await view(later);
    expect(after.total.monto).toBe(before.total.monto - 2996301);
    expect(after.deudores.find((d) => d.rut === DEBTOR)).toBeUndefined();
    expect(after.cedentes.find((c) => c.rut === '76354771-K')).toBeUndefined();
    expect(await drilled()).toEqual([]);
    expect(new Map(after.deudores.map((d) => [d.rut, d.monto]))).toEqual(exposureOf(await stored()));
  });
});

function sortParties<T extends { tipo: string; rut: string }>(parties: T[]): T[] {
  return [...parties].sort((a, b) => `${a.tipo}#${a.rut}`.localeCompare(`${b.tipo}#${b.rut}`));
}
