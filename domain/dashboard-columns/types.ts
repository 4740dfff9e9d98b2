/**
 * Shapes of the client list's column definition file (/dashboard-columns-config.json), client-radar.md §3
 * "Dashboard column definition" and §5 "Column definition file".
 */

/** Aggregations a KPI column may use, and the aggregate functions of expressions. */
export const AGGREGATIONS = ['SUM', 'AVG', 'MIN', 'MAX', 'COUNT'] as const;

/** One of {@link AGGREGATIONS}. */
export type Aggregation = (typeof AGGREGATIONS)[number];

/** How a value is displayed: as a percentage (value already in percent, e.g. 85.5) or as a plain number. */
export type ColumnFormat = 'percentage' | 'number';

interface ColumnBase {
  id: string;
  displayName: string;
  description?: string;
  format?: ColumnFormat;
  /** Decimals shown (client-radar.md §9: 2 when absent). */
  decimals?: number;
}

/** A column holding a KPI read from the database (kpis table, by KPI id). */
export interface KpiColumn extends ColumnBase {
  type: 'kpi';
  /** How the monthly values of the selected range are combined. */
  defaultAggregation?: Aggregation;
  /** Show the value divided by 1,000,000 with the suffix 'M'. */
  inMillions?: boolean;
}

/** A column computed from other columns by an expression (see parse-expression.ts). */
export interface CalculatedColumn extends ColumnBase {
  type: 'calculated';
  expression: string;
  format: ColumnFormat;
}

/** One column of the client list. */
export type ColumnDefinition = KpiColumn | CalculatedColumn;

/** The whole column definition file, once validated. */
export interface ColumnConfig {
  readonly columns: readonly ColumnDefinition[];
}
