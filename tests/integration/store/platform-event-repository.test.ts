import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { samplePayload } from '@domain/platform-events/webhook-resources';
import { systemScope } from '@lambdas/access/system-scope';
import { PlatformEventRepository } from '@lambdas/store/platform-event-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const T0 = new Date('2026-11-24T12:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe('PlatformEventRepository against dynalite', () => {
  let engines: LocalEngines;
  let ledger: PlatformEventRepository;
  const event = (id: string) => ({ ...samplePayload('cesion.reclamada', '76389992-6'), id });

  beforeAll(async () => {
    engines = await startLocalEngines();
    ledger = new PlatformEventRepository(engines.doc, engines.config.tables.platformEvents);
  });

  afterAll(() => engines?.stop());

  it('records an event once, pending, lists it once stale and lets one claim of it through', async () => {
    expect(await ledger.recordNew(event('a'), T0)).toBe(true);
    expect(await ledger.recordNew(event('a'), minutes(1))).toBe(false);
    expect(await ledger.listStalePending(systemScope('76389992-6'), minutes(-1), 10)).toEqual([]);
    expect((await ledger.listStalePending(systemScope('76389992-6'), minutes(1), 10)).map((e) => e.id)).toEqual(['a']);
    expect(await ledger.listStalePending(systemScope('11111111-1'), minutes(1), 10)).toEqual([]);
    expect(await ledger.claimPending('a', minutes(2), minutes(-3))).toBe(false);
    expect(await ledger.claimPending('a', minutes(6), minutes(1))).toBe(true);
    // The claim restamped the record: a second claimer with the same view of staleness loses.
    expect(await ledger.claimPending('a', minutes(6), minutes(1))).toBe(false);
    await ledger.markDelivered('a');
    expect(await ledger.listStalePending(systemScope('76389992-6'), minutes(60), 10)).toEqual([]);
    expect(await ledger.claimPending('a', minutes(60), minutes(55))).toBe(false);
    const stored = await engines.doc.send(
      new GetCommand({ TableName: engines.config.tables.platformEvents, Key: { id: 'a' } }),
    );
    expect(stored.Item).toMatchObject({ id: 'a', publicadoEn: minutes(6).toISOString() });
    expect(stored.Item).not.toHaveProperty('pendienteDe');
    expect(stored.Item).not.toHaveProperty('evento');
  });

  it('keeps the whole event while pending, treats a record of before the outbox as delivered, and never creates one by marking', async () => {
    expect(await ledger.recordNew(event('b'), T0)).toBe(true);
    expect(await ledger.listStalePending(systemScope('76389992-6'), minutes(1), 10)).toEqual([event('b')]);
    await engines.doc.send(
      new PutCommand({
        TableName: engines.config.tables.platformEvents,
        Item: { id: 'antiguo', rutFactoring: '76389992-6', publicadoEn: T0.toISOString() },
      }),
    );
    expect((await ledger.listStalePending(systemScope('76389992-6'), minutes(60), 10)).map((e) => e.id)).toEqual(['b']);
    expect(await ledger.claimPending('antiguo', minutes(60), minutes(30))).toBe(false);
    await ledger.markDelivered('nunca');
    expect(
      (
        await engines.doc.send(
          new GetCommand({ TableName: engines.config.tables.platformEvents, Key: { id: 'nunca' } }),
        )
      ).Item,
    ).toBeUndefined();
  });
});
