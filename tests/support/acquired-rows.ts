/**
 * The acquired cessions as the cession actions' tests and benchmark read them over GraphQL: one page of
 * archivosElectronicoDeCesionRecuperados with what selectability needs (core-platform §4) and the envío.
 */

/** The query, paged by nextToken; `limit` up to 5,000. */
export const ACQUIRED_ROWS = `query Rows($rut: String!, $desde: String!, $hasta: String!, $limit: Int, $next: String) {
  archivosElectronicoDeCesionRecuperados(fechaInicio: $desde, fechaTermino: $hasta, rutFactoring: $rut, limit: $limit, nextToken: $next) {
    items { folio tipo emisor { rut } estadoCesion aec_descargado aceptado { state } anulado { state } envio { estado etiqueta } }
    nextToken
  }
}`;

/** One row of {@link ACQUIRED_ROWS}. */
export interface AcquiredRow {
  folio: number;
  tipo: number;
  emisor: { rut: string };
  estadoCesion: string;
  aec_descargado: number;
  aceptado: { state: string };
  anulado: { state: string };
  envio: { estado: string; etiqueta: string } | null;
}

/** A row a cession action may take (core-platform §4) and that has no envío yet. */
export function isUntouchedSelectable(row: AcquiredRow): boolean {
  return (
    row.estadoCesion !== '' &&
    row.aec_descargado === 1 &&
    row.aceptado.state !== 'no' &&
    row.anulado.state !== 'si' &&
    !row.envio
  );
}
