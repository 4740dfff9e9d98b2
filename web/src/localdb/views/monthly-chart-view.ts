/**
 * 'Cesiones Mensuales' chart (client-detail.md §2 Cesiones tab, §3 "Monthly chart row"): per emission month of the
 * client's sales documents, ventas (CLP), the part ceded (latest cession amount, only to the selected factorings
 * when given) and noCedido = ventas − cedido (not below 0). Notes (56, 60, 61, 111, 112) are not sales.
 * Without a debtor filter it sums the day aggregates resumen_dia and cedido_dia (day-precise ranges); with one, the
 * debtors' monthly aggregates and edge days (counterparty-months.ts), or librocv when factorings are also selected.
 */
import type { LocalDbReader } from '../local-database';
import { counterpartyMonths } from './counterparty-months';
import { NOTE_TYPES_SQL } from './document-sql';
import { monthDisplay } from './month-label';
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

/** Months in ascending order; months without sales are absent. @throws RangeError on a bad date bound. */
export function monthlyChartView(reader: LocalDbReader, filters: MonthlyChartFilters): MonthlyChartRow[] {
  const deudores = filters.deudores ?? [];
  const rows =
    deudores.length === 0
      ? monthsFromAggregate(reader, filters)
      : noneSelected(filters.selectedFactorings)
        ? monthsOfCounterparties(reader, { ...filters, deudores })
        : monthsFromLedger(reader, filters);
  return rows.map((row) => ({
    mes: row.mes,
    mesDisplay: monthDisplay(row.mes),
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

/** The months with sales of the chosen debtors, from counterparty-months.ts (every factoring's cessions). */
function monthsOfCounterparties(reader: LocalDbReader, filters: MonthlyChartFilters & { deudores: readonly string[] }): RawMonth[] {
  return [...counterpartyMonths(reader, 'venta', filters)]
    .filter(([, month]) => month.cantidad > 0)
    .map(([mes, month]) => ({ mes, ventas: month.total, cedido: month.cedido }));
}

/** The months with sales of the chosen debtors, ceded only to the selected factorings: grouped from librocv. */
function monthsFromLedger(reader: LocalDbReader, filters: MonthlyChartFilters): RawMonth[] {
  const where = new SqlWhere()
    .add("d.ventaOCompra = 'venta'")
    .add('d.rutEmisor = ?', reader.clientRut)
    .add(`d.tipoDTE NOT IN ${NOTE_TYPES_SQL}`)
    .addDateRange('d.fechaEmision', filters)
    .addIn('d.rutReceptor', filters.deudores);
  const factorings = filters.selectedFactorings ?? [];
  const cededJoin = factorings.length === 0 ? '' : `AND u.rutCesionario IN (${factorings.map(() => '?').join(', ')})`;
  return reader.all<RawMonth>(
    `SELECT substr(d.fechaEmision, 1, 7) AS mes, SUM(d.total) AS ventas, COALESCE(SUM(u.montoCesion), 0) AS cedido
    FROM librocv d
    LEFT JOIN ultima_cesion u ON u.rutEmisor = d.rutEmisor AND u.tipoDTE = d.tipoDTE AND u.folioDTE = d.folio ${cededJoin}
    ${where.sql}
    GROUP BY mes ORDER BY mes`,
    [...factorings, ...where.params],
  );
}
