/**
 * RUT keys: the body as an integer while no two RUTs of the set share it, the RUT itself once two do; and the debtor
 * concentration over a range, which reads its debtors and factorings through them, in both cases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { debtorConcentrationView } from '@domain/client-db/views/debtor-concentration-view';
import { counterpartyKeys, counterpartySlots, rutKeys } from '@domain/client-db/views/rut-keys';
import { cesion, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const D1 = '77000001-1';
const D2 = '77000002-2';
/** D1's body with another check digit (a malformed RUT of a cession's debtor). */
const D1_OTHER_DIGIT = '77000001-9';
const F1 = '96000001-1';
const F2 = '96000002-2';
/** Cessions of March 2025 (the range below leaves out the one of February). */
const CESSIONS = [
  cesion({ folioDTE: 1, rutDeudor: D1, rutCesionario: F1, montoCesion: 300, fechaHoraCesion: '2025-03-02 09:00:00' }),
  cesion({ folioDTE: 2, rutDeudor: D1, rutCesionario: F2, montoCesion: 200, fechaHoraCesion: '2025-03-03 09:00:00' }),
  cesion({ folioDTE: 3, rutDeudor: D2, rutCesionario: F1, montoCesion: 400, fechaHoraCesion: '2025-03-04 09:00:00' }),
  cesion({ folioDTE: 4, rutDeudor: D2, rutCesionario: F1, montoCesion: 900, fechaHoraCesion: '2025-02-04 09:00:00' }),
];
const MARCH = { fechaDesde: '2025-03-01', fechaHasta: '2025-03-31' };

let distinct: LocalDatabase;
let clashing: LocalDatabase;
beforeAll(async () => {
  const librocv = [doc({ folio: 1, rutReceptor: D1 }), doc({ folio: 2, rutReceptor: D2 })];
  distinct = await loadTestDatabase({ librocv, cesion: CESSIONS });
  clashing = await loadTestDatabase({
    librocv,
    cesion: [
      ...CESSIONS,
      cesion({
        folioDTE: 5,
        rutDeudor: D1_OTHER_DIGIT,
        rutCesionario: F2,
        montoCesion: 250,
        fechaHoraCesion: '2025-03-05 09:00:00',
      }),
    ],
  });
});

/** Each counterparty RUT with the id its key maps to, read through the keys' SQL. */
function idsByRut(db: LocalDatabase): [string, number][] {
  const keys = counterpartyKeys(db);
  return db
    .values(`SELECT rut, ${keys.sql('rut')} FROM contraparte ORDER BY rut`)
    .map(([rut, key]) => [rut as string, keys.valueOf(key)]);
}

describe('rutKeys', () => {
  it('reads distinct bodies as integers and maps each to its row', () => {
    const keys = counterpartyKeys(distinct);
    expect(keys.sql('rut')).toBe('CAST(rut AS INTEGER)');
    const ids = distinct
      .values('SELECT rut, id FROM contraparte ORDER BY rut')
      .map(([rut, id]): [string, number] => [rut as string, id as number]);
    expect(idsByRut(distinct)).toEqual(ids);
    expect(counterpartySlots(distinct)).toBe(Math.max(...ids.map(([, id]) => id)) + 1);
    expect(() => keys.valueOf(12_345)).toThrow('RUT 12345 missing from contraparte');
  });

  it('keys by the RUT itself when two RUTs share a body', () => {
    const keys = counterpartyKeys(clashing);
    expect(keys.sql('rut')).toBe('rut');
    const ids = idsByRut(clashing);
    expect(ids.map(([rut]) => rut)).toEqual([D1, D1_OTHER_DIGIT, D2]);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(3);
    expect(rutKeys(clashing, 'concentracion_factoring', 'rutCesionario', '1').sql('x')).toBe('CAST(x AS INTEGER)');
  });
});

describe('debtor concentration over a range', () => {
  it('sums each debtor with its distinct factorings, with or without a body clash', () => {
    const rows = (db: LocalDatabase) =>
      debtorConcentrationView(db, MARCH).map((r) => [
        r.rutDeudor,
        r.montoCedido,
        r.cantidadFactorings,
        r.cantidadCesiones,
        r.participacion,
      ]);
    expect(rows(distinct)).toEqual([
      [D1, 500, 2, 2, (500 * 100) / 900],
      [D2, 400, 1, 1, (400 * 100) / 900],
    ]);
    expect(rows(clashing)).toEqual([
      [D1, 500, 2, 2, (500 * 100) / 1150],
      [D2, 400, 1, 1, (400 * 100) / 1150],
      [D1_OTHER_DIGIT, 250, 1, 1, (250 * 100) / 1150],
    ]);
  });
});
