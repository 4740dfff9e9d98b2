import type { UrlParamsPatch } from '../use-url-params';
import type { CesionView } from '@domain/cession';
import { isRedFlagRule, RED_FLAG_LABELS, RED_FLAG_RULES, type RedFlagRule } from '@domain/red-flags/red-flag';

/** The cession screens' flag filter: every row, only flagged rows, or the rows of one rule. */
export type RedFlagFilter = 'todas' | 'con-alertas' | RedFlagRule;

/** The filter's choices with their Spanish text, in this order. */
export const RED_FLAG_FILTER_OPTIONS: readonly { value: RedFlagFilter; label: string }[] = [
  { value: 'todas', label: 'Todas las cesiones' },
  { value: 'con-alertas', label: 'Solo con alertas' },
  ...RED_FLAG_RULES.map((regla) => ({ value: regla, label: RED_FLAG_LABELS[regla] })),
];

/** The address parameter of the cession screens' 'Alertas' select (`?alertas=con-alertas`), absent for 'todas'. */
export const RED_FLAG_PARAM = 'alertas';

/** The address parameter of `filter` ({@link RED_FLAG_PARAM}): removed for 'todas'. */
export function redFlagAddress(filter: RedFlagFilter): UrlParamsPatch {
  return { [RED_FLAG_PARAM]: filter === 'todas' ? null : filter };
}

/** Reads a select's value as a filter ('todas' for anything unknown). */
export function parseRedFlagFilter(value: string): RedFlagFilter {
  return value === 'con-alertas' || isRedFlagRule(value) ? value : 'todas';
}

/**
 * The rows the filter keeps, in their order (a new array), judged only on the flags the server stored (Cesion.alertas).
 */
export function filterByRedFlag<T extends Pick<CesionView, 'alertas'>>(rows: readonly T[], filter: RedFlagFilter): T[] {
  if (filter === 'todas') return [...rows];
  if (filter === 'con-alertas') return rows.filter((row) => row.alertas.length > 0);
  return rows.filter((row) => row.alertas.some((flag) => flag.regla === filter));
}
