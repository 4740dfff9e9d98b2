/**
 * Reads the VAT (F29) history file of a client, HISTORIAL_IVA_{rut}.json (shape documented in
 * infra/local/demo-world/rcv-iva-history.ts), into historialiva rows (client-detail.md §3 "IVA history row").
 */
import { z } from 'zod';
import type { EntryError, HistorialIvaRow } from './row-types';

const Declaracion = z.object({
  periodo: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'periodo debe ser yyyy-MM'),
  folio: z.string().min(1),
  estado: z.string().min(1),
  historial: z.array(z.tuple([z.string(), z.string()])),
});
const IvaFile = z.object({ rut: z.string(), declaraciones: z.array(z.unknown()) });

/**
 * Parses the file.
 * @param bytes UTF-8 JSON.
 * @param rut the client 'NNNNNNNN-D' (written in every row).
 * @returns one row per good declaration (historial re-serialised as compact JSON) and one error per bad one.
 * @throws Error when the file is not JSON or lacks the declaraciones list.
 */
export function parseIvaHistory(bytes: Uint8Array, rut: string): { rows: HistorialIvaRow[]; errors: EntryError[] } {
  const file = IvaFile.parse(JSON.parse(Buffer.from(bytes).toString('utf8')));
  const rows: HistorialIvaRow[] = [];
  const errors: EntryError[] = [];
  file.declaraciones.forEach((entry, i) => {
    const parsed = Declaracion.safeParse(entry);
    if (!parsed.success) {
      errors.push({
        entry: `declaraciones[${i}]`,
        message: parsed.error.issues.map((issue) => issue.message).join('; '),
      });
      return;
    }
    const { periodo, folio, estado, historial } = parsed.data;
    rows.push({ rut, periodo, folio, estado, historial: JSON.stringify(historial) });
  });
  return { rows, errors };
}
