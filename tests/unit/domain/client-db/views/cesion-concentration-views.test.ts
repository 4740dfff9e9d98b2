import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { debtorConcentrationView } from '@domain/client-db/views/debtor-concentration-view';
import { factoringConcentrationView } from '@domain/client-db/views/factoring-concentration-view';
import { providerCesionesView } from '@domain/client-db/views/provider-cesiones-view';
import { providerFactoringView } from '@domain/client-db/views/provider-factoring-view';
import { loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { A, B, D1, D2, LEDGER } from './ledger-dataset';

let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase(LEDGER);
});

describe('cession concentrations', () => {
  it('groups the client’s own cessions by factoring and by debtor', () => {
    expect(factoringConcentrationView(db, {})).toEqual([
      {
        id: B,
        rutCesionario: B,
        factoring: B,
        montoCedido: 3000,
        cantidadDeudores: 1,
        cantidadCesiones: 1,
        participacion: expect.closeTo(78.947368, 5),
      },
      {
        id: A,
        rutCesionario: A,
        factoring: A,
        montoCedido: 800,
        cantidadDeudores: 1,
        cantidadCesiones: 1,
        participacion: expect.closeTo(21.052632, 5),
      },
    ]);
    expect(
      debtorConcentrationView(db, {}).map((r) => [r.rutDeudor, r.deudor, r.montoCedido, r.cantidadFactorings]),
    ).toEqual([
      [D2, D2, 3000, 1],
      [D1, 'Deudor Uno', 800, 1],
    ]);
    expect(factoringConcentrationView(db, { fechaHasta: '2025-01-31' }).map((r) => [r.id, r.participacion])).toEqual([
      [A, 100],
    ]);
  });

  it('groups the cessions of documents the client owes by factoring and supplier', () => {
    expect(providerFactoringView(db, {})).toEqual([
      {
        rutCesionario: A,
        factoring: A,
        montoCedido: 700,
        cantidadCesiones: 1,
        cantidadProveedores: 1,
        participacion: 100,
      },
    ]);
    expect(providerCesionesView(db, {})).toEqual([
      {
        rutCesionario: A,
        factoring: A,
        rutEmisor: D1,
        emisor: 'Deudor Uno',
        montoCedido: 700,
        cantidadCesiones: 1,
        participacion: 100,
      },
    ]);
  });
});
