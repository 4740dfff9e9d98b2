import { describe, expect, it } from 'vitest';
import { relatedCesionesView } from '@domain/client-db/views/related-cesiones-view';
import { CLIENT, cesion, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const D1 = '77000001-1';
const D2 = '77000002-2';
const OTHER_CEDENTE = '76999999-9';

describe('relatedCesionesView', () => {
  it("reads the client's cesiones in the window and keeps the matcher's, with names and the amount difference", async () => {
    const db = await loadTestDatabase({
      librocv: [
        doc({ folio: 1, total: 100_000, fechaEmision: '2025-03-01' }),
        doc({ folio: 2, total: 100_500, fechaEmision: '2025-03-04', rutReceptor: D2 }),
      ],
      cesion: [
        cesion({
          folioDTE: 1,
          montoCesion: 100_000,
          fechaHoraCesion: '2025-03-02 09:00:00',
          fechaEmision: '2025-03-01',
        }), // the reference
        cesion({
          folioDTE: 1,
          montoCesion: 100_000,
          fechaHoraCesion: '2025-03-03 09:00:00',
          rutCesionario: '96000002-2',
        }), // same document again
        cesion({
          folioDTE: 2,
          rutDeudor: D2,
          montoCesion: 100_500,
          fechaHoraCesion: '2025-03-05 09:00:00',
          fechaEmision: '2025-03-04',
        }),
        cesion({ folioDTE: 3, montoCesion: 99_000, fechaHoraCesion: '2025-03-16 09:00:00' }), // -1%, exactly 14 days later
        cesion({ folioDTE: 4, montoCesion: 101_001, fechaHoraCesion: '2025-03-06 09:00:00' }), // beyond 1%
        cesion({ folioDTE: 5, montoCesion: 100_000, fechaHoraCesion: '2025-03-16 09:00:01' }), // past the window
        cesion({ folioDTE: 6, montoCesion: 100_000, fechaHoraCesion: '2025-03-01 09:00:00' }), // before the reference
        cesion({
          folioDTE: 7,
          rutEmisor: OTHER_CEDENTE,
          rutCedente: OTHER_CEDENTE,
          rutDeudor: CLIENT,
          montoCesion: 100_000,
          fechaHoraCesion: '2025-03-04 09:00:00',
        }),
      ],
      razonsocial: [
        { rut: D2, razonsocial: 'Deudor Dos' },
        { rut: '96000001-1', razonsocial: 'Factoring Uno' },
      ],
    });
    const reference = { tipoDTE: 33, folio: 1, montoCesion: 100_000, fechaHoraCesion: '2025-03-02 09:00:00' };
    const rows = relatedCesionesView(db, { ...reference, toleranciaPct: 1, diasAdelante: 14 });
    expect(rows.map((row) => row.folio)).toEqual([2, 3]);
    expect(rows[0]).toMatchObject({
      fecha: '2025-03-04',
      monto: 100_500,
      montoCedido: 100_500,
      deudor: 'Deudor Dos',
      factoring: 'Factoring Uno',
    });
    expect(rows[0]!.diferenciaPct).toBeCloseTo(0.5, 10);
    expect(rows[1]).toMatchObject({ fecha: null, monto: null, deudor: D1, diferenciaPct: -1 });
    // Wider settings reach the 1.001% and the next second.
    const wider = relatedCesionesView(db, { ...reference, toleranciaPct: 1.01, diasAdelante: 15 });
    expect(wider.map((row) => row.folio)).toEqual([2, 4, 3, 5]);
  });
});
