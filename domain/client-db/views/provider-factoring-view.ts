/**
 * 'Concentración por Factoring - Proveedores' (client-detail.md §2 CesionesProveedores tab, §3 "Provider factoring
 * row"): cessions of documents the client owes (rutDeudor = client), grouped by factoring.
 */
import type { LocalDbReader } from '../db-reader';
import { cesionWhere, type CesionAggregateFilters } from './cesion-filters';
import { nameOf } from './document-sql';
import { percentOf } from './view-filters';

/** One factoring: montoCedido CLP; participacion percent of all the ceded amount. */
export interface ProviderFactoringRow {
  rutCesionario: string;
  factoring: string;
  montoCedido: number;
  cantidadCesiones: number;
  cantidadProveedores: number;
  participacion: number;
}

/** All factorings, largest montoCedido first (`deudores` filters suppliers). @throws RangeError on a bad date bound. */
export function providerFactoringView(reader: LocalDbReader, filters: CesionAggregateFilters): ProviderFactoringRow[] {
  const where = cesionWhere(reader, 'deudor', filters);
  const rows = reader.all<Omit<ProviderFactoringRow, 'participacion'>>(
    `SELECT c.rutCesionario, ${nameOf('c.rutCesionario')} AS factoring, SUM(c.montoCesion) AS montoCedido,
      COUNT(*) AS cantidadCesiones, COUNT(DISTINCT c.rutEmisor) AS cantidadProveedores
    FROM cesion c ${where.sql}
    GROUP BY c.rutCesionario ORDER BY montoCedido DESC, c.rutCesionario`,
    where.params,
  );
  const total = rows.reduce((sum, row) => sum + row.montoCedido, 0);
  return rows.map((row) => ({ ...row, participacion: percentOf(row.montoCedido, total) }));
}
