/**
 * 'Cesiones Mensuales' chart (client-detail.md §2 Cesiones tab, §3 "Monthly chart row"): per emission month of the
 * client's sales documents, ventas (CLP), the part ceded (latest cession amount, only to the selected factorings
 * when given) and noCedido = ventas − cedido (not below 0). Notes (56, 60, 61, 111, 112) are not sales.
 * Without a debtor filter it sums the day aggregates resumen_dia and cedido_dia (day-precise ranges); with one, the
 * debtors' monthly aggregates and edge days (counterparty-months.ts) and cedido_contraparte_dia.
 */
import type { LocalDbReader } from '../db-reader';
import { counterpartyMonths } from './counterparty-months';
import { withMonthLabels } from './month-label';
import { noneSelected, SqlWhere, type CounterpartyFilter, type DateRangeFilter } from './view-filters';

/** Filters: date range on fechaEmision, debtors, and the factorings selected in the concentration table. */
export interface MonthlyChartFilters extends DateRangeFilter, CounterpartyFilter {
  selectedFactorings?: readonly string[];
}

/** One month: mes 'yyyy-MM', mesDisplay 'Ene 2025', amounts CLP. */
export interface MonthlyChartRow {
  mes: string;
  mesDisplay: string;
  ventas: number;
  cedido: number;
  noCedido: number;
}

type RawMonth = { mes: string; ventas: number; cedido: number };

/**
 * Months in ascending order; months without sales are absent, and so is a malformed month (logged, month-label.ts).
 * @throws RangeError on a bad date bound.
 */
export function monthlyChartView(reader: LocalDbReader, filters: MonthlyChartFilters): MonthlyChartRow[] {
  const deudores = filters.deudores ?? [];
  const rows =
    deudores.length === 0
      ? monthsFromAggregate(reader, filters)
      : monthsOfCounterparties(reader, { ...filters, deudores });
  return withMonthLabels(rows, (row) => row.mes).map((row) => ({
    mes: row.mes,
    mesDisplay: row.mesDisplay,
    ventas: row.ventas,
    cedido: row.cedido,
    noCedido: Math.max(0, row.ventas - row.cedido),
  }));
}

function monthsFromAggregate(reader: LocalDbReader, filters: MonthlyChartFilters): RawMonth[] {
  const where = new SqlWhere().add("ventaOCompra = 'venta'").addDateRange('fecha', filters);
  const months = reader.all<RawMonth>(
    `SELECT substr(fecha, 1, 7) AS mes, SUM(total) AS ventas, SUM(cedido) AS cedido
    FROM resumen_dia ${where.sql} GROUP BY mes HAVING SUM(cantidad) > 0 ORDER BY mes`,
    where.params,
  );
  if (noneSelected(filters.selectedFactorings)) return months;
  const ceded = new SqlWhere().addDateRange('fecha', filters).addIn('rutCesionario', filters.selectedFactorings);
  const cededByMonth = new Map(
    reader
      .all<{ mes: string; cedido: number }>(
        `SELECT substr(fecha, 1, 7) AS mes, SUM(cedido) AS cedido FROM cedido_dia ${ceded.sql} GROUP BY mes`,
        ceded.params,
      )
      .map((row) => [row.mes, row.cedido]),
  );
  return months.map((month) => ({ ...month, cedido: cededByMonth.get(month.mes) ?? 0 }));
}

/**
 * The months with sales of the chosen debtors, from counterparty-months.ts; with selected factorings the ceded part
 * is summed from cedido_contraparte_dia for those factorings only.
 */
function monthsOfCounterparties(
  reader: LocalDbReader,
  filters: MonthlyChartFilters & { deudores: readonly string[] },
): RawMonth[] {
  const months = [...counterpartyMonths(reader, 'venta', filters)].filter(([, month]) => month.cantidad > 0);
  if (noneSelected(filters.selectedFactorings))
    return months.map(([mes, month]) => ({ mes, ventas: month.total, cedido: month.cedido }));
  const where = new SqlWhere()
    .add("c.ventaOCompra = 'venta'")
    .addDateRange('c.fecha', filters)
    .addCounterpartyIds('c.idContraparte', filters.deudores)
    .addIn('c.rutCesionario', filters.selectedFactorings);
  const ceded = new Map(
    reader
      .all<{ mes: string; cedido: number }>(
        `SELECT substr(c.fecha, 1, 7) AS mes, SUM(c.cedido) AS cedido FROM cedido_contraparte_dia c ${where.sql} GROUP BY mes`,
        where.params,
      )
      .map((row) => [row.mes, row.cedido]),
  );
  return months.map(([mes, month]) => ({ mes, ventas: month.total, cedido: ceded.get(mes) ?? 0 }));
}
