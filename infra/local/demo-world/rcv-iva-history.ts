/**
 * The demo world's VAT history of a client: the SII's F29 declarations ("Consulta integral F29") for each of
 * the 24 months, as one JSON file HISTORIAL_IVA_{rut}.json (our own documented shape, read by
 * domain/client-db/iva-history.ts):
 *
 *   { "rut": "76354771-K", "formulario": "29",
 *     "declaraciones": [ { "periodo": "2024-03", "folio": "8412345678", "estado": "Recibida y pagada",
 *       "historial": [ ["12/04/2024", "Declaración recibida"], ["12/04/2024", "Pago recibido"] ] } ] }
 *
 * periodo 'yyyy-MM' (the tax month declared, filed the next month); historial pairs [date 'dd/MM/yyyy', text].
 */
import { plusDays } from './local-time';
import type { Rng } from './rng';

const STATES: readonly (readonly [string, number])[] = [
  ['Recibida y pagada', 70],
  ['Pagada', 8],
  ['Con giro y sin pago', 6],
  ['Sin pago', 5],
  ['Recibida', 5],
  ['Presentada', 4],
  ['Sin declaraciones', 2],
];

/**
 * The file's bytes (UTF-8 JSON) for a client.
 * @param months first days 'yyyy-MM-01' of the months declared; the one of the current month is not yet filed.
 * @param today the world's day: declarations are filed on the 12th-20th of the following month, before today.
 */
export function renderIvaHistory(rng: Rng, rut: string, months: readonly string[], today: string): Uint8Array {
  const declaraciones = months.flatMap((month) => {
    const filed = plusDays(plusDays(month, 31).slice(0, 8) + '01', rng.int(11, 19));
    if (filed >= today) return [];
    const estado = rng.weighted(STATES);
    const display = (iso: string): string => iso.split('-').reverse().join('/');
    const historial: [string, string][] = [[display(filed), 'Declaración recibida']];
    if (estado === 'Recibida y pagada' || estado === 'Pagada') historial.push([display(filed), 'Pago recibido']);
    if (estado === 'Con giro y sin pago') historial.push([display(plusDays(filed, 30)), 'Giro emitido']);
    return [{ periodo: month.slice(0, 7), folio: String(rng.int(7_000_000_000, 8_999_999_999)), estado, historial }];
  });
  return Buffer.from(`${JSON.stringify({ rut, formulario: '29', declaraciones }, null, 1)}\n`, 'utf8');
}
