import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetStaleLeases } from '@infra/local/jobs';
import { LeaseRepository } from '@lambdas/store/lease-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const T0 = new Date('2025-03-10T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const MINUTE = 60_000;

describe('LeaseRepository against dynalite', () => {
  let engines: LocalEngines;
  let leases: LeaseRepository;

  beforeAll(async () => {
    engines = await startLocalEngines();
    leases = new LeaseRepository(engines.doc, engines.config.tables.leases);
  });

  afterAll(() => engines?.stop());

  it('gives a free lease to one owner and refuses it to a second while it lasts', async () => {
    expect(await leases.acquire('refresh#76389992-6', 'run-a', 15 * MINUTE, T0)).toBe(true);
    expect(await leases.acquire('refresh#76389992-6', 'run-b', 15 * MINUTE, at(60))).toBe(false);
    // Another factoring's lease is independent.
    expect(await leases.acquire('refresh#76430202-8', 'run-b', 15 * MINUTE, at(60))).toBe(true);
  });

  it('stores expiresAt in epoch seconds (usable as the DynamoDB TTL attribute), never shorter than asked', async () => {
    await leases.acquire('client-db#76389992-6', 'run-a', 1_500, new Date('2025-03-10T12:00:00.200Z'));
    const { Item } = await engines.doc.send(
      new GetCommand({ TableName: engines.config.tables.leases, Key: { lease: 'client-db#76389992-6' } }),
    );
    expect(Item).toEqual({
      lease: 'client-db#76389992-6',
      owner: 'run-a',
      expiresAt: Math.ceil(T0.getTime() / 1000) + 2,
    });
  });

  it("lets a crashed owner's lease be taken once it has expired", async () => {
    const lease = 'client-sync#76389992-6#77777777-7';
    expect(await leases.acquire(lease, 'crashed', MINUTE, T0)).toBe(true);
    expect(await leases.acquire(lease, 'next', MINUTE, at(59))).toBe(false);
    expect(await leases.acquire(lease, 'next', MINUTE, at(61))).toBe(true);
    // The crashed owner coming back can neither release nor renew what is no longer its lease.
    expect(await leases.release(lease, 'crashed')).toBe(false);
    expect(await leases.renew(lease, 'crashed', MINUTE, at(62))).toBe(false);
    expect(await leases.acquire(lease, 'third', MINUTE, at(62))).toBe(false);
  });

  it('does nothing when a non-owner releases; the owner releases and the lease is free again', async () => {
    const lease = 'refresh#96543210-K';
    expect(await leases.acquire(lease, 'owner', 15 * MINUTE, T0)).toBe(true);
    expect(await leases.release(lease, 'intruder')).toBe(false);
    expect(await leases.acquire(lease, 'intruder', 15 * MINUTE, at(1))).toBe(false);
    expect(await leases.release(lease, 'owner')).toBe(true);
    expect(await leases.release(lease, 'owner')).toBe(false);
    expect(await leases.acquire(lease, 'intruder', 15 * MINUTE, at(2))).toBe(true);
  });

  it("extends its owner's lease past the original expiry", async () => {
    const lease = 'refresh#11111111-1';
    expect(await leases.acquire(lease, 'long-run', MINUTE, T0)).toBe(true);
    expect(await leases.renew(lease, 'long-run', MINUTE, at(50))).toBe(true);
    expect(await leases.acquire(lease, 'other', MINUTE, at(90))).toBe(false);
    expect(await leases.acquire(lease, 'other', MINUTE, at(111))).toBe(true);
  });

  it('lets local mode forget, at start, the leases a stopped process left behind', async () => {
    const lease = 'refresh#22222222-2';
    expect(await leases.acquire(lease, 'stopped-process', 15 * MINUTE, new Date())).toBe(true);
    expect(await forgetStaleLeases(engines.doc, engines.config.tables.leases)).toBeGreaterThanOrEqual(1);
    expect(await leases.acquire(lease, 'new-process', 15 * MINUTE, new Date())).toBe(true);
  });
});
