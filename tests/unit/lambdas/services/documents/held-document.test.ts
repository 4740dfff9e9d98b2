import { describe, expect, it } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import { systemScope } from '@lambdas/access/system-scope';
import {
  findHeldCession,
  findHeldCessions,
  type DocumentRef,
  type HeldDocumentsDeps,
} from '@lambdas/services/documents/held-document';
import { PARTITION_READ_MIN_DOCUMENTS } from '@lambdas/store/cession-batch-get';
import { cessionRecord } from '@tests/support/cession-factory';
import { findDocumentIn } from '@tests/support/cession-lookup';

const SCOPE = systemScope('76389992-6');
const EMISOR = { rut: '76399752-9', razonSocial: 'EMISOR' };

/** A repository over `records`: a partition read answers the whole partition, findDocument the document's items. */
function depsOver(records: CessionRecord[]): HeldDocumentsDeps {
  return {
    cessions: {
      query: async ({ rutFactoring }, { role }) => ({
        items: records.filter((r) => r.rutFactoring === rutFactoring && r.role === role),
        nextToken: null,
      }),
      findDocument: findDocumentIn(records),
    },
  };
}

const held = (folio: number, overrides: Partial<CessionRecord> = {}) =>
  cessionRecord({ folio, emisor: EMISOR, cedente: EMISOR, ...overrides });
const ref = (folio: number, idSecuencia: number | null = null): DocumentRef => ({
  rutEmisor: EMISOR.rut,
  tipoDTE: 33,
  folio,
  idSecuencia,
});

describe('findHeldCessions', () => {
  const records = [
    held(100, { idSecuencia: 1 }),
    held(100, { idSecuencia: 2, fechaCesion: '2019-04-05 10:00' }),
    held(100, { idSecuencia: 3, fechaCesion: '2019-04-06 10:00', aecKey: null }),
    held(200, { role: 'cedente' }),
    held(300, { role: 'deudor', idSecuencia: 2 }),
    held(400, { rutFactoring: '77360390-1' }),
  ];
  const special = [ref(100), ref(100, 1), ref(100, 3), ref(100, 9), ref(200), ref(300), ref(400), ref(500), ref(100)];

  it.each([
    ['a few documents', special],
    [
      'enough documents to read whole partitions',
      [...special, ...Array.from({ length: PARTITION_READ_MIN_DOCUMENTS }, (_, i) => ref(1_000 + i))],
    ],
  ])('answers, for %s, what findHeldCession answers for each ref, in order', async (_, refs) => {
    const deps = depsOver(records);
    const expected = await Promise.all(refs.map((r) => findHeldCession(deps, SCOPE, r)));
    const found = await findHeldCessions(deps, SCOPE, refs);
    expect(found).toEqual(expected);
    expect(
      found.slice(0, special.length).map((record) => record && [record.role, record.folio, record.idSecuencia]),
    ).toEqual([
      ['cesionario', 100, 2],
      ['cesionario', 100, 1],
      ['cesionario', 100, 3],
      null,
      ['cedente', 200, 1],
      ['deudor', 300, 2],
      null,
      null,
      ['cesionario', 100, 2],
    ]);
  });

  it('looks only in the roles given', async () => {
    const found = await findHeldCessions(depsOver(records), SCOPE, [ref(100), ref(200)], ['cedente']);
    expect(found.map((record) => record?.folio ?? null)).toEqual([null, 200]);
  });
});
