/**
 * 'Concentración por Factoring' (client-detail.md §2 Cesiones tab, §3 "Factoring concentration row";
 * client-radar.md §3 "Factoring summary"): the client's cessions as cedente grouped by factoring. Without range
 * (or with one enclosing every cession day), debtor or factoring filters the rows come from the whole-file aggregate
 * concentracion_factoring; without a debtor filter from the per-day aggregate cesion_factoring_dia; with one from
 * the cessions.
 */
import type { LocalDbReader } from '../db-reader';
import { coversWholeCessions } from './whole-file-range';
import { cesionWhere, type CesionAggregateFilters } from './cesion-filters';
import { nameOf } from './document-sql';
import { noneSelected, percentOf, SqlWhere } from './view-filters';

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

type UnsharedRow = Omit<FactoringConcentrationRow, 'id' | 'participacion'>;

/** All factorings, largest montoCedido first. @throws RangeError on a bad date bound. */
export function factoringConcentrationView(
  reader: LocalDbReader,
  filters: CesionAggregateFilters,
): FactoringConcentrationRow[] {
  const rows = !noneSelected(filters.deudores)
    ? fromCessions(reader, filters)
    : coversWholeCessions(reader, filters) && noneSelected(filters.factorings)
      ? reader.all<UnsharedRow>(
          `SELECT rutCesionario, ${nameOf('rutCesionario')} AS factoring, montoCedido, cantidadDeudores, cantidadCesiones
          FROM concentracion_factoring ORDER BY montoCedido DESC, rutCesionario`,
        )
      : fromDays(reader, filters);
  const total = rows.reduce((sum, row) => sum + row.montoCedido, 0);
  return rows.map((row) => ({ ...row, id: row.rutCesionario, participacion: percentOf(row.montoCedido, total) }));
}

/** Grouped from the cessions themselves (a debtor filter). */
function fromCessions(reader: LocalDbReader, filters: CesionAggregateFilters): UnsharedRow[] {
  const where = cesionWhere(reader, 'cedente', filters);
  return reader.all<UnsharedRow>(
    `SELECT c.rutCesionario, ${nameOf('c.rutCesionario')} AS factoring, SUM(c.montoCesion) AS montoCedido,
      COUNT(DISTINCT c.rutDeudor) AS cantidadDeudores, COUNT(*) AS cantidadCesiones
    FROM cesion c ${where.sql}
    GROUP BY c.rutCesionario ORDER BY montoCedido DESC, c.rutCesionario`,
    where.params,
  );
}

/** Summed from the days of cesion_factoring_dia in the range; the distinct debtors are the union of each day's list. */
function fromDays(reader: LocalDbReader, filters: CesionAggregateFilters): UnsharedRow[] {
  const where = new SqlWhere().addDateRange('fecha', filters).addIn('rutCesionario', filters.factorings);
  return reader
    .all<Omit<UnsharedRow, 'cantidadDeudores'> & { deudores: string }>(
      `SELECT rutCesionario, ${nameOf('rutCesionario')} AS factoring, SUM(montoCedido) AS montoCedido,
        group_concat(deudores) AS deudores, SUM(cantidadCesiones) AS cantidadCesiones
      FROM cesion_factoring_dia ${where.sql}
      GROUP BY rutCesionario ORDER BY montoCedido DESC, rutCesionario`,
      where.params,
    )
    .map(({ deudores, cantidadCesiones, ...row }) => ({
      ...row,
      cantidadDeudores: new Set(deudores.split(',')).size,
      cantidadCesiones,
    }));
}
