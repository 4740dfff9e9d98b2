/** The loaded client's name (razón social) from its database (domain/client-db/schema.ts table razonsocial). */
import type { LocalDbReader } from '../db-reader';

/** The razón social of `reader.clientRut`, or null when the file does not name it. */
export function clientNameOf(reader: LocalDbReader): string | null {
  const [row] = reader.all<{ razonsocial: string }>('SELECT razonsocial FROM razonsocial WHERE rut = ?', [
    reader.clientRut,
  ]);
  return row?.razonsocial ?? null;
}
