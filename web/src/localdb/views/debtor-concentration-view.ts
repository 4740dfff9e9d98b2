/**
 * 'Concentración por Deudor' (client-detail.md §2 Cesiones tab, §3 "Debtor concentration row", §9 top lists of 20):
 * the client's cessions as cedente grouped by debtor.
 */
import type { LocalDbReader } from '../local-database';
import { cesionWhere, type CesionAggregateFilters } from './cesion-filters';
import { nameOf } from './document-sql';
import { percentOf } from './view-filters';

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
  const where = cesionWhere(reader, 'cedente', filters);
  const [all] = reader.all<{ total: number | null }>(`SELECT SUM(c.montoCesion) AS total FROM cesion c ${where.sql}`, where.params);
  const rows = reader.all<Omit<DebtorConcentrationRow, 'participacion'>>(
    `SELECT c.rutDeudor, ${nameOf('c.rutDeudor')} AS deudor, SUM(c.montoCesion) AS montoCedido,
      COUNT(DISTINCT c.rutCesionario) AS cantidadFactorings, COUNT(*) AS cantidadCesiones
    FROM cesion c ${where.sql}
    GROUP BY c.rutDeudor ORDER BY montoCedido DESC, c.rutDeudor LIMIT ${TOP_LIST_SIZE}`,
    where.params,
  );
  return rows.map((row) => ({ ...row, participacion: percentOf(row.montoCedido, all?.total ?? 0) }));
}
