import { systemScope } from '@lambdas/access/system-scope';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import type { SiiRole } from '@domain/sii-role';
import { refreshFactorings } from '../../support/refresh-factorings';
import { buildWorld } from '@infra/local/demo-world/build-world';
import { formatLocal, plusDays } from '@infra/local/demo-world/local-time';
import { OUTSIDE_FACTORINGS } from '@infra/local/demo-world/outside-factorings';
import type { DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { refreshFactoring } from '@lambdas/services/refresh/refresh-factoring';
import type { WorldCesion, WorldDocument } from '@infra/local/demo-world/world-model';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { DocumentStore } from '@lambdas/store/document-store';
import type { RefreshRun } from '@lambdas/store/refresh-run-repository';
import { engineRefreshDeps } from '../../support/refresh-deps';
import { writeRegisteredWorld } from '../../support/registered-world';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const WORLD = { seed: 'refresh-integration', today: '2019-04-10', scale: 0.02 };
/** Noon of WORLD.today in Santiago (UTC-4). */
const NOW = new Date('2019-04-10T16:00:00Z');
/** The default refresh window: 93 days ending today. */
const DESDE = plusDays(WORLD.today, -92);

describe('refreshFactoring of every factoring over a generated demo world', () => {
  let engines: LocalEngines;
  let worldDir: string;
  let manifest: DemoWorldManifest;
  let cessions: CessionRepository;
  let documents: DocumentStore;
  let firstRuns: RefreshRun[];
  const world = buildWorld(WORLD);

  beforeAll(async () => {
    engines = await startLocalEngines();
    ({ dir: worldDir, manifest } = await writeRegisteredWorld(engines, WORLD, 'radar-world-'));
    cessions = new CessionRepository(engines.doc, engines.config.tables.cessions);
    documents = new DocumentStore(engines.s3, engines.config.buckets.documents);
    firstRuns = await refreshFactorings(deps(), { now: NOW });
  });

  afterAll(async () => {
    await engines?.stop();
    if (worldDir) await rm(worldDir, { recursive: true, force: true });
  });

  function deps() {
    return engineRefreshDeps(engines, worldDir, { cessions, documents });
  }

  /** The cesiones of the world where `rut` plays `role`, ceded inside the refresh window. */
  function expectedCesiones(
    rut: string,
    role: 'cesionario' | 'cedente',
  ): { doc: WorldDocument; cesion: WorldCesion }[] {
    return world.documents.flatMap((document) =>
      document.cesiones
        .filter((cesion) => cesion[role].rut === rut)
        .filter((cesion) => formatLocal(cesion.fecha, 'yyyy-MM-dd') >= DESDE)
        .map((cesion) => ({ doc: document, cesion })),
    );
  }

  async function stored(rutFactoring: string, role: SiiRole): Promise<CessionRecord[]> {
    return (await cessions.query(systemScope(rutFactoring), { role, desde: DESDE, hasta: WORLD.today })).items;
  }

  function find(records: CessionRecord[], document: WorldDocument, cesion: WorldCesion): CessionRecord | undefined {
    return records.find(
      (record) =>
        record.emisor.rut === document.emisor.rut &&
        record.tipoDTE === document.tipoDTE &&
        record.folio === document.folio &&
        record.fechaCesion === formatLocal(cesion.fecha, 'yyyy-MM-dd HH:mm') &&
        record.cedente.rut === cesion.cedente.rut,
    );
  }

  it('records a run for every factoring: partial for the first, whose latest answer holds two damaged rows, ok for the second', () => {
    expect(firstRuns.map((run) => run.rutFactoring).sort()).toEqual(world.factorings.map((f) => f.rut).sort());
    const byRut = new Map(firstRuns.map((run) => [run.rutFactoring, run]));
    const first = byRut.get(world.factorings[0]!.rut)!;
    expect(first.status).toBe('partial');
    expect(first.rejectedRows.map((row) => [row.campo, row.role])).toEqual([
      ['DEUDOR', 'cesionario'],
      ['MNT_CESION', 'cesionario'],
    ]);
    expect(first.counts.errors).toBe(2);
    const second = byRut.get(world.factorings[1]!.rut)!;
    expect(second).toMatchObject({ status: 'ok', errors: [], rejectedRows: [] });
  });

  it('stores one record per cesión of each factoring as cesionario, with the chain, AEC and events of the world', async () => {
    for (const factoring of world.factorings) {
      const expected = expectedCesiones(factoring.rut, 'cesionario');
      const records = await stored(factoring.rut, 'cesionario');
      expect(records).toHaveLength(expected.length);
      for (const { doc: document, cesion } of expected) {
        const record = find(records, document, cesion);
        expect(record, `${document.emisor.rut}/${document.tipoDTE}/${document.folio} SEQ ${cesion.seq}`).toBeDefined();
        const recededLater = document.cesiones.some(
          (later) => later.seq > cesion.seq && later.cedente.rut === factoring.rut,
        );
        expect(record).toMatchObject({
          idSecuencia: document.aecAvailable ? cesion.seq : 1,
          recedido: recededLater,
          montoCedido: cesion.montoCesion,
          estadoCesionSii: cesion.estado,
          deudor: { rut: document.deudor.rut },
          aecKey: document.aecAvailable
            ? `aec/${document.emisor.rut}/${document.tipoDTE}/${document.folio}/SEQ-${document.cesiones.length}.xml`
            : null,
        });
        const answer = document.eventAnswer;
        expect(record!.eventos?.length ?? null).toBe(
          answer.kind === 'lista' ? answer.eventos.length : answer.kind === 'sin-eventos' ? 0 : null,
        );
      }
    }
  });

  it('stores the cesiones each factoring made as cedente', async () => {
    for (const factoring of world.factorings) {
      const expected = expectedCesiones(factoring.rut, 'cedente');
      const records = await stored(factoring.rut, 'cedente');
      expect(records).toHaveLength(expected.length);
      for (const { doc: document, cesion } of expected) {
        expect(find(records, document, cesion)?.cesionario.rut).toBe(cesion.cesionario.rut);
      }
    }
  });

  it('keeps the latest AEC of every document byte-identical', async () => {
    // The documents the clients ceded only to factorings outside the platform are no tenant factoring's to download
    // (the demo debtor's are, below).
    const ceded = world.documents.filter(
      (document) =>
        document.aecAvailable &&
        document.cesiones.some((cesion) => world.factorings.includes(cesion.cesionario)) &&
        document.cesiones.some((cesion) => formatLocal(cesion.fecha, 'yyyy-MM-dd') >= DESDE),
    );
    expect(ceded.length).toBeGreaterThan(0);
    for (const document of ceded) {
      const seq = document.cesiones.length;
      const name = `AEC--${document.emisor.rut}--${document.tipoDTE}--${document.folio}--SEQ-${seq}.xml`;
      const original = await readFile(path.join(worldDir, 'dte', document.emisor.rut, name));
      const storedBytes = await documents.getAec(
        `aec/${document.emisor.rut}/${document.tipoDTE}/${document.folio}/SEQ-${seq}.xml`,
      );
      expect(storedBytes && Buffer.from(storedBytes).equals(original), name).toBe(true);
    }
  });

  it("stores the demo debtor's documents ceded outside the platform with their cesionario and the SII's AEC", async () => {
    const rutDeudor = manifest.deudor.rut;
    const owedOutside = world.documents.flatMap((document) =>
      document.cesiones
        .filter((cesion) => document.deudor.rut === rutDeudor && OUTSIDE_FACTORINGS.includes(cesion.cesionario))
        .filter((cesion) => formatLocal(cesion.fecha, 'yyyy-MM-dd') >= DESDE)
        .map((cesion) => ({ doc: document, cesion })),
    );
    expect(owedOutside.length).toBeGreaterThan(0);
    await refreshFactoring(deps(), { scope: systemScope(rutDeudor), now: NOW });
    const records = await stored(rutDeudor, 'deudor');
    for (const { doc: document, cesion } of owedOutside) {
      const name = `AEC--${document.emisor.rut}--${document.tipoDTE}--${document.folio}--SEQ-${cesion.seq}.xml`;
      const key = `aec/${document.emisor.rut}/${document.tipoDTE}/${document.folio}/SEQ-${cesion.seq}.xml`;
      expect(find(records, document, cesion), name).toMatchObject({
        cesionario: { rut: cesion.cesionario.rut, razonSocial: cesion.cesionario.razonSocial },
        aecKey: key,
      });
      const original = await readFile(path.join(worldDir, 'dte', document.emisor.rut, name));
      expect(Buffer.from((await documents.getAec(key))!).equals(original), name).toBe(true);
    }
  });

  it('writes nothing on a second run', async () => {
    const again = await refreshFactorings(deps(), {
      now: new Date(NOW.getTime() + 20 * 60_000),
    });
    for (const run of again) {
      const first = firstRuns.find((r) => r.rutFactoring === run.rutFactoring)!;
      expect(run.counts).toMatchObject({ written: 0, unchanged: first.counts.written, rows: first.counts.rows });
    }
  });
});
