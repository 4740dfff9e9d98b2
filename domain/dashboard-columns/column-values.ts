/**
 * The values of the client list's KPI and calculated columns for one company over the selected months
 * (client-radar.md §2 "KPI columns", §3 "Dashboard column definition", §5 "Column definition file").
 * - kpi column: its monthly values (kpis table) combined with its defaultAggregation (AVG when absent);
 *   months without a value are skipped, as SQL skips NULLs.
 * - calculated column: its expression, where a plain variable is the other column's range value and
 *   SUM/AVG/MIN/MAX/COUNT(variable) read that column's monthly values (for a calculated variable, its expression
 *   evaluated month by month). Division by zero and missing values give null (empty).
 */
import { evaluateExpression, type ExpressionScope } from './evaluate-expression';
import type { ExpressionNode } from './expression-ast';
import { parseExpression } from './parse-expression';
import type { ColumnConfig, ColumnDefinition } from './types';

/** Monthly KPI values of one company: KPI id -> month 'yyyy-MM' -> value (null when undefined that month). */
export type MonthlyKpis = ReadonlyMap<string, ReadonlyMap<string, number | null>>;

/** Column id -> value (null = empty cell). */
export type ColumnValues = Readonly<Record<string, number | null>>;

/** Computes the column values of one company from its monthly KPIs. */
export type ColumnValuesOf = (kpis: MonthlyKpis) => ColumnValues;

/**
 * Prepares the evaluation of a validated configuration (expressions parsed once).
 * @param config a configuration that passed validateColumnConfig (or the default).
 * @param months the selected months 'yyyy-MM'.
 * @throws ExpressionSyntaxError only for a configuration that did not pass validation.
 */
export function columnValuesOf(config: ColumnConfig, months: readonly string[]): ColumnValuesOf {
  const byId = new Map(config.columns.map((column) => [column.id, column] as const));
  const trees = new Map<string, ExpressionNode>();
  for (const column of config.columns) {
    if (column.type === 'calculated') trees.set(column.id, parseExpression(column.expression));
  }

  return (kpis) => {
    const series = new Map<string, Array<number | null>>();
    const totals = new Map<string, number | null>();

    const seriesOf = (id: string): Array<number | null> => {
      const cached = series.get(id);
      if (cached) return cached;
      const column = byId.get(id);
      const tree = trees.get(id);
      const values = !column
        ? months.map(() => null)
        : column.type === 'kpi' || !tree
          ? months.map((month) => kpis.get(id)?.get(month) ?? null)
          : months.map((_, index) =>
              evaluateBound(
                tree,
                (name) => seriesOf(name)[index] ?? null,
                (name) => [seriesOf(name)[index] ?? null],
              ),
            );
      series.set(id, values);
      return values;
    };

    const totalOf = (id: string): number | null => {
      if (totals.has(id)) return totals.get(id) ?? null;
      const column: ColumnDefinition | undefined = byId.get(id);
      const tree = trees.get(id);
      let value: number | null = null;
      if (column?.type === 'kpi') {
        const fn = column.defaultAggregation ?? 'AVG';
        value = evaluateExpression({ type: 'aggregate', fn, variable: id }, { [id]: numbers(seriesOf(id)) });
      } else if (tree) {
        value = evaluateBound(tree, totalOf, seriesOf);
      }
      totals.set(id, value);
      return value;
    };

    return Object.fromEntries(config.columns.map((column) => [column.id, totalOf(column.id)]));
  };
}

/**
 * Evaluates a tree where plain variables read `plain` and aggregates read the list `list` gives: each aggregate
 * node is computed on its own and replaced by a variable named after it ('SUM(x)', never a column id).
 */
function evaluateBound(
  tree: ExpressionNode,
  plain: (name: string) => number | null,
  list: (name: string) => Array<number | null>,
): number | null {
  const scope: Record<string, ExpressionScope[string]> = {};
  const bind = (node: ExpressionNode): ExpressionNode => {
    switch (node.type) {
      case 'variable':
        scope[node.name] = plain(node.name);
        return node;
      case 'aggregate': {
        const name = `${node.fn}(${node.variable})`;
        scope[name] = evaluateExpression(node, { [node.variable]: numbers(list(node.variable)) });
        return { type: 'variable', name };
      }
      case 'unary':
        return { ...node, operand: bind(node.operand) };
      case 'binary':
        return { ...node, left: bind(node.left), right: bind(node.right) };
      case 'number':
        return node;
    }
  };
  return evaluateExpression(bind(tree), scope);
}

function numbers(values: ReadonlyArray<number | null>): number[] {
  return values.filter((value): value is number => value !== null && Number.isFinite(value));
}
