import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import type { SiiRole } from '@domain/sii-role';
import type { DocumentKey } from '@domain/document-key';
import {
  documentId,
  findDocumentsCessions,
  PARTITION_ITEMS_PER_DOCUMENT,
  PARTITION_READ_MIN_DOCUMENTS,
} from '@lambdas/store/cession-batch-get';
import { systemScope } from '@lambdas/access/system-scope';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { cessionRecord } from '../../support/cession-factory';
import { emptyCessionPartitions } from '../../support/cession-partitions';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { storeCessions } from '../../support/store-cessions';

const FACTORING = '76389992-6';
const SCOPE = systemScope(FACTORING);
const OTHER_FACTORING = '77777777-7';
const EMISOR = { rut: '76399752-9', razonSocial: 'EMISOR' };

const held = (folio: number, overrides: Partial<CessionRecord> = {}): CessionRecord =>
  cessionRecord({ rutFactoring: FACTORING, folio, emisor: EMISOR, cedente: EMISOR, ...overrides });
const key = (folio: number, rutEmisor = EMISOR.rut): DocumentKey => ({ rutEmisor, tipoDTE: 33, folio });

/** The repository, counting the requests of each kind it serves. */
function countingRepository(repository: CessionRepository) {
  const calls = { query: 0, findDocument: 0 };
  return {
    calls,
    cessions: {
      query: (...args: Parameters<CessionRepository['query']>) => {
        calls.query += 1;
        return repository.query(...args);
      },
      findDocument: (...args: Parameters<CessionRepository['findDocument']>) => {
        calls.findDocument += 1;
        return repository.findDocument(...args);
      },
    },
  };
}

/** The answer of one byDocument Query per document, the behaviour the batch must reproduce. */
async function oneByOne(
  repository: CessionRepository,
  role: SiiRole,
  documents: DocumentKey[],
): Promise<Map<string, CessionRecord[]>> {
  const found = new Map<string, CessionRecord[]>();
  for (const document of documents) {
    const records = await repository.findDocument(SCOPE, role, document);
    if (records.length > 0) found.set(documentId(document), records);
  }
  return found;
}

const sorted = <T extends Pick<CessionRecord, 'idSecuencia'>>(found: Map<string, T[]>) =>
  [...found.entries()]
    .map(([id, records]) => [id, records.toSorted((a, b) => a.idSecuencia - b.idSecuencia)] as const)
    .toSorted(([a], [b]) => a.localeCompare(b));

describe('findDocumentsCessions against dynalite', () => {
  let engines: LocalEngines;
  let repository: CessionRepository;

  beforeAll(async () => {
    engines = await startLocalEngines();
    repository = new CessionRepository(engines.doc, engines.config.tables.cessions);
  });

  afterAll(() => engines?.stop());

  beforeEach(async () => {
    await emptyCessionPartitions(repository, [FACTORING, OTHER_FACTORING]);
  });

  it('reads the partition once for many documents and answers exactly what one Query per document answers', async () => {
    const documents = PARTITION_READ_MIN_DOCUMENTS + 20;
    await storeCessions(repository, [
      ...Array.from({ length: documents }, (_, i) => held(1_000 + i)),
      // a document ceded twice to the factoring, on different days
      held(1_000, { idSecuencia: 3, fechaCesion: '2019-04-20 10:00' }),
      // held in another role, by another factoring, or not requested: never in the answer
      held(1_001, { role: 'cedente' }),
      held(5_000, { rutFactoring: OTHER_FACTORING }),
      held(6_000),
    ]);
    // requested: every stored folio but one, one folio twice, another factoring's and an unknown one
    const requested = [
      ...Array.from({ length: documents - 1 }, (_, i) => key(1_000 + i)),
      key(1_000),
      key(5_000),
      key(9_999),
    ];
    const { calls, cessions } = countingRepository(repository);

    const found = await findDocumentsCessions(cessions, SCOPE, 'cesionario', requested);

    expect(calls).toEqual({ query: 1, findDocument: 0 });
    expect(sorted(found)).toEqual(sorted(await oneByOne(repository, 'cesionario', requested)));
    expect(
      found
        .get(documentId(key(1_000)))
        ?.map((r) => r.idSecuencia)
        .toSorted(),
    ).toEqual([1, 3]);
    expect(found.has(documentId(key(5_000)))).toBe(false);
    expect(found.has(documentId(key(6_000)))).toBe(false);
    expect(found.has(documentId(key(1_000 + documents - 1)))).toBe(false);
  });

  it('falls back to one Query per distinct document when the partition is larger than the read may cost', async () => {
    const documents = PARTITION_READ_MIN_DOCUMENTS;
    const stored = documents * PARTITION_ITEMS_PER_DOCUMENT + 1;
    await repository.upsertMany(
      SCOPE,
      Array.from({ length: stored }, (_, i) => held(1_000 + i)),
    );
    const requested = Array.from({ length: documents }, (_, i) => key(1_000 + i * 3));
    const { calls, cessions } = countingRepository(repository);

    const found = await findDocumentsCessions(cessions, SCOPE, 'cesionario', [...requested, requested[0]!]);

    expect(calls).toEqual({ query: 1, findDocument: documents });
    expect(sorted(found)).toEqual(sorted(await oneByOne(repository, 'cesionario', requested)));
    expect(found.size).toBe(documents);
  });

  it('reads back, on either path, the asked fields and those naming the document, as the whole read finds them', async () => {
    const documents = PARTITION_READ_MIN_DOCUMENTS;
    await repository.upsertMany(
      SCOPE,
      Array.from({ length: documents * PARTITION_ITEMS_PER_DOCUMENT + 1 }, (_, i) =>
        held(1_000 + i, { aecKey: `aec/${i}.xml` }),
      ),
    );
    const fewer = Array.from({ length: documents }, (_, i) => key(1_000 + i * 3));
    const many = Array.from({ length: documents * PARTITION_ITEMS_PER_DOCUMENT }, (_, i) => key(1_000 + i));
    const only = (record: CessionRecord) => ({
      emisor: record.emisor,
      tipoDTE: record.tipoDTE,
      folio: record.folio,
      idSecuencia: record.idSecuencia,
      aecKey: record.aecKey,
    });
    for (const requested of [fewer, many]) {
      const { calls, cessions } = countingRepository(repository);
      const whole = await findDocumentsCessions(repository, SCOPE, 'cesionario', requested);
      const found = await findDocumentsCessions(cessions, SCOPE, 'cesionario', requested, ['idSecuencia', 'aecKey']);
      expect(calls.findDocument).toBe(requested === fewer ? documents : 0);
      expect(sorted(found)).toEqual(sorted(whole).map(([id, records]) => [id, records.map(only)]));
    }
  });

  it('asks per document, without reading the partition, for a few documents', async () => {
    await storeCessions(repository, [held(1), held(2), held(3, { rutFactoring: OTHER_FACTORING })]);
    const { calls, cessions } = countingRepository(repository);

    const found = await findDocumentsCessions(cessions, SCOPE, 'cesionario', [key(1), key(3), key(4)]);

    expect(calls).toEqual({ query: 0, findDocument: 3 });
    expect([...found.keys()]).toEqual([documentId(key(1))]);
  });
});
