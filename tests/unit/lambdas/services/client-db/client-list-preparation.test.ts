import { describe, expect, it } from 'vitest';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { clientListPreparation } from '@lambdas/services/client-db/client-list-preparation';
import type { ClientListProgress } from '@lambdas/store/client-db/client-db-objects';
import type { RefreshRun } from '@lambdas/store/refresh-run-repository';
import { anaIdentity } from '@tests/support/identity-factory';

const NOW = new Date('2026-11-21T15:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const scope = resolveTenantScope(anaIdentity(), '76389992-6');

/** A refresh run that started `startedMinutesAgo` and took `tookMinutes`, with `status`. */
function run(status: RefreshRun['status'], startedMinutesAgo: number, tookMinutes: number): RefreshRun {
  return {
    startedAt: minutesAgo(startedMinutesAgo).toISOString(),
    durationMs: tookMinutes * 60_000,
    status,
  } as RefreshRun;
}

function preparation(building: { progress: ClientListProgress; at: Date } | null, latest: RefreshRun | null) {
  return clientListPreparation(
    scope,
    { clientDbs: { listProgress: async () => building }, refreshRuns: { latest: async () => latest } },
    NOW,
  );
}

describe('clientListPreparation (is a client list not stored yet being prepared?)', () => {
  it("answers the build's counts when it wrote them in the last 15 minutes", async () => {
    const building = { progress: { clientes: 3, total: 14 }, at: minutesAgo(1) };
    expect(await preparation(building, run('ok', 30, 5))).toEqual({ clientes: 3, total: 14 });
  });

  it('answers a build waiting to start when a refresh that read the SII ended in the last 15 minutes', async () => {
    expect(await preparation(null, run('ok', 20, 6))).toEqual({ clientes: 0, total: null });
    expect(await preparation(null, run('partial', 2, 1))).toEqual({ clientes: 0, total: null });
    const died = { progress: { clientes: 3, total: 14 }, at: minutesAgo(16) };
    expect(await preparation(died, run('ok', 10, 1))).toEqual({ clientes: 0, total: null });
  });

  it('answers null without a refresh, after a failed one, or when the last one ended over 15 minutes ago', async () => {
    expect(await preparation(null, null)).toBeNull();
    expect(await preparation(null, run('failed', 2, 1))).toBeNull();
    expect(await preparation(null, run('ok', 30, 10))).toBeNull();
    const died = { progress: { clientes: 3, total: 14 }, at: minutesAgo(16) };
    expect(await preparation(died, run('ok', 40, 5))).toBeNull();
  });
});
