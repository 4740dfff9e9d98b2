import { describe, expect, it } from 'vitest';
import { vatHistoryView } from '@domain/client-db/views/vat-history-view';
import { CLIENT, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';

describe('vatHistoryView', () => {
  it('lists the client’s declarations newest first and keeps a row whose history is unreadable', async () => {
    const db = await loadTestDatabase({
      historialiva: [
        {
          rut: CLIENT,
          periodo: '2025-01',
          folio: '111',
          estado: 'Recibida y pagada',
          historial: '[["12/02/2025","Recepción"],["13/02/2025","Pago"]]',
        },
        { rut: CLIENT, periodo: '2025-02', folio: '222', estado: 'Con giro', historial: 'no es json' },
        { rut: '99999999-9', periodo: '2025-03', folio: '333', estado: 'Recibida', historial: '[]' },
      ],
    });
    const rows = vatHistoryView(db);
    expect(rows.map((r) => [r.id, r.estado, r.eventos.length])).toEqual([
      ['2025-02-222', 'Con giro', 0],
      ['2025-01-111', 'Recibida y pagada', 2],
    ]);
    expect(rows[1]?.eventos[1]).toEqual({ fecha: '13/02/2025', descripcion: 'Pago' });
  });
});
