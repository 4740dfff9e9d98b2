import { describe, expect, it } from 'vitest';
import { withEmisorNames } from '@lambdas/services/cessions/emisor-names';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { cessionRecord } from '@tests/support/cession-factory';
import { anaIdentity } from '@tests/support/identity-factory';

const SCOPE = resolveTenantScope(anaIdentity(), '76389992-6');
const UNNAMED = '76354771-K';

describe('withEmisorNames (an emisor the SII answer left unnamed)', () => {
  it("takes the client list's name for an unnamed emisor and keeps the names the records have", async () => {
    const asked: string[][] = [];
    const names = {
      namesOf: async (_scope: unknown, ruts: readonly string[]) => {
        asked.push([...ruts]);
        return new Map([
          [UNNAMED, ' Ingenieria Enacon SpA '],
          ['96790240-3', 'OTRO NOMBRE'],
        ]);
      },
    };
    const records = [
      cessionRecord({ folio: 1, emisor: { rut: UNNAMED, razonSocial: '' } }),
      cessionRecord({ folio: 2, emisor: { rut: '96790240-3', razonSocial: 'MINERA LOS PELAMBRES' } }),
      cessionRecord({ folio: 3, emisor: { rut: UNNAMED, razonSocial: '' } }),
      cessionRecord({ folio: 4, emisor: { rut: '77777777-7', razonSocial: '' } }),
    ];
    const named = await withEmisorNames(SCOPE, records, names);
    expect(named.map((record) => [record.folio, record.emisor.razonSocial])).toEqual([
      [1, 'INGENIERIA ENACON SPA'],
      [2, 'MINERA LOS PELAMBRES'],
      [3, 'INGENIERIA ENACON SPA'],
      [4, ''],
    ]);
    expect(asked).toEqual([[UNNAMED, '77777777-7']]);
  });

  it('reads no client list when every emisor is named', async () => {
    const names = {
      namesOf: async (): Promise<Map<string, string>> => {
        throw new Error('no debía leerse');
      },
    };
    const records = [cessionRecord({ folio: 1, emisor: { rut: UNNAMED, razonSocial: 'ENACON' } })];
    expect(await withEmisorNames(SCOPE, records, names)).toEqual(records);
  });
});
