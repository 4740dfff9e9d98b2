/**
 * The selection of the selectable 'Concentración por Factoring' (client-detail.md §2 Cesiones tab): which
 * factorings (rutCesionario) feed the 'Cesiones Mensuales' chart. All are selected by default.
 */

/** The select-all checkbox: every id selected, none, or some (shown indeterminate). */
export type SelectAllState = 'all' | 'none' | 'some';

/** The selection with `id` added (when absent) or removed (when present), in the order of `ids`. */
export function toggleFactoring(selected: readonly string[], id: string, ids: readonly string[]): string[] {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return ids.filter((candidate) => next.has(candidate));
}

/** State of the select-all checkbox for `selected` among the loaded `ids` (no ids reads 'none'). */
export function selectAllState(selected: readonly string[], ids: readonly string[]): SelectAllState {
  const chosen = ids.filter((id) => selected.includes(id)).length;
  if (chosen === 0) return 'none';
  return chosen === ids.length ? 'all' : 'some';
}

/**
 * The chart's factoring filter for a selection: undefined (no filter, every factoring counts) when all loaded ids
 * are selected; otherwise the selected ids, possibly empty (then nothing counts as ceded).
 */
export function chartFactorings(selected: readonly string[], ids: readonly string[]): readonly string[] | undefined {
  return selectAllState(selected, ids) === 'all' ? undefined : ids.filter((id) => selected.includes(id));
}
