import { describe, expect, it } from 'vitest';
import { toggleAllRows, toggleRow, withNewRows, withoutRows } from '@web/features/cessions/hooks/row-selection';
import { cesionView } from '@tests/support/cession-factory';

const vigente = (id: string) => cesionView({ id });
const recedida = cesionView({ id: 'recedida', estadoCesion: '' });
const rechazada = cesionView({
  id: 'rechazada',
  aceptado: { state: 'no', msg: 'Reclamo', fecha: null, codigo: 'RCD' },
});
const sinAec = cesionView({ id: 'sin-aec', aec_descargado: 0 });

const ids = (set: ReadonlySet<string>) => [...set].sort();

describe('card selection over rows that arrive page by page (core-platform §4)', () => {
  it('starts with every selectable row selected and none of the others', () => {
    const selection = withNewRows(null, [vigente('a'), recedida, rechazada, sinAec, vigente('b')]);
    expect(ids(selection.selected)).toEqual(['a', 'b']);
  });

  it('selects rows of a later page while keeping what the analyst unticked', () => {
    const first = toggleRow(withNewRows(null, [vigente('a'), vigente('b')]), 'a');
    const grown = withNewRows(first, [vigente('a'), vigente('b'), vigente('c'), recedida]);
    expect(ids(grown.selected)).toEqual(['b', 'c']);
  });

  it('keeps an empty selection empty for rows already seen (hidden and shown again)', () => {
    const rows = [vigente('a'), vigente('b')];
    const none = toggleAllRows(withNewRows(null, rows), rows, false);
    const hidden = withNewRows(none, [vigente('a')]);
    expect(withNewRows(hidden, rows).selected.size).toBe(0);
  });

  it('returns the same selection when no row is new, so nothing re-renders for nothing', () => {
    const selection = withNewRows(null, [vigente('a')]);
    expect(withNewRows(selection, [vigente('a')])).toBe(selection);
  });

  it('toggles one row and all selectable rows', () => {
    const rows = [vigente('a'), recedida, vigente('b')];
    const selection = withNewRows(null, rows);
    expect(ids(toggleRow(toggleRow(selection, 'a'), 'a').selected)).toEqual(['a', 'b']);
    expect(toggleAllRows(selection, rows, false).selected.size).toBe(0);
    expect(ids(toggleAllRows(toggleAllRows(selection, rows, false), rows, true).selected)).toEqual(['a', 'b']);
  });

  it('takes the sent rows out of the selection, and a new answer listing them again does not select them again', () => {
    const rows = [vigente('a'), vigente('b'), vigente('c')];
    const sent = withoutRows(toggleRow(withNewRows(null, rows), 'c'), ['a', 'b']);
    expect(sent.selected.size).toBe(0);
    const reRead = withNewRows(sent, [vigente('a'), vigente('b'), vigente('c'), vigente('d')]);
    expect(ids(reRead.selected)).toEqual(['d']);
  });
});
