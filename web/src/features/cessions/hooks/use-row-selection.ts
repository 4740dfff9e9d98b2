import { useState } from 'react';
import type { CesionView } from '@domain/cession';
import { toggleAllRows, toggleRow, withNewRows, withoutRows, type RowSelection } from './row-selection';

/**
 * The selection state of one card over rows that may grow while pages arrive: every selectable
 * row starts selected, including rows that arrive later; rows the analyst unticked stay unticked, also when the
 * list is read again.
 * @returns the selected ids, toggle(id), toggleAll(select) and unselect(ids).
 */
export function useRowSelection(rows: readonly CesionView[]) {
  const [state, setState] = useState<{ rows: readonly CesionView[]; selection: RowSelection }>(() => ({
    rows,
    selection: withNewRows(null, rows),
  }));
  let current = state;
  if (state.rows !== rows) {
    // Adjusting state to new props during render (react.dev "You might not need an effect"): no extra paint.
    current = { rows, selection: withNewRows(state.selection, rows) };
    setState(current);
  }
  return {
    selected: current.selection.selected,
    toggle: (id: string) => setState((s) => ({ ...s, selection: toggleRow(s.selection, id) })),
    toggleAll: (select: boolean) => setState((s) => ({ ...s, selection: toggleAllRows(s.selection, s.rows, select) })),
    unselect: (ids: readonly string[]) => setState((s) => ({ ...s, selection: withoutRows(s.selection, ids) })),
  };
}
