import { describe, expect, it } from 'vitest';
import { listCessions } from '@lambdas/services/cessions/list-cessions';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { countWithinBytes } from '@lambdas/platform/answer-budget';
import { MAX_ANSWER_LIST_BYTES } from '@lambdas/platform/request-limits';
import { cessionPartitionKey, cessionSortKey } from '@lambdas/store/cession-keys';
import type { CessionRecord } from '@domain/cession';
import { cessionRecord } from '@tests/support/cession-factory';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { anaIdentity } from '@tests/support/identity-factory';

/** `count` acquired cessions of one day, each with a long razón social so that 5,000 of them pass the answer budget. */
function records(count: number): CessionRecord[] {
  return Array.from({ length: count }, (_, i) =>
    cessionRecord({
      folio: 1000 + i,
      fechaCesion: '2019-04-04 09:09',
      deudor: { rut: '96874030-K', razonSocial: `DEUDOR ${'X'.repeat(400)} ${i}` },
    }),
  );
}

function deps(page: CessionRecord[], nextToken: string | null): GraphqlDeps {
  return {
    cessions: { query: async () => ({ items: page, nextToken }) },
    refreshRuns: { lastSuccess: async () => null },
    factorings: { get: async () => null },
    envios: { listForFactoring: async () => [] },
    notificaciones: { listNotificaciones: async () => [] },
    nominas: { listForFactoring: async () => [] },
    clientNames: { namesOf: async () => new Map() },
    now: () => new Date('2019-04-10T12:00:00Z'),
  } as unknown as GraphqlDeps;
}

const args = {
  rutFactoring: '76389992-6',
  fechaInicio: '2019-04-01',
  fechaTermino: '2019-04-30',
  limit: 5000,
  tipoFiltro: null,
  rut: null,
  folio: null,
  nextToken: null,
} as Parameters<typeof listCessions>[1];

describe('a cessions page and the answer limit', () => {
  it('stops a page at the byte budget and continues after the last cession it carries', async () => {
    const page = records(5000);
    const answer = await listCessions(
      'cesionario',
      args,
      resolveTenantScope(anaIdentity(), args.rutFactoring),
      deps(page, null),
    );
    expect(answer.items.length).toBeGreaterThan(1000);
    expect(answer.items.length).toBeLessThan(5000);
    expect(Buffer.byteLength(JSON.stringify(answer.items))).toBeLessThanOrEqual(MAX_ANSWER_LIST_BYTES);
    const last = page[answer.items.length - 1]!;
    expect(answer.items.at(-1)?.folio).toBe(last.folio);
    expect(JSON.parse(Buffer.from(answer.nextToken!, 'base64url').toString())).toEqual({
      pk: cessionPartitionKey(last.rutFactoring, last.role),
      sk: cessionSortKey(last),
    });
  });

  it("keeps a page under the budget whole, with the store's own nextToken", async () => {
    const answer = await listCessions(
      'cesionario',
      args,
      resolveTenantScope(anaIdentity(), args.rutFactoring),
      deps(records(50), 'siguiente'),
    );
    expect(answer.items).toHaveLength(50);
    expect(answer.nextToken).toBe('siguiente');
  });
});

describe('countWithinBytes', () => {
  it('counts the items whose JSON array fits, and always lets one through', () => {
    const items = ['aaaa', 'bbbb', 'cccc'];
    expect(countWithinBytes(items, JSON.stringify(items).length)).toBe(3);
    expect(countWithinBytes(items, JSON.stringify(items).length - 1)).toBe(2);
    expect(countWithinBytes(items, 1)).toBe(1);
    expect(countWithinBytes([], 1)).toBe(0);
  });
});
