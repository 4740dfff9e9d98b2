import { systemScope } from '@lambdas/access/system-scope';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, SqlJsStatic } from 'sql.js';
import { parseNominaEmpresas } from '@domain/empresas/nomina-empresas';
import {
  buildFactoringClientDbs,
  type ClientDbBuildDeps,
  type ClientDbBuildReport,
} from '@lambdas/services/client-db/build-factoring-client-dbs';
import { clientDbKey, clientListDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { DirectoryClientFiles } from '@lambdas/store/client-files/directory-client-files';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { refreshFactorings } from '../../support/refresh-factorings';
import { buildWorld } from '@infra/local/demo-world/build-world';
import { formatLocal, plusDays } from '@infra/local/demo-world/local-time';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { DocumentStore } from '@lambdas/store/document-store';
import { engineRefreshDeps } from '../../support/refresh-deps';
import { writeRegisteredWorld } from '../../support/registered-world';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const WORLD = { seed: 'client-db-integration', today: '2026-11-21', scale: 0.02 };
/** Noon of WORLD.today in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-21T15:00:00Z');
/** The refresh window: 93 days ending today. */
const DESDE = plusDays(WORLD.today, -92);

describe('client database builder over dynalite and s3rver', () => {
  const world = buildWorld(WORLD);
  const factoring = world.factorings[0]!;
  let engines: LocalEngines;
  let worldDir: string;
  let SQL: SqlJsStatic;
  let deps: ClientDbBuildDeps;
  let report: ClientDbBuildReport;
  let objects: ClientDbObjects;

  beforeAll(async () => {
    engines = await startLocalEngines();
    const { dir, factorings } = await writeRegisteredWorld(engines, WORLD, 'client-db-world-');
    worldDir = dir;
    const gateway = new FileSiiGateway(worldDir);
    const cessions = new CessionRepository(engines.doc, engines.config.tables.cessions);
    await refreshFactorings(engineRefreshDeps(engines, worldDir, { gateway, cessions, factorings }), { now: NOW });
    SQL = await loadSqlJs();
    objects = new ClientDbObjects(engines.s3, engines.config.buckets.documents);
    const aecs = new DocumentStore(engines.s3, engines.config.buckets.documents);
    deps = {
      SQL,
      nomina: gateway,
      aecs,
      files: new DirectoryClientFiles(worldDir),
      cessions,
      objects,
      logger: { warn: () => {}, error: () => {} },
    };
    report = await buildFactoringClientDbs(deps, { scope: systemScope(factoring.rut), now: NOW });
  });

  afterAll(async () => {
    await engines?.stop();
    if (worldDir) await rm(worldDir, { recursive: true, force: true });
  });

  /**
   * Sellers of the documents the factoring acquired inside the refresh window, from the world itself: the emisor,
   * or for a factura de compra (46) the cedente of its first cession.
   */
  function expectedClients(): string[] {
    const ruts = world.documents.flatMap((d) =>
      d.cesiones
        .filter((c) => c.cesionario === factoring && formatLocal(c.fecha, 'yyyy-MM-dd') >= DESDE)
        .flatMap((c) => (d.tipoDTE !== 46 ? [d.emisor.rut] : c.seq === 1 ? [c.cedente.rut] : [])),
    );
    return [...new Set(ruts)].sort();
  }

  async function open(key: string): Promise<Database> {
    const bytes = await objects.get(key);
    expect(bytes).not.toBeNull();
    return new SQL.Database(bytes!);
  }

  const values = (db: Database, sql: string, params: Record<string, string> = {}): unknown[][] =>
    db.exec(sql, params)[0]?.values ?? [];

  it('builds one database per client of the factoring, without problems in the files', () => {
    expect(report.failed).toEqual([]);
    expect(report.problems).toBe(0);
    expect(report.built).toEqual(expectedClients());
    expect(report.built.every((rut) => world.cedentes.some((c) => c.rut === rut))).toBe(true);
    expect(report.built.length).toBeGreaterThan(0);
  });

  it("stores a client's ledger with one row per document line of its RCV files", async () => {
    const client = report.built[0]!;
    const folder = path.join(worldDir, 'clientes', client);
    let lines = 0;
    for (const name of (await readdir(folder)).filter((n) => n.startsWith('RCV_'))) {
      lines +=
        (await readFile(path.join(folder, name), 'latin1')).split('\n').filter((l) => l.trim() !== '').length - 1;
    }
    const db = await open(clientDbKey(systemScope(factoring.rut), client));
    expect(values(db, 'SELECT COUNT(*) FROM librocv')).toEqual([[lines]]);
  });

  it('stores every cession the client made, to any factoring, with its amount', async () => {
    for (const client of report.built) {
      const db = await open(clientDbKey(systemScope(factoring.rut), client));
      const stored = values(
        db,
        'SELECT folioDTE, rutCesionario, montoCesion FROM cesion WHERE rutCedente = $c ORDER BY 1, 2',
        { $c: client },
      );
      const expected = world.documents
        .flatMap((d) =>
          d.cesiones.filter((c) => c.cedente.rut === client).map((c) => [d.folio, c.cesionario.rut, c.montoCesion]),
        )
        .sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1])));
      expect(stored).toEqual(expected);
    }
  });

  it('annuls in nc_resumen every invoice 33 of the client the SII marks NCA', async () => {
    for (const client of report.built) {
      const db = await open(clientDbKey(systemScope(factoring.rut), client));
      const anulados = values(db, "SELECT folio FROM nc_resumen WHERE estado = 'Anulado' AND tipoDTE = 33").map(
        ([f]) => f,
      );
      for (const d of world.documents.filter((x) => x.emisor.rut === client && x.tipoDTE === 33)) {
        const nca = d.eventAnswer.kind === 'lista' && d.eventAnswer.eventos.some((e) => e.codigo === 'NCA');
        if (nca) expect(anulados).toContain(d.folio);
      }
    }
  });

  it('counts the factorings and the top-1 share of each cession month as the world has them', async () => {
    for (const client of report.built) {
      const db = await open(clientDbKey(systemScope(factoring.rut), client));
      const byMonth = new Map<string, Map<string, number>>();
      for (const d of world.documents)
        for (const c of d.cesiones.filter((x) => x.cedente.rut === client)) {
          const month = formatLocal(c.fecha, 'yyyy-MM-dd').slice(0, 7);
          const amounts = byMonth.get(month) ?? new Map<string, number>();
          amounts.set(c.cesionario.rut, (amounts.get(c.cesionario.rut) ?? 0) + c.montoCesion);
          byMonth.set(month, amounts);
        }
      for (const [month, amounts] of byMonth) {
        const total = [...amounts.values()].reduce((a, b) => a + b, 0);
        const top = Math.max(...amounts.values());
        const kpi = (id: string) =>
          values(db, 'SELECT value FROM kpis WHERE kpi = $k AND date = $d', { $k: id, $d: month });
        expect(kpi('cantidad-factorings')).toEqual([[amounts.size]]);
        expect(kpi('concentracion-top1-factoring')).toEqual([[Math.round((top / total) * 10_000) / 100]]);
      }
    }
  });

  it('stores the client list with every client and their KPIs', async () => {
    const db = await open(clientListDbKey(systemScope(factoring.rut)));
    expect(values(db, 'SELECT rut FROM empresas ORDER BY rut').map(([rut]) => rut)).toEqual(report.built);
    expect(values(db, 'SELECT COUNT(DISTINCT rut) FROM kpis')).toEqual([[report.built.length]]);
    expect(values(db, "SELECT value FROM metadata WHERE key = 'endDate'")).toEqual([['2026-11']]);
  });

  it('records how many clients its first build had done out of how many, for the list not stored yet', async () => {
    const recorded = await objects.listProgress(systemScope(factoring.rut));
    expect(recorded).not.toBeNull();
    expect(recorded!.progress.total).toBe(report.built.length);
    expect(recorded!.progress.clientes).toBeLessThanOrEqual(report.built.length);
  });

  it("fills the list's tamano from the SII nómina and correo / telefono from the client's SII documents", async () => {
    const folder = path.join(worldDir, 'nomina');
    const [nominaName] = await readdir(folder);
    const nomina = parseNominaEmpresas(await readFile(path.join(folder, nominaName!)));
    const db = await open(clientListDbKey(systemScope(factoring.rut)));
    const listed = values(db, 'SELECT rut, tamano, correo, telefono FROM empresas ORDER BY rut');
    expect(listed).toHaveLength(report.built.length);
    for (const [rut, tamano, correo, telefono] of listed) {
      const cedente = world.cedentes.find((c) => c.rut === rut)!;
      expect(tamano, String(rut)).toBe(nomina.rows.find((r) => r.rut === rut)!.tramoVentas);
      expect(correo, String(rut)).toBe(cedente.email);
      const withAec = world.documents.some(
        (d) =>
          d.emisor === cedente &&
          d.aecAvailable &&
          d.cesiones.some((c) => c.cesionario === factoring && formatLocal(c.fecha, 'yyyy-MM-dd') >= DESDE),
      );
      expect(telefono, String(rut)).toBe(withAec ? cedente.telefono : null);
    }
    expect(listed.some(([, , , telefono]) => telefono !== null)).toBe(true);
  });

  it("lists each client's SII login state, and an enrolled company no cession names under its nómina name", async () => {
    const [seller, other] = report.built;
    // A company the factoring never bought from, listed in a newer nómina of the SII.
    const newcomer = {
      rut: world.deudores.find((d) => !report.built.includes(d.rut))!.rut,
      razonSocial: 'EMPRESA RECIEN ENROLADA SPA',
    };
    const [body, dv] = newcomer.rut.split('-');
    const newer = `Año comercial\tRUT\tDV\tRazón social\tTramo según ventas\n2025\t${body}\t${dv}\t${newcomer.razonSocial}\t5\n`;
    const nomina = {
      fetchNominaEmpresas: async () => [
        ...(await deps.nomina.fetchNominaEmpresas()),
        { name: 'PUB_EMPRESAS_PJ_2025.txt', bytes: Buffer.from(newer) },
      ],
    };
    const credentials = {
      listClients: async () =>
        [
          { rutCliente: seller!, estado: 'Error Password' as const },
          { rutCliente: newcomer.rut, estado: 'Activo' as const },
        ].map((client) => ({
          ...client,
          rutUsuario: client.rutCliente,
          mensaje: null,
          verificadaEn: null,
          registradaEn: null,
          registradaPor: null,
          claveGuardada: true,
        })),
    };
    const enrolled = await buildFactoringClientDbs(
      { ...deps, nomina, credentials },
      { scope: systemScope(factoring.rut), now: NOW },
    );
    expect(enrolled.built).toEqual(expect.arrayContaining([seller, newcomer.rut]));
    const db = await open(clientListDbKey(systemScope(factoring.rut)));
    const estados = new Map(
      values(db, 'SELECT rut, estado, razonsocial FROM empresas').map(([rut, estado, name]) => [rut, [estado, name]]),
    );
    expect(estados.get(seller!)?.[0]).toBe('Error Password');
    expect(estados.get(other!)?.[0]).toBe('Inactivo');
    expect(estados.get(newcomer.rut)).toEqual(['Activo', newcomer.razonSocial]);
    const refused = await open(clientDbKey(systemScope(factoring.rut), seller!));
    expect(
      values(refused, "SELECT value FROM metadata WHERE key IN ('passwordValida', 'siiStatus') ORDER BY key"),
    ).toEqual([['0'], ['Password incorrecta']]);
    // Back to the list the other tests read: every client 'Activo' again without a credential store.
    await buildFactoringClientDbs(deps, { scope: systemScope(factoring.rut), now: NOW });
  });

  it('does not rebuild clients whose inputs did not change', async () => {
    const again = await buildFactoringClientDbs(deps, { scope: systemScope(factoring.rut), now: NOW });
    expect(again.built).toEqual([]);
    expect(again.unchanged).toEqual(report.built);
    const next = await buildFactoringClientDbs(deps, {
      scope: systemScope(factoring.rut),
      now: new Date('2026-11-22T15:00:00Z'),
    });
    expect(next.built).toEqual(report.built);
  });
});
