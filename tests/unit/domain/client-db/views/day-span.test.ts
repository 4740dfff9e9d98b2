import { describe, expect, it } from 'vitest';
import { daySpan } from '@domain/client-db/views/day-span';
import { CLIENT, cesion, doc, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

const SUPPLIER = '78000001-1';

describe('daySpan', () => {
  it('takes the first day from one book and the last from the other, and the cessions apart', async () => {
    const db = await loadTestDatabase({
      librocv: [
        doc({ folio: 1, fechaEmision: '2025-02-01' }),
        doc({ folio: 2, fechaEmision: '2025-04-30' }),
        doc({ ventaOCompra: 'compra', folio: 3, rutEmisor: SUPPLIER, rutReceptor: CLIENT, fechaEmision: '2025-01-05' }),
        doc({ ventaOCompra: 'compra', folio: 4, rutEmisor: SUPPLIER, rutReceptor: CLIENT, fechaEmision: '2025-03-09' }),
      ],
      cesion: [
        cesion({ folioDTE: 1, fechaHoraCesion: '2025-02-03 10:00:00' }),
        cesion({ folioDTE: 2, fechaHoraCesion: '2025-05-02 10:00:00' }),
      ],
    });
    expect(daySpan(db, 'resumen_dia')).toEqual({ first: '2025-01-05', last: '2025-04-30' });
    expect(daySpan(db, 'cesion_estado_dia')).toEqual({ first: '2025-02-03', last: '2025-05-02' });
  });

  it('has no span for a file without rows', async () => {
    const db = await loadTestDatabase({});
    expect(daySpan(db, 'resumen_dia')).toBeUndefined();
    expect(daySpan(db, 'cesion_estado_dia')).toBeUndefined();
  });
});
