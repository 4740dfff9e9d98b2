import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceChange, InvoiceChangeCandidate } from '@domain/invoice-changes/invoice-change';
import { systemScope } from '@lambdas/access/system-scope';
import { InvoiceChangeRepository } from '@lambdas/store/invoice-change-repository';
import { invoiceChange } from '../../support/invoice-changes';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const NOW = new Date('2026-11-20T15:00:00Z');

/** The candidate of a new invoice `folio`, keyed as detect-changes.ts keys it. */
function candidate(folio: number): InvoiceChangeCandidate {
  const { id: _id, detected_at: _detected, ...fields } = invoiceChange(folio, { folio });
  return { ...fields, key: `new#76354771-K#33#${folio}`, at: '2026-11-19 10:00:00' };
}

describe("InvoiceChangeRepository on dynalite: a big sync's records in batches, once, under increasing ids", () => {
  let engines: LocalEngines;
  let requests = 0;
  let changes: InvoiceChangeRepository;
  let table: string;

  beforeAll(async () => {
    engines = await startLocalEngines();
    table = engines.config.tables.invoiceChanges;
    const counted: Pick<DynamoDBDocumentClient, 'send'> = {
      send: ((command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
        requests += 1;
        return engines.doc.send(command);
      }) as DynamoDBDocumentClient['send'],
    };
    changes = new InvoiceChangeRepository(counted, table);
  });

  afterAll(() => engines?.stop());

  it('writes 100 records with one conditional mark each and the records and cleared marks 25 to a request', async () => {
    const scope = systemScope('76389992-6');
    requests = 0;
    const written = await changes.recordNew(
      scope,
      Array.from({ length: 100 }, (_, i) => candidate(i + 1)),
      NOW,
    );
    expect(written.map((record) => record.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    // One batch read of the marks, one id reservation, 100 marks, 4 + 4 batch writes, the reservation's release.
    expect(requests).toBe(1 + 1 + 100 + 4 + 4 + 1);
    expect((await changes.list(scope, null, 1000)).map((record) => record.id)).toEqual(
      written.map((record) => record.id).reverse(),
    );
    requests = 0;
    expect(await changes.recordNew(scope, [candidate(7), candidate(70)], NOW)).toEqual([]);
    expect(requests).toBe(1);
  });

  it('finishes every record a dead writer left marked, under its ids, and numbers the new ones after them', async () => {
    const rutFactoring = '77360390-1';
    const scope = systemScope(rutFactoring);
    const pending: InvoiceChange[] = [];
    for (let folio = 1; folio <= 30; folio++) {
      const { key: _key, at: _at, ...fields } = candidate(folio);
      const record: InvoiceChange = { id: folio, detected_at: NOW.toISOString(), ...fields };
      pending.push(record);
      await engines.doc.send(
        new PutCommand({
          TableName: table,
          Item: { rutFactoring, sk: `visto#${candidate(folio).key}`, id: folio, pendiente: record },
        }),
      );
    }
    await engines.doc.send(new PutCommand({ TableName: table, Item: { rutFactoring, sk: 'contador', ultimo: 30 } }));
    const written = await changes.recordNew(
      scope,
      Array.from({ length: 35 }, (_, i) => candidate(i + 1)),
      NOW,
    );
    expect(written.slice(0, 30)).toEqual(pending);
    expect(written.slice(30).map((record) => [record.id, record.folio])).toEqual([
      [31, 31],
      [32, 32],
      [33, 33],
      [34, 34],
      [35, 35],
    ]);
    const mark = await engines.doc.send(
      new GetCommand({ TableName: table, Key: { rutFactoring, sk: `visto#${candidate(12).key}` } }),
    );
    expect(mark.Item).toEqual({ rutFactoring, sk: `visto#${candidate(12).key}`, id: 12 });
    expect(await changes.recordNew(scope, [candidate(12), candidate(33)], NOW)).toEqual([]);
    expect(await changes.list(scope, null, 100)).toHaveLength(35);
  });
});
