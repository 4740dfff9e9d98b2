import { recordedEvents } from '../../support/recorded-events';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CessionRecord } from '@domain/cession';
import type { SiiRole } from '@domain/sii-role';
import { aecUpToLink } from '@domain/aec/link-extract';
import { systemScope } from '@lambdas/access/system-scope';
import { refreshFactoring, type RefreshDeps } from '@lambdas/services/refresh/refresh-factoring';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import type { SiiGateway } from '@lambdas/platform/sii-port';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { DocumentStore } from '@lambdas/store/document-store';
import { RefreshRunRepository, type RefreshProgress } from '@lambdas/store/refresh-run-repository';
import { siiFixture } from '../../support/fixtures';
import { engineRefreshDeps } from '../../support/refresh-deps';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { eventosXml, periodTxt, recepcionXml } from './sii-files';

const FACTORING = '76389992-6';
const SCOPE = systemScope(FACTORING);
const PERIOD_DIR = siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt');
const PERIOD_NAME = 'CESIONES_76389992-6_2_04042019_08042019.txt';
const AEC_NAME = 'AEC--76354771-K--33--170--SEQ-2.xml';
const AEC_PATH = siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', AEC_NAME);
/** 2019-04-10 11:00 in Santiago (UTC-4 after the April 2019 change of time). */
const NOW = new Date('2019-04-10T15:00:00Z');
const ROLES: SiiRole[] = ['cesionario', 'cedente', 'deudor'];

/** The data lines of the real period file, split by ';' here, independently of the parser under test. */
async function fixtureLines(): Promise<string[][]> {
  const text = await readFile(path.join(PERIOD_DIR, PERIOD_NAME), 'utf8');
  return text
    .split(/\r?\n/)
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(';'));
}

/** Column index of the period file's header. */
const COL = {
  VENDEDOR: 0,
  DEUDOR: 2,
  FOLIO_DOC: 6,
  FCH_EMIS_DTE: 7,
  MNT_TOTAL: 8,
  CEDENTE: 9,
  FCH_CESION: 15,
  MNT_CESION: 16,
} as const;

function countBy<T>(values: T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return counts;
}

/** The events the SII lists for the DTE of the AEC world (76354771-K, 33, 170): accepted by the debtor, then ceded. */
const AEC_DTE_EVENTS = [
  {
    codigo: 'ACD',
    descripcion: 'Acepta Contenido del Documento',
    rut: '96790240',
    dv: '3',
    fecha: '02-04-2019 09:30:00',
  },
  { codigo: 'CED', descripcion: 'DTE Cedido', rut: '76354771', dv: 'K', fecha: '01-04-2019 10:22:02' },
];

describe('refreshFactoring against dynalite, s3rver and the file source', () => {
  let engines: LocalEngines;
  let cessions: CessionRepository;
  let documents: DocumentStore;
  let refreshRuns: RefreshRunRepository;
  let workDir: string;
  let recorded: ReturnType<typeof recordedEvents>;

  beforeEach(async () => {
    engines = await startLocalEngines();
    cessions = new CessionRepository(engines.doc, engines.config.tables.cessions);
    documents = new DocumentStore(engines.s3, engines.config.buckets.documents);
    refreshRuns = new RefreshRunRepository(engines.doc, engines.config.tables.refreshRuns);
    recorded = recordedEvents(engines.doc, engines.config.tables.platformEvents);
    workDir = await mkdtemp(path.join(os.tmpdir(), 'radar-refresh-'));
  });

  afterEach(async () => {
    await engines?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  function deps(gateway: SiiGateway): RefreshDeps {
    return engineRefreshDeps(engines, workDir, {
      gateway,
      cessions,
      documents,
      refreshRuns,
      events: recorded.publisher,
    });
  }

  async function stored(role: SiiRole, desde = '2019-01-01', hasta = '2019-12-31'): Promise<CessionRecord[]> {
    return (await cessions.query(SCOPE, { role, desde, hasta })).items;
  }

  /** Every raw item of the factoring's partitions, keys and updatedAt included. */
  async function snapshot(): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    for (const role of ROLES) {
      const page = await engines.doc.send(
        new QueryCommand({
          TableName: engines.config.tables.cessions,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `${FACTORING}#${role}` },
        }),
      );
      items.push(...(page.Items ?? []));
    }
    return items;
  }

  /**
   * A directory with the real period file and AEC, plus hand-written answers about that AEC's DTE
   * (76354771-K, 33, folio 170): ST Capital acquired it on 2019-04-01 (SeqCesion 1) and re-ceded it on
   * 2019-04-05 (SeqCesion 2).
   */
  async function writeAecWorld(): Promise<void> {
    await copyFile(path.join(PERIOD_DIR, PERIOD_NAME), path.join(workDir, PERIOD_NAME));
    await copyFile(AEC_PATH, path.join(workDir, AEC_NAME));
    await writeFile(
      path.join(workDir, 'CESIONES_76389992-6_2_01042019_01042019.txt'),
      periodTxt(FACTORING, 'CESIONARIO', '01042019', '01042019', [
        '76354771-K;Cesion Vigente;96790240-3;null;33;Factura Electronica;170;2019-04-01;2996301;76354771-K;SERVICIOS BONILLA Y LOPEZ Y COMPANIA LIMITADA;enaconltda@gmail.com;76389992-6;ST CAPITAL S.A.;fynpal-app-notif-st-capital@fynpal.com;2019-04-01 10:22;2996301;2019-05-01',
      ]),
    );
    await writeFile(
      path.join(workDir, 'CESIONES_76389992-6_1_05042019_05042019.txt'),
      periodTxt(FACTORING, 'CEDENTE', '05042019', '05042019', [
        '76354771-K;Cesion Vigente;96790240-3;null;33;Factura Electronica;170;2019-04-01;2996301;76389992-6;ST CAPITAL S.A.;APrat@Financiaenlinea.com;76598556-0;FONDO DE INVERSION PRIVADO DEUDA Y FACTURAS;solicitudes@stcapital.cl;2019-04-05 12:57;2996301;2019-05-01',
      ]),
    );
    await writeFile(path.join(workDir, 'EVENTOS--76354771-K--33--170.xml'), eventosXml(AEC_DTE_EVENTS));
    await writeFile(path.join(workDir, 'RECEPCION--76354771-K--33--170.xml'), recepcionXml('01-04-2019 01:40:12'));
  }

  it('stores every row of the real period file, grouped as the file says, without AECs', async () => {
    const lines = await fixtureLines();
    const run = await refreshFactoring(deps(new FileSiiGateway(PERIOD_DIR)), { scope: SCOPE, now: NOW });

    expect(run).toMatchObject({ status: 'ok', errors: [], desde: '2019-01-07', hasta: '2019-04-10' });
    expect(run.counts).toMatchObject({
      periodFiles: 1,
      rows: lines.length,
      written: lines.length,
      unchanged: 0,
      aecs: 0,
    });
    const items = await stored('cesionario', '2019-04-04', '2019-04-08');
    expect(items).toHaveLength(lines.length);
    expect(await stored('cedente')).toEqual([]);
    expect(items.every((item) => item.aecKey === null && item.eventos === null && item.idSecuencia === 1)).toBe(true);

    expect(countBy(items, (item) => item.cedente.rut)).toEqual(countBy(lines, (line) => line[COL.CEDENTE]!));
    expect(countBy(items, (item) => item.fechaCesion.slice(0, 10))).toEqual(
      countBy(lines, (line) => line[COL.FCH_CESION]!.slice(0, 10)),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(items.map((item) => item.montoCedido))).toBe(sum(lines.map((line) => Number(line[COL.MNT_CESION]))));
    expect(sum(items.map((item) => item.montoDocumento))).toBe(sum(lines.map((line) => Number(line[COL.MNT_TOTAL]))));

    const record = items.find((item) => item.folio === 66516)!;
    expect(record).toMatchObject({
      rutFactoring: FACTORING,
      role: 'cesionario',
      tipoDTE: 33,
      emisor: { rut: '77756630-K', razonSocial: 'ILAN SPA' },
      deudor: { rut: '96874030-K', razonSocial: '' },
      cedente: { rut: '77756630-K', razonSocial: 'ILAN SPA' },
      cesionario: { rut: FACTORING, razonSocial: 'ST CAPITAL S.A.' },
      montoDocumento: 1383875,
      montoCedido: 1138464,
      fechaEmision: '2019-03-29',
      fechaCesion: '2019-04-04 10:43',
      fechaVencimiento: '2019-05-28',
      estadoCesionSii: 'Cesion Vigente',
      recedido: false,
      emailsDeudores: ['cliente_dte_prod@lapolar.cl'],
      mailCedente: 'dteilan@desis.cl',
      sourceFile: PERIOD_NAME,
      updatedAt: NOW.toISOString(),
    });
    expect(await refreshRuns.lastSuccess(SCOPE)).toBe(NOW.toISOString());
  });

  it("records a first run's progress in the store until the run's record replaces it; a later run records none", async () => {
    const written: RefreshProgress[] = [];
    const inStore: (RefreshProgress | null)[] = [];
    // The real repository, also telling what the run wrote and what the store then held.
    refreshRuns = Object.assign(Object.create(refreshRuns) as RefreshRunRepository, {
      recordProgress: async (...args: Parameters<RefreshRunRepository['recordProgress']>) => {
        written.push(args[2]);
        await RefreshRunRepository.prototype.recordProgress.apply(refreshRuns, args);
        inStore.push(await refreshRuns.progressSince(SCOPE, new Date(0)));
      },
    });
    const gateway = new FileSiiGateway(PERIOD_DIR);
    await refreshFactoring(deps(gateway), { scope: SCOPE, now: NOW });
    expect(written[0]).toEqual({ documentos: 0, total: null });
    expect(inStore[0]).toEqual({ documentos: 0, total: null });
    expect(await refreshRuns.progressSince(SCOPE, new Date(0))).toBeNull();
    expect((await refreshRuns.latest(SCOPE))!.status).toBe('ok');

    written.length = 0;
    await refreshFactoring(deps(gateway), { scope: SCOPE, now: new Date(NOW.getTime() + 60_000) });
    expect(written).toEqual([]);
  });

  it('keeps only the rows whose cession day is inside the window', async () => {
    const lines = await fixtureLines();
    const inWindow = lines.filter((line) => line[COL.FCH_CESION]!.slice(0, 10) <= '2019-04-05');
    const run = await refreshFactoring(deps(new FileSiiGateway(PERIOD_DIR)), {
      scope: SCOPE,
      now: new Date('2019-04-05T20:00:00Z'),
      windowDays: 2,
    });
    expect(run).toMatchObject({ status: 'ok', desde: '2019-04-04', hasta: '2019-04-05' });
    expect(inWindow.length).toBeGreaterThan(0);
    expect(inWindow.length).toBeLessThan(lines.length);
    expect(await stored('cesionario')).toHaveLength(inWindow.length);
  });

  it('stores the AEC byte-identical and builds the chain, events and reception date into the records', async () => {
    await writeAecWorld();
    const run = await refreshFactoring(deps(new FileSiiGateway(workDir)), { scope: SCOPE, now: NOW });
    const lines = await fixtureLines();
    const documentsInFile = new Set(lines.map((line) => `${line[COL.VENDEDOR]}/${line[COL.FOLIO_DOC]}`)).size;

    expect(run.status).toBe('ok');
    expect(run.errors).toEqual([]);
    expect(run.counts).toMatchObject({ periodFiles: 3, rows: lines.length + 2, aecs: 1, aecsMissing: documentsInFile });

    const key = 'aec/76354771-K/33/170/SEQ-2.xml';
    const original = await readFile(AEC_PATH);
    expect(Buffer.from((await documents.getAec(key))!).equals(original)).toBe(true);

    const acquired = (await stored('cesionario')).filter(
      (item) => item.emisor.rut === '76354771-K' && item.folio === 170,
    );
    expect(acquired).toHaveLength(1);
    expect(acquired[0]).toMatchObject({
      idSecuencia: 1,
      recedido: true,
      aecKey: key,
      emisor: { rut: '76354771-K', razonSocial: 'INGENIERIA ENACON SPA' },
      deudor: { rut: '96790240-3', razonSocial: 'MINERA LOS PELAMBRES' },
      cedente: { rut: '76354771-K', razonSocial: 'SERVICIOS BONILLA Y LOPEZ Y COMPAÑIA LIMITADA' },
      fechaCesion: '2019-04-01 10:22',
      fechaRecepcion: '2019-04-01 01:40:12',
    });
    expect(acquired[0]!.eventos?.map((event) => event.codigo)).toEqual(['ACD', 'CED']);
    expect(acquired[0]!.eventos?.[0]).toEqual({
      codigo: 'ACD',
      descripcion: 'Acepta Contenido del Documento',
      fecha: '2019-04-02 09:30:00',
      responsable: '96790240-3',
    });

    const ceded = await stored('cedente');
    expect(ceded).toHaveLength(1);
    expect(ceded[0]).toMatchObject({
      folio: 170,
      idSecuencia: 2,
      recedido: false,
      aecKey: key,
      cedente: { rut: FACTORING, razonSocial: 'ST CAPITAL S.A.' },
      cesionario: { rut: '76598556-0', razonSocial: 'FONDO DE INVERSIÓN PRIVADO DEUDA Y FACTURAS' },
    });
  });

  it('changes nothing when run twice, and raises no platform event: the first run is the baseline, the second finds nothing new', async () => {
    await writeAecWorld();
    const first = await refreshFactoring(deps(new FileSiiGateway(workDir)), { scope: SCOPE, now: NOW });
    const before = await snapshot();
    const second = await refreshFactoring(deps(new FileSiiGateway(workDir)), {
      scope: SCOPE,
      now: new Date(NOW.getTime() + 20 * 60_000),
    });

    expect(before).toHaveLength(first.counts.rows);
    expect(await snapshot()).toEqual(before);
    expect(second.counts).toMatchObject({ written: 0, unchanged: first.counts.rows });
    expect(first.counts.rows).toBeGreaterThan(0);
    expect(recorded.published).toEqual([]);
    expect(
      Buffer.from((await documents.getAec('aec/76354771-K/33/170/SEQ-2.xml'))!).equals(await readFile(AEC_PATH)),
    ).toBe(true);
  });

  it('asks for an AEC only for new or changed rows, and for the events on every run while the claim window is open', async () => {
    await writeAecWorld();
    let storedAecs = 0;
    const counting = Object.assign(Object.create(documents) as DocumentStore, {
      hasObject: (key: string) => {
        storedAecs += 1;
        return documents.hasObject(key);
      },
    });
    const run = (minutes: number) =>
      refreshFactoring(
        { ...deps(new FileSiiGateway(workDir)), documents: counting },
        { scope: SCOPE, now: new Date(NOW.getTime() + minutes * 60_000) },
      );
    const folio170 = async () =>
      [...(await stored('cesionario')), ...(await stored('cedente'))].filter(
        (item) => item.emisor.rut === '76354771-K' && item.folio === 170,
      );
    const documentsInRun = (first: { counts: { aecs: number; aecsMissing: number } }) =>
      first.counts.aecs + first.counts.aecsMissing;

    const first = await run(0);
    expect(storedAecs).toBe(1);
    expect(first.counts.requested).toEqual({
      aec: documentsInRun(first),
      events: documentsInRun(first),
      reception: documentsInRun(first),
    });
    const before = await snapshot();

    storedAecs = 0;
    const second = await run(20);
    expect(storedAecs).toBe(0);
    expect(await snapshot()).toEqual(before);
    // Folio 170's AEC is stored; the AECs the SII did not have are asked again only an hour later.
    expect(second.counts.requested.aec).toBe(0);
    // Events are read again for the documents whose claim window is open on 2019-04-10: received (folio 170, on
    // 2019-04-01) or, with the reception unknown, issued on 2019-04-01 or later.
    const lines = await fixtureLines();
    const recent = new Set(
      lines
        .filter((line) => line[COL.FCH_EMIS_DTE]! >= '2019-04-01')
        .map((line) => `${line[COL.VENDEDOR]}/${line[COL.FOLIO_DOC]}`),
    );
    expect(second.counts.requested.events).toBe(recent.size + 1);
    expect((await run(61)).counts.requested.aec).toBe(first.counts.aecsMissing);
    expect(second.counts).toMatchObject({ aecs: 1, written: 0, errors: 0 });

    await writeFile(
      path.join(workDir, 'EVENTOS--76354771-K--33--170.xml'),
      eventosXml([
        ...AEC_DTE_EVENTS,
        {
          codigo: 'ERM',
          descripcion: 'Otorga Recibo de Mercaderías o Servicios',
          rut: '96790240',
          dv: '3',
          fecha: '08-04-2019 08:00:00',
        },
      ]),
    );
    const third = await run(80);
    expect(storedAecs).toBe(0);
    for (const item of await folio170()) {
      expect(item.eventos?.map((event) => event.codigo)).toEqual(['ACD', 'CED', 'ERM']);
      expect(item).toMatchObject({
        aecKey: 'aec/76354771-K/33/170/SEQ-2.xml',
        updatedAt: new Date(NOW.getTime() + 80 * 60_000).toISOString(),
      });
    }
    expect(third.counts.written).toBeGreaterThanOrEqual(2);

    // New AEC bytes alone are not asked for; a changed row is, and its AEC is read again.
    await copyFile(
      siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n.xml'),
      path.join(workDir, AEC_NAME),
    );
    await run(100);
    expect(storedAecs).toBe(0);
    const cedente = path.join(workDir, 'CESIONES_76389992-6_1_05042019_05042019.txt');
    await writeFile(
      cedente,
      (await readFile(cedente, 'utf8')).replace('Cesion Vigente', 'Documento Asociado en Cobranza'),
    );
    const fifth = await run(120);
    expect(storedAecs).toBe(1);
    expect(fifth.counts.requested.aec).toBe(1);
    expect((await stored('cedente'))[0]!.estadoCesionSii).toBe('Documento Asociado en Cobranza');
  });

  it('reads the events of a settled document about once a day, and never again once annulled', async () => {
    await writeAecWorld();
    const day = 24 * 60;
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    const run = (minutes: number) =>
      refreshFactoring(deps(new FileSiiGateway(workDir)), { scope: SCOPE, now: at(minutes) });
    const readAt = async () => (await stored('cesionario')).find((item) => item.folio === 170)!.eventosLeidosEn;
    // Two days later the claim window of folio 170 (received 2019-04-01) has closed: its events are read and timed.
    await run(2 * day);
    expect(await readAt()).toBe(at(2 * day).toISOString());
    await run(2 * day + 20);
    expect(await readAt()).toBe(at(2 * day).toISOString());
    await run(3 * day + 20);
    expect(await readAt()).toBe(at(3 * day + 20).toISOString());

    await writeFile(
      path.join(workDir, 'EVENTOS--76354771-K--33--170.xml'),
      eventosXml([
        {
          codigo: 'NCA',
          descripcion: 'Recibo de Nota de Crédito de Anulación',
          rut: '76354771',
          dv: 'K',
          fecha: '12-04-2019 09:00:00',
        },
      ]),
    );
    await run(5 * day);
    expect(
      (await stored('cesionario')).find((item) => item.folio === 170)!.eventos?.map((event) => event.codigo),
    ).toEqual(['NCA']);
    await run(7 * day);
    expect(await readAt()).toBe(at(5 * day).toISOString());
  });

  it('reports a bad AEC again each time it is asked', async () => {
    await copyFile(path.join(PERIOD_DIR, PERIOD_NAME), path.join(workDir, PERIOD_NAME));
    const badAec = 'AEC--76399752-9--33--25568--SEQ-1.xml';
    await writeFile(path.join(workDir, badAec), (await readFile(AEC_PATH)).subarray(0, 3000));
    // An AEC the SII did not give (or gave unreadable) is asked again an hour later, and reported again.
    for (const minutes of [0, 61]) {
      const run = await refreshFactoring(deps(new FileSiiGateway(workDir)), {
        scope: SCOPE,
        now: new Date(NOW.getTime() + minutes * 60_000),
      });
      expect(run.errors.map((error) => error.source)).toEqual([badAec]);
    }
    expect((await stored('cesionario')).find((item) => item.folio === 25568)?.aecKey).toBeNull();
  });

  it('replaces a cesión stored without AEC by its SeqCesion once the AEC appears', async () => {
    await writeAecWorld();
    const aecCopy = path.join(workDir, AEC_NAME);
    await rm(aecCopy);
    await refreshFactoring(deps(new FileSiiGateway(workDir)), { scope: SCOPE, now: NOW });
    expect((await stored('cedente')).map((item) => [item.idSecuencia, item.aecKey])).toEqual([[1, null]]);

    await copyFile(AEC_PATH, aecCopy);
    await refreshFactoring(deps(new FileSiiGateway(workDir)), {
      scope: SCOPE,
      now: new Date(NOW.getTime() + 61 * 60_000),
    });
    expect((await stored('cedente')).map((item) => [item.idSecuencia, item.aecKey])).toEqual([
      [2, 'aec/76354771-K/33/170/SEQ-2.xml'],
    ]);
  });

  it('reports a corrupted period file, a bad row and a bad AEC, and stores everything else', async () => {
    const lines = await fixtureLines();
    await copyFile(path.join(PERIOD_DIR, PERIOD_NAME), path.join(workDir, PERIOD_NAME));
    const corrupted = 'CESIONES_76389992-6_2_09042019_09042019.txt';
    await writeFile(path.join(workDir, corrupted), 'esto no es una respuesta del SII\n');
    const mixed = 'CESIONES_76389992-6_2_10042019_10042019.txt';
    await writeFile(
      path.join(workDir, mixed),
      periodTxt(FACTORING, 'CESIONARIO', '10042019', '10042019', [
        '76399752-9;Cesion Vigente;96874030-1;null;33;Factura Electronica;99001;2019-04-09;100000;76399752-9;COMERCIALIZADORA INNOVA MOBEL SPA;null;76389992-6;ST CAPITAL S.A.;null;2019-04-10 09:00;100000;2019-05-09',
        '76399752-9;Cesion Vigente;96874030-K;null;33;Factura Electronica;99002;2019-04-09;200000;76399752-9;COMERCIALIZADORA INNOVA MOBEL SPA;null;76389992-6;ST CAPITAL S.A.;null;2019-04-10 09:00;200000;2019-05-09',
      ]),
    );
    const badAec = 'AEC--76399752-9--33--25568--SEQ-1.xml';
    await writeFile(path.join(workDir, badAec), (await readFile(AEC_PATH)).subarray(0, 3000));

    const run = await refreshFactoring(deps(new FileSiiGateway(workDir)), { scope: SCOPE, now: NOW });

    expect(run.status).toBe('partial');
    expect(run.errors.map((error) => error.source).sort()).toEqual([badAec, corrupted, mixed].sort());
    expect(run.errors.find((error) => error.source === mixed)?.line).toBe(3);
    expect(run.counts.errors).toBe(3);
    expect(run.counts.rejectedRows).toBe(1);
    expect(run.rejectedRows).toEqual([
      {
        archivo: mixed,
        linea: 3,
        campo: 'DEUDOR',
        motivo: "DEUDOR inválido: '96874030-1'",
        tipo: '33',
        folio: '99001',
        cedente: 'COMERCIALIZADORA INNOVA MOBEL SPA (76399752-9)',
        role: 'cesionario',
      },
    ]);
    expect(await refreshRuns.latestRejectedRows(SCOPE)).toEqual({
      total: 1,
      rows: run.rejectedRows,
      startedAt: run.startedAt,
    });
    const items = await stored('cesionario');
    expect(items).toHaveLength(lines.length + 1);
    expect(items.map((item) => item.folio)).toContain(99002);
    expect(items.map((item) => item.folio)).not.toContain(99001);
    expect(items.find((item) => item.folio === 25568)?.aecKey).toBeNull();
  });

  it('keeps what is stored for a document whose answer fails, and ends the run partial naming it', async () => {
    await writeAecWorld();
    await refreshFactoring(deps(new FileSiiGateway(workDir)), { scope: SCOPE, now: NOW });
    const before = await snapshot();

    const files = new FileSiiGateway(workDir);
    let calls = 0;
    let failedDocument = '';
    const failing: SiiGateway = {
      fetchPeriodAnswers: (query) => files.fetchPeriodAnswers(query),
      fetchAec: (dte) => files.fetchAec(dte),
      fetchReceptionDate: (dte) => files.fetchReceptionDate(dte),
      fetchEvents: async (dte) => {
        calls += 1;
        if (calls === 40) {
          failedDocument = `${dte.rutEmisor}/${dte.tipoDTE}/${dte.folio}`;
          throw new Error('SII no responde');
        }
        return files.fetchEvents(dte);
      },
    };
    const later = new Date(NOW.getTime() + 20 * 60_000);
    const partial = await refreshFactoring(deps(failing), { scope: SCOPE, now: later });

    expect(partial.status).toBe('partial');
    expect(partial.errors).toEqual([{ source: failedDocument, message: 'eventos: SII no responde' }]);
    expect(await snapshot()).toEqual(before);
    expect(await refreshRuns.lastSuccess(SCOPE)).toBe(later.toISOString());
  });

  it('keeps the stored AEC, events and reception date when the SII answers a truncated AEC, an HTML page and nothing', async () => {
    await writeAecWorld();
    await refreshFactoring(deps(new FileSiiGateway(workDir)), { scope: SCOPE, now: NOW });
    const good = (await stored('cedente'))[0]!;
    expect(good).toMatchObject({
      idSecuencia: 2,
      aecKey: 'aec/76354771-K/33/170/SEQ-2.xml',
      fechaRecepcion: '2019-04-01 01:40:12',
    });
    expect(good.eventos).toHaveLength(2);

    // The row changes, so the run asks the SII for all three answers of folio 170 again.
    const cedente = path.join(workDir, 'CESIONES_76389992-6_1_05042019_05042019.txt');
    await writeFile(
      cedente,
      (await readFile(cedente, 'utf8')).replace('Cesion Vigente', 'Documento Asociado en Cobranza'),
    );
    const files = new FileSiiGateway(workDir);
    const is170 = (dte: { rutEmisor: string; folio: number }) => dte.rutEmisor === '76354771-K' && dte.folio === 170;
    const broken: SiiGateway = {
      fetchPeriodAnswers: (query) => files.fetchPeriodAnswers(query),
      fetchAec: async (dte) =>
        is170(dte) ? { name: AEC_NAME, bytes: (await readFile(AEC_PATH)).subarray(0, 5000) } : files.fetchAec(dte),
      fetchEvents: async (dte) =>
        is170(dte)
          ? {
              name: 'EVENTOS--76354771-K--33--170.xml',
              bytes: Buffer.from('<html><body>Error en el servicio</body></html>'),
            }
          : files.fetchEvents(dte),
      fetchReceptionDate: async (dte) => (is170(dte) ? null : files.fetchReceptionDate(dte)),
    };
    const run = await refreshFactoring(deps(broken), {
      scope: SCOPE,
      now: new Date(NOW.getTime() + 20 * 60_000),
    });

    expect(run.status).toBe('partial');
    expect(run.errors.map((error) => error.source).sort()).toEqual(
      [AEC_NAME, 'EVENTOS--76354771-K--33--170.xml'].sort(),
    );
    const kept = (await stored('cedente'))[0]!;
    expect(kept).toMatchObject({
      idSecuencia: 2,
      aecKey: good.aecKey,
      fechaRecepcion: good.fechaRecepcion,
      eventos: good.eventos,
    });
    expect(Buffer.from((await documents.getAec(good.aecKey!))!).equals(await readFile(AEC_PATH))).toBe(true);

    // The next run asks again (the row is still new to what is stored) and, with good answers, takes the change.
    const healed = await refreshFactoring(deps(files), {
      scope: SCOPE,
      now: new Date(NOW.getTime() + 40 * 60_000),
    });
    expect(healed.status).toBe('ok');
    expect((await stored('cedente'))[0]!.estadoCesionSii).toBe('Documento Asociado en Cobranza');
  });

  it('keeps the stored longer chain when the SII answers an older AEC of the document, and reports it', async () => {
    await writeAecWorld();
    await refreshFactoring(deps(new FileSiiGateway(workDir)), { scope: SCOPE, now: NOW });
    const good = (await stored('cedente'))[0]!;
    expect(good).toMatchObject({ idSecuencia: 2, aecKey: 'aec/76354771-K/33/170/SEQ-2.xml' });

    // The row changes, so the run asks for the AEC of folio 170 again, and the answer holds only cesión 1.
    const cedente = path.join(workDir, 'CESIONES_76389992-6_1_05042019_05042019.txt');
    await writeFile(
      cedente,
      (await readFile(cedente, 'utf8')).replace('Cesion Vigente', 'Documento Asociado en Cobranza'),
    );
    const files = new FileSiiGateway(workDir);
    const older = aecUpToLink(new Uint8Array(await readFile(AEC_PATH)), 1);
    const stale: SiiGateway = {
      fetchPeriodAnswers: (query) => files.fetchPeriodAnswers(query),
      fetchAec: async (dte) =>
        dte.folio === 170 ? { name: 'AEC--76354771-K--33--170--SEQ-1.xml', bytes: older } : files.fetchAec(dte),
      fetchEvents: (dte) => files.fetchEvents(dte),
      fetchReceptionDate: (dte) => files.fetchReceptionDate(dte),
    };
    const run = await refreshFactoring(deps(stale), {
      scope: SCOPE,
      now: new Date(NOW.getTime() + 20 * 60_000),
    });

    expect(run.status).toBe('partial');
    expect(run.errors.map((error) => [error.source, error.message])).toEqual([
      [
        '76354771-K/33/170',
        'el SII entregó el AEC de la cesión 1, anterior al almacenado (cesión 2); se conserva el almacenado',
      ],
    ]);
    expect((await stored('cedente'))[0]).toMatchObject({
      idSecuencia: 2,
      aecKey: good.aecKey,
      estadoCesionSii: good.estadoCesionSii,
    });
    expect(Buffer.from((await documents.getAec(good.aecKey!))!).equals(await readFile(AEC_PATH))).toBe(true);
  });

  it('stores nothing when the first run fails', async () => {
    const failing: SiiGateway = {
      fetchPeriodAnswers: async () => {
        throw new Error('sin conexión');
      },
      fetchAec: async () => null,
      fetchEvents: async () => null,
      fetchReceptionDate: async () => null,
    };
    const run = await refreshFactoring(deps(failing), { scope: SCOPE, now: NOW });
    expect(run.status).toBe('failed');
    expect(await snapshot()).toEqual([]);
    expect(await refreshRuns.lastSuccess(SCOPE)).toBeNull();
  });
});
