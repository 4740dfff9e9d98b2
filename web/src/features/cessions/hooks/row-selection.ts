import type { CesionView } from '@domain/cession';
import { selectability } from '@domain/cession-rules';

/** The selection of one card: the selected row ids and every row id the card has shown so far. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  known: ReadonlySet<string>;
}

/** Ids of the rows that may be selected (core-platform §4 "Selectability of a row"). */
export function selectableIds(rows: readonly CesionView[]): string[] {
  return rows.filter((row) => selectability(row).selectable).map((row) => row.id);
}

/**
 * The selection after the card's rows changed (more pages arrived, or rows were hidden and shown again):
 * rows never seen before start selected when selectable (core-platform §4: documents start selected); the
 * analyst's choices on rows already seen are kept. Returns `selection` itself when no row is new.
 */
export function withNewRows(selection: RowSelection | null, rows: readonly CesionView[]): RowSelection {
  const fresh = selection ? rows.filter((row) => !selection.known.has(row.id)) : rows;
  if (selection && fresh.length === 0) return selection;
  const selected = new Set(selection?.selected);
  const known = new Set(selection?.known);
  for (const row of fresh) known.add(row.id);
  for (const id of selectableIds(fresh)) selected.add(id);
  return { selected, known };
}

/** Flips one row in or out of the selection. */
export function toggleRow(selection: RowSelection, id: string): RowSelection {
  const selected = new Set(selection.selected);
  if (!selected.delete(id)) selected.add(id);
  return { ...selection, selected };
}

/**
 * Takes rows out of the selection (the documents an action just sent: selecting them again is the user's choice).
 * The rows stay known, so a later answer listing them again does not select them again.
 */
export function withoutRows(selection: RowSelection, ids: readonly string[]): RowSelection {
  const selected = new Set(selection.selected);
  for (const id of ids) selected.delete(id);
  return { ...selection, selected };
}

/** Selects every selectable row of `rows` (select true) or none (false). */
export function toggleAllRows(selection: RowSelection, rows: readonly CesionView[], select: boolean): RowSelection {
  return { ...selection, selected: new Set(select ? selectableIds(rows) : []) };
}
