/**
 * VAT (IVA, formulario 29) history of the loaded client (client-detail.md §2 Carpeta Tributaria tab, §3 "IVA history
 * row"): rows of historialiva, newest period first, with the history JSON read into events.
 */
import type { LocalDbReader } from '../db-reader';

/** One event of a declaration's history: its date (as the SII writes it) and description. */
export interface VatHistoryEvent {
  fecha: string;
  descripcion: string;
}

/** One declaration: id '{periodo}-{folio}', periodo 'yyyy-MM', estado as the SII gives it, historial JSON text. */
export interface VatHistoryRow {
  id: string;
  periodo: string;
  folio: string;
  estado: string;
  historial: string;
  eventos: VatHistoryEvent[];
}

/**
 * All declarations of the client, newest period first. A historial that is not a JSON list of [date, description]
 * pairs gives no events (logged), never a lost row.
 */
export function vatHistoryView(reader: LocalDbReader): VatHistoryRow[] {
  return reader
    .all<Omit<VatHistoryRow, 'id' | 'eventos'>>(
      'SELECT periodo, folio, estado, historial FROM historialiva WHERE rut = ? ORDER BY periodo DESC, folio DESC',
      [reader.clientRut],
    )
    .map((row) => ({ ...row, id: `${row.periodo}-${row.folio}`, eventos: readEvents(row.historial) }));
}

function readEvents(historial: string): VatHistoryEvent[] {
  try {
    const parsed: unknown = JSON.parse(historial);
    if (!Array.isArray(parsed)) throw new TypeError('historial no es una lista');
    return parsed.flatMap((pair) =>
      Array.isArray(pair) && pair.length >= 2 ? [{ fecha: String(pair[0]), descripcion: String(pair[1]) }] : [],
    );
  } catch (error) {
    console.warn('[localdb] historial IVA ilegible', error);
    return [];
  }
}
