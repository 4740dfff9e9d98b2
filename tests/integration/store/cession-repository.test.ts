import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CessionRecord } from '@domain/cession';
import type { SiiRole } from '@domain/sii-role';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { systemScope } from '@lambdas/access/system-scope';
import { BadRequestError } from '@lambdas/platform/errors';
import { CessionRepository, type CessionQuery } from '@lambdas/store/cession-repository';
import { CESSIONS_BY_DOCUMENT_INDEX } from '@lambdas/store/tables';
import { cessionRecord } from '../../support/cession-factory';
import { emptyCessionPartitions } from '../../support/cession-partitions';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const FACTORING = '76389992-6';
const SCOPE = systemScope(FACTORING);
const OTHER = systemScope('77777777-7');

/** A cession stored before any enrichment: no AEC, no event list, no reception date, no cesionario e-mail. */
function cession(overrides: Partial<CessionRecord> = {}): CessionRecord {
  return cessionRecord({ fechaRecepcion: null, mailCesionario: null, aecKey: null, eventos: null, ...overrides });
}

/** Every page of a query, following nextToken; asserts that no page exceeds the limit. */
async function allPages(repository: CessionRepository, q: CessionQuery): Promise<CessionRecord[][]> {
  const pages: CessionRecord[][] = [];
  let nextToken: string | undefined;
  do {
    const page = await repository.query(SCOPE, { ...q, nextToken });
    expect(page.items.length).toBeLessThanOrEqual(q.limit ?? Number.POSITIVE_INFINITY);
    pages.push(page.items);
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
  return pages;
}

describe('CessionRepository against dynalite', () => {
  let engines: LocalEngines;
  let repository: CessionRepository;

  beforeAll(async () => {
    engines = await startLocalEngines();
    repository = new CessionRepository(engines.doc, engines.config.tables.cessions);
  });

  afterAll(() => engines?.stop());

  beforeEach(async () => {
    await emptyCessionPartitions(repository, [FACTORING, '77777777-7']);
  });

  it('stores a record and returns it unchanged, with its document index key', async () => {
    const record = cession({
      eventos: [
        {
          codigo: 'ACD',
          descripcion: 'Acepta Contenido del Documento',
          fecha: '2019-04-05 12:34:56',
          responsable: '96790240-3',
        },
      ],
    });
    await repository.upsert(SCOPE, record);

    const page = await repository.query(SCOPE, {
      role: 'cesionario',
      desde: '2019-04-04',
      hasta: '2019-04-04',
    });
    expect(page).toEqual({ items: [record], nextToken: null });

    const byDocument = await engines.doc.send(
      new QueryCommand({
        TableName: engines.config.tables.cessions,
        IndexName: CESSIONS_BY_DOCUMENT_INDEX,
        KeyConditionExpression: 'docKey = :d',
        ExpressionAttributeValues: { ':d': `${FACTORING}#cesionario#76399752-9#33#100` },
      }),
    );
    expect(byDocument.Items).toHaveLength(1);
  });

  it('is idempotent: the same record twice is one item, a changed one replaces it', async () => {
    await repository.upsert(SCOPE, cession());
    await repository.upsert(SCOPE, cession());
    await repository.upsert(SCOPE, cession({ estadoCesionSii: 'Cesion Anulada' }));
    const { items } = await repository.query(SCOPE, {
      role: 'cesionario',
      desde: '2019-01-01',
      hasta: '2019-12-31',
    });
    expect(items.map((item) => item.estadoCesionSii)).toEqual(['Cesion Anulada']);
  });

  it('keeps each idSecuencia of one document as its own item', async () => {
    await repository.upsertMany(SCOPE, [
      cession({ idSecuencia: 1 }),
      cession({ idSecuencia: 2, fechaCesion: '2019-04-05 12:57' }),
    ]);
    const { items } = await repository.query(SCOPE, {
      role: 'cesionario',
      desde: '2019-01-01',
      hasta: '2019-12-31',
    });
    expect(items.map((item) => item.idSecuencia)).toEqual([1, 2]);
  });

  it('includes both ends of the date range and nothing outside it, ordered by fechaCesion', async () => {
    await repository.upsertMany(SCOPE, [
      cession({ folio: 1, fechaCesion: '2019-04-03 23:59' }),
      cession({ folio: 2, fechaCesion: '2019-04-04 00:00' }),
      cession({ folio: 3, fechaCesion: '2019-04-06 12:00' }),
      cession({ folio: 4, fechaCesion: '2019-04-08 23:59' }),
      cession({ folio: 5, fechaCesion: '2019-04-09 00:00' }),
    ]);
    const { items } = await repository.query(SCOPE, {
      role: 'cesionario',
      desde: '2019-04-04',
      hasta: '2019-04-08',
    });
    expect(items.map((item) => item.folio)).toEqual([2, 3, 4]);
  });

  it('separates factorings and roles', async () => {
    await repository.upsertMany(SCOPE, [cession({ folio: 1 }), cession({ folio: 2, role: 'cedente' })]);
    await repository.upsertMany(OTHER, [cession({ folio: 3, rutFactoring: '77777777-7' })]);
    const range = { desde: '2019-01-01', hasta: '2019-12-31' };
    const folios = async (scope: FactoringScope, role: SiiRole) =>
      (await repository.query(scope, { role, ...range })).items.map((item) => item.folio);
    expect(await folios(SCOPE, 'cesionario')).toEqual([1]);
    expect(await folios(SCOPE, 'cedente')).toEqual([2]);
    expect(await folios(OTHER, 'cesionario')).toEqual([3]);
    expect(await folios(SCOPE, 'deudor')).toEqual([]);
  });

  it("writes and deletes only its scope's factoring: a record of another is refused and nothing is written", async () => {
    const own = cession({ folio: 1 });
    const foreign = cession({ folio: 2, rutFactoring: '77777777-7' });
    const range = { role: 'cesionario' as const, desde: '2019-01-01', hasta: '2019-12-31' };
    await expect(repository.upsertMany(SCOPE, [own, foreign])).rejects.toThrow('77777777-7');
    await expect(repository.upsert(SCOPE, foreign)).rejects.toThrow('77777777-7');
    expect((await repository.query(SCOPE, range)).items).toEqual([]);
    expect((await repository.query(OTHER, range)).items).toEqual([]);
    await repository.upsert(OTHER, foreign);
    await expect(repository.removeMany(SCOPE, [foreign])).rejects.toThrow('77777777-7');
    expect((await repository.query(OTHER, range)).items).toEqual([foreign]);
  });

  it('filters by a rut of any party, normalising the rut given', async () => {
    await repository.upsertMany(SCOPE, [
      cession({ folio: 1, emisor: { rut: '11111111-1', razonSocial: 'EMISOR' } }),
      cession({ folio: 2, cedente: { rut: '11111111-1', razonSocial: 'CEDENTE' } }),
      cession({ folio: 3, deudor: { rut: '11111111-1', razonSocial: 'DEUDOR' } }),
      cession({ folio: 4, cesionario: { rut: '11111111-1', razonSocial: 'CESIONARIO' } }),
      cession({ folio: 5 }),
    ]);
    const { items } = await repository.query(SCOPE, {
      role: 'cesionario',
      desde: '2019-01-01',
      hasta: '2019-12-31',
      rut: '11.111.111-1',
    });
    expect(items.map((item) => item.folio).sort()).toEqual([1, 2, 3, 4]);
  });

  it('filters by folio, alone or with a rut', async () => {
    await repository.upsertMany(SCOPE, [
      cession({ folio: 25568 }),
      cession({
        folio: 25568,
        emisor: { rut: '11111111-1', razonSocial: 'OTRO' },
        cedente: { rut: '11111111-1', razonSocial: 'OTRO' },
      }),
      cession({ folio: 25569 }),
    ]);
    const base = { role: 'cesionario' as const, desde: '2019-01-01', hasta: '2019-12-31' };
    expect((await repository.query(SCOPE, { ...base, folio: 25568 })).items).toHaveLength(2);
    const both = await repository.query(SCOPE, { ...base, folio: 25568, rut: '11111111-1' });
    expect(both.items.map((item) => item.emisor.rut)).toEqual(['11111111-1']);
  });

  it('pages through every item exactly once, honouring the limit', async () => {
    const records = Array.from({ length: 7 }, (_, i) =>
      cession({ folio: i + 1, fechaCesion: `2019-04-0${i + 1} 10:00` }),
    );
    await repository.upsertMany(SCOPE, records);
    const pages = await allPages(repository, {
      role: 'cesionario',
      desde: '2019-04-01',
      hasta: '2019-04-30',
      limit: 3,
    });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(records);
  });

  it('fills filtered pages up to the limit even when matches are sparse', async () => {
    const records = Array.from({ length: 60 }, (_, i) =>
      cession({
        folio: i + 1,
        fechaCesion: `2019-04-${String(1 + (i % 28)).padStart(2, '0')} ${String(10 + Math.floor(i / 28)).padStart(2, '0')}:00`,
        deudor:
          i % 5 === 0
            ? { rut: '96790240-3', razonSocial: 'MINERA LOS PELAMBRES' }
            : { rut: '96874030-K', razonSocial: 'LA POLAR' },
      }),
    );
    await repository.upsertMany(SCOPE, records);
    const expected = records
      .filter((record) => record.deudor.rut === '96790240-3')
      .sort((a, b) => a.fechaCesion.localeCompare(b.fechaCesion));
    const pages = await allPages(repository, {
      role: 'cesionario',
      desde: '2019-04-01',
      hasta: '2019-04-30',
      rut: '96790240-3',
      limit: 5,
    });
    expect(pages.flat().map((record) => record.folio)).toEqual(expected.map((record) => record.folio));
    expect(pages.slice(0, -1).every((page) => page.length === 5)).toBe(true);
  });

  it('reads at most maxRead items per call, filtered or not, and still returns every match exactly once', async () => {
    const records = Array.from({ length: 60 }, (_, i) =>
      cession({
        folio: i + 1,
        fechaCesion: `2019-04-${String(1 + (i % 28)).padStart(2, '0')} ${String(10 + Math.floor(i / 28)).padStart(2, '0')}:00`,
        deudor:
          i % 7 === 0
            ? { rut: '96790240-3', razonSocial: 'MINERA LOS PELAMBRES' }
            : { rut: '96874030-K', razonSocial: 'LA POLAR' },
      }),
    );
    await repository.upsertMany(SCOPE, records);
    const window = {
      role: 'cesionario' as const,
      desde: '2019-04-01',
      hasta: '2019-04-30',
      maxRead: 8,
    };
    const filtered = await allPages(repository, { ...window, rut: '96790240-3' });
    expect(filtered.length).toBe(Math.ceil(60 / 8));
    expect(
      filtered
        .flat()
        .map((record) => record.folio)
        .sort((a, b) => a - b),
    ).toEqual(records.filter((_, i) => i % 7 === 0).map((record) => record.folio));
    const unfiltered = await allPages(repository, window);
    expect(unfiltered.map((page) => page.length)).toEqual([8, 8, 8, 8, 8, 8, 8, 4]);
    await expect(repository.query(SCOPE, { ...window, maxRead: 0 })).rejects.toThrow(BadRequestError);
  });

  it('writes more than one BatchWrite chunk', async () => {
    const records = Array.from({ length: 61 }, (_, i) => cession({ folio: 1000 + i }));
    await repository.upsertMany(SCOPE, records);
    const { items } = await repository.query(SCOPE, {
      role: 'cesionario',
      desde: '2019-04-04',
      hasta: '2019-04-04',
    });
    expect(items).toHaveLength(61);
  });

  it('rejects a token of another factoring or a malformed one', async () => {
    await repository.upsertMany(SCOPE, [cession({ folio: 1 }), cession({ folio: 2 })]);
    const range = { role: 'cesionario' as const, desde: '2019-01-01', hasta: '2019-12-31' };
    const { nextToken } = await repository.query(SCOPE, { ...range, limit: 1 });
    expect(nextToken).toEqual(expect.any(String));
    await expect(repository.query(OTHER, { ...range, nextToken: nextToken! })).rejects.toBeInstanceOf(BadRequestError);
    await expect(repository.query(SCOPE, { ...range, nextToken: 'not-a-token' })).rejects.toBeInstanceOf(
      BadRequestError,
    );
    await expect(repository.query(SCOPE, { ...range, limit: 0 })).rejects.toBeInstanceOf(BadRequestError);
  });

  it('finds every idSecuencia of one document through the byDocument index', async () => {
    await repository.upsertMany(SCOPE, [
      cession({ idSecuencia: 1 }),
      cession({ idSecuencia: 2, fechaCesion: '2019-04-05 12:57' }),
      cession({ folio: 101 }),
      cession({ role: 'cedente' }),
    ]);
    const found = await repository.findDocument(SCOPE, 'cesionario', {
      rutEmisor: '76399752-9',
      tipoDTE: 33,
      folio: 100,
    });
    expect(found.map((record) => [record.role, record.folio, record.idSecuencia])).toEqual([
      ['cesionario', 100, 1],
      ['cesionario', 100, 2],
    ]);
    expect(
      await repository.findDocument(SCOPE, 'deudor', { rutEmisor: '76399752-9', tipoDTE: 33, folio: 100 }),
    ).toEqual([]);
  });

  it('reads back only the fields asked, paging and filtering as the whole read does', async () => {
    const records = Array.from({ length: 7 }, (_, i) =>
      cession({ folio: i + 1, fechaCesion: `2019-04-0${i + 1} 10:00`, aecKey: `aec/${i + 1}.xml` }),
    );
    await repository.upsertMany(SCOPE, records);
    const fields = ['folio', 'aecKey', 'emisor'] as const;
    const only = (record: CessionRecord) => ({ folio: record.folio, aecKey: record.aecKey, emisor: record.emisor });
    const pages = [];
    let nextToken: string | undefined;
    do {
      const page = await repository.query(
        SCOPE,
        { role: 'cesionario', desde: '2019-04-01', hasta: '2019-04-30', limit: 3, nextToken },
        fields,
      );
      pages.push(page.items);
      nextToken = page.nextToken ?? undefined;
    } while (nextToken);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(records.map(only));
    // a filter's attribute names and the projection's never collide
    const filtered = await repository.query(
      SCOPE,
      { role: 'cesionario', desde: '2019-04-01', hasta: '2019-04-30', folio: 4, rut: records[3]!.deudor.rut },
      fields,
    );
    expect(filtered.items).toEqual([only(records[3]!)]);
    const document = { rutEmisor: records[0]!.emisor.rut, tipoDTE: 33, folio: 1 };
    expect(await repository.findDocument(SCOPE, 'cesionario', document, fields)).toEqual([only(records[0]!)]);
  });

  it('removes only the items it is given', async () => {
    const kept = cession({ folio: 1 });
    const removed = cession({ folio: 2 });
    await repository.upsertMany(SCOPE, [kept, removed]);
    await repository.removeMany(SCOPE, [removed]);
    const { items } = await repository.query(SCOPE, {
      role: 'cesionario',
      desde: '2019-01-01',
      hasta: '2019-12-31',
    });
    expect(items).toEqual([kept]);
  });
});
