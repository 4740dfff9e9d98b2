import { useState } from 'react';

/**
 * The selection of the selectable 'Concentración por Factoring' (client-detail.md §2 Cesiones tab): every loaded
 * factoring at first, kept while the set of loaded ids stays the same, reset to all of them when it changes.
 * @param ids the loaded rutCesionario, in table order.
 * @returns the selected ids and their setter.
 */
export function useFactoringSelection(
  ids: readonly string[],
): [readonly string[], (selected: readonly string[]) => void] {
  const key = [...ids].sort().join(',');
  const [state, setState] = useState<{ key: string; selected: readonly string[] }>({ key, selected: ids });
  const selected = state.key === key ? state.selected : ids;
  return [selected, (next) => setState({ key, selected: next })];
}
