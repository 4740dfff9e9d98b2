/**
 * 'Concentración por Factoring' (client-detail.md §2 Cesiones tab, §3 "Factoring concentration row";
 * client-radar.md §3 "Factoring summary"): the client's cessions as cedente grouped by factoring. Without range
 * (or with one enclosing every cession day), debtor or factoring filters the rows come from the whole-file aggregate concentracion_factoring.
 */
import type { LocalDbReader } from '../local-database';
import { coversWholeCessions } from './whole-file-range';
import { cesionWhere, type CesionAggregateFilters } from './cesion-filters';
import { nameOf } from './document-sql';
import { noneSelected, percentOf } from './view-filters';

/** One factoring: id = rutCesionario; montoCedido CLP; participacion percent (0..100) of all the ceded amount. */
export interface FactoringConcentrationRow {
  id: string;
  rutCesionario: string;
  factoring: string;
  montoCedido: number;
  cantidadDeudores: number;
  cantidadCesiones: number;
  participacion: number;
}

/** All factorings, largest montoCedido first. @throws RangeError on a bad date bound. */
export function factoringConcentrationView(
  reader: LocalDbReader,
  filters: CesionAggregateFilters,
): FactoringConcentrationRow[] {
  const where = cesionWhere(reader, 'cedente', filters);
  const rows = coversWholeCessions(reader, filters) && noneSelected(filters.deudores, filters.factorings)
    ? reader.all<Omit<FactoringConcentrationRow, 'id' | 'participacion'>>(
        `SELECT rutCesionario, ${nameOf('rutCesionario')} AS factoring, montoCedido, cantidadDeudores, cantidadCesiones
        FROM concentracion_factoring ORDER BY montoCedido DESC, rutCesionario`,
      )
    : reader.all<Omit<FactoringConcentrationRow, 'id' | 'participacion'>>(
        `SELECT c.rutCesionario, ${nameOf('c.rutCesionario')} AS factoring, SUM(c.montoCesion) AS montoCedido,
          COUNT(DISTINCT c.rutDeudor) AS cantidadDeudores, COUNT(*) AS cantidadCesiones
        FROM cesion c ${where.sql}
        GROUP BY c.rutCesionario ORDER BY montoCedido DESC, c.rutCesionario`,
        where.params,
      );
  const total = rows.reduce((sum, row) => sum + row.montoCedido, 0);
  return rows.map((row) => ({ ...row, id: row.rutCesionario, participacion: percentOf(row.montoCedido, total) }));
}
