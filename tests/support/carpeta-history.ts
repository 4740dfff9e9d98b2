import { format, subMonths } from 'date-fns';
import { todayInChile } from '@domain/chile-time';
import type { HistorialIvaRow } from '@domain/client-db/row-types';

/**
 * A demo world's F29 record as the client reads it back from the local SII's Carpeta Tributaria (the rendition of
 * infra/local/sii/carpeta-tributaria.ts, read by domain/sii-web/cte-page.ts), written out here rather than computed
 * by the code under test: paid ('Recibida y pagada', 'Pagada') → 'Recibida y pagada' with 'Pago recibido'; 'Con giro
 * y sin pago' with 'Giro emitido'; 'Sin pago'; nothing due ('Recibida', 'Presentada') → 'Recibida'; 'Sin
 * declaraciones' has no form. Every event on the filing date; only the carpeta's 24 months ending with the month of
 * `now` (the local SII's clock); newest first.
 */
export function carpetaHistoryOf(worldRows: readonly HistorialIvaRow[], now: Date): HistorialIvaRow[] {
  const oldest = format(subMonths(new Date(`${todayInChile(now).slice(0, 7)}-01T12:00:00`), 23), 'yyyy-MM');
  const asCarpeta: Record<string, [string, string | null]> = {
    'Recibida y pagada': ['Recibida y pagada', 'Pago recibido'],
    Pagada: ['Recibida y pagada', 'Pago recibido'],
    'Con giro y sin pago': ['Con giro y sin pago', 'Giro emitido'],
    'Sin pago': ['Sin pago', null],
    Recibida: ['Recibida', null],
    Presentada: ['Recibida', null],
  };
  return worldRows
    .filter((row) => row.estado !== 'Sin declaraciones' && row.periodo >= oldest)
    .sort((a, b) => b.periodo.localeCompare(a.periodo))
    .map((row) => {
      const [fecha] = (JSON.parse(row.historial) as [string, string][])[0]!;
      const [estado, second] = asCarpeta[row.estado]!;
      const historial = [[fecha, 'Declaración recibida'], ...(second ? [[fecha, second]] : [])];
      return { rut: row.rut, periodo: row.periodo, folio: row.folio, estado, historial: JSON.stringify(historial) };
    });
}
