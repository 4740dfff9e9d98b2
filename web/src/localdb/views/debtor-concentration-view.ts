/**
 * 'Concentración por Deudor' (client-detail.md §2 Cesiones tab, §3 "Debtor concentration row", §9 top lists of 20):
 * the client's cessions as cedente grouped by debtor. Without range (or with one enclosing every cession day), debtor or factoring filters the rows come from
 * the whole-file aggregate concentracion_deudor.
 */
import type { LocalDbReader } from '../local-database';
import { coversWholeCessions } from './whole-file-range';
import { cesionWhere, type CesionAggregateFilters } from './cesion-filters';
import { nameOf } from './document-sql';
import { noneSelected, percentOf } from './view-filters';

/** Rows shown in the top lists (client-detail.md §9). */
export const TOP_LIST_SIZE = 20;

/** One debtor: montoCedido CLP; participacion percent of the ceded amount of all debtors. */
export interface DebtorConcentrationRow {
  rutDeudor: string;
  deudor: string;
  montoCedido: number;
  cantidadFactorings: number;
  cantidadCesiones: number;
  participacion: number;
}

/** The 20 debtors with the largest ceded amount. @throws RangeError on a bad date bound. */
export function debtorConcentrationView(reader: LocalDbReader, filters: CesionAggregateFilters): DebtorConcentrationRow[] {
  const whole = coversWholeCessions(reader, filters) && noneSelected(filters.deudores, filters.factorings);
  const where = cesionWhere(reader, 'cedente', filters);
  const [all] = whole
    ? reader.all<{ total: number | null }>('SELECT SUM(montoCedido) AS total FROM concentracion_deudor')
    : reader.all<{ total: number | null }>(`SELECT SUM(c.montoCesion) AS total FROM cesion c ${where.sql}`, where.params);
  const rows = whole
    ? reader.all<Omit<DebtorConcentrationRow, 'participacion'>>(
        `SELECT rutDeudor, ${nameOf('rutDeudor')} AS deudor, montoCedido, cantidadFactorings, cantidadCesiones
        FROM concentracion_deudor ORDER BY montoCedido DESC, rutDeudor LIMIT ${TOP_LIST_SIZE}`,
      )
    : reader.all<Omit<DebtorConcentrationRow, 'participacion'>>(
        `SELECT c.rutDeudor, ${nameOf('c.rutDeudor')} AS deudor, SUM(c.montoCesion) AS montoCedido,
          COUNT(DISTINCT c.rutCesionario) AS cantidadFactorings, COUNT(*) AS cantidadCesiones
        FROM cesion c ${where.sql}
        GROUP BY c.rutDeudor ORDER BY montoCedido DESC, c.rutDeudor LIMIT ${TOP_LIST_SIZE}`,
        where.params,
      );
  return rows.map((row) => ({ ...row, participacion: percentOf(row.montoCedido, all?.total ?? 0) }));
}
