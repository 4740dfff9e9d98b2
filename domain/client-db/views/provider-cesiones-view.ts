/**
 * 'Cesiones por proveedor' (client-detail.md §2 CesionesProveedores tab, §3 "Provider cesion row"): cessions of
 * documents the client owes, grouped by factoring and supplier (emisor).
 */
import type { LocalDbReader } from '../db-reader';
import { cesionWhere, type CesionAggregateFilters } from './cesion-filters';
import { nameOf } from './document-sql';
import { percentOf } from './view-filters';

/** One (factoring, supplier) pair: montoCedido CLP; participacion percent of all the ceded amount. */
export interface ProviderCesionRow {
  rutCesionario: string;
  factoring: string;
  rutEmisor: string;
  emisor: string;
  montoCedido: number;
  cantidadCesiones: number;
  participacion: number;
}

/** All pairs, largest montoCedido first. @throws RangeError on a bad date bound. */
export function providerCesionesView(reader: LocalDbReader, filters: CesionAggregateFilters): ProviderCesionRow[] {
  const where = cesionWhere(reader, 'deudor', filters);
  const rows = reader.all<Omit<ProviderCesionRow, 'participacion'>>(
    `SELECT c.rutCesionario, ${nameOf('c.rutCesionario')} AS factoring, c.rutEmisor, ${nameOf('c.rutEmisor')} AS emisor,
      SUM(c.montoCesion) AS montoCedido, COUNT(*) AS cantidadCesiones
    FROM cesion c ${where.sql}
    GROUP BY c.rutCesionario, c.rutEmisor ORDER BY montoCedido DESC, c.rutCesionario, c.rutEmisor`,
    where.params,
  );
  const total = rows.reduce((sum, row) => sum + row.montoCedido, 0);
  return rows.map((row) => ({ ...row, participacion: percentOf(row.montoCedido, total) }));
}
