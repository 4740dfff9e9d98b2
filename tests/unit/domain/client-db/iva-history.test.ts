import { describe, expect, it } from 'vitest';
import { parseIvaHistory } from '@domain/client-db/iva-history';

describe('parseIvaHistory', () => {
  it('keeps every good declaration with its history as JSON text, and reports a bad one', () => {
    const bytes = Buffer.from(
      JSON.stringify({
        rut: '76354771-K',
        declaraciones: [
          {
            periodo: '2026-09',
            folio: '8000',
            estado: 'Recibida y pagada',
            historial: [['12/10/2026', 'Declaración recibida']],
          },
          { periodo: '2026-13', folio: '8001', estado: 'Pagada', historial: [] },
          { periodo: '2026-08', folio: '8002', estado: 'Sin pago', historial: [] },
        ],
      }),
    );
    const { rows, errors } = parseIvaHistory(bytes, '76354771-K');
    expect(rows).toEqual([
      {
        rut: '76354771-K',
        periodo: '2026-09',
        folio: '8000',
        estado: 'Recibida y pagada',
        historial: '[["12/10/2026","Declaración recibida"]]',
      },
      { rut: '76354771-K', periodo: '2026-08', folio: '8002', estado: 'Sin pago', historial: '[]' },
    ]);
    expect(errors).toEqual([{ entry: 'declaraciones[1]', message: 'periodo debe ser yyyy-MM' }]);
  });
});
