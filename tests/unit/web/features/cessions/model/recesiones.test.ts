import { describe, expect, it } from 'vitest';
import { filterRecesiones, hasRecesiones } from '@web/features/cessions/model/recesiones';
import { cesionView } from '@tests/support/cession-factory';

const vigente = cesionView({ id: 'v', estadoCesion: 'Cesion Vigente' });
const recedida = cesionView({ id: 'r', estadoCesion: '' });
const cobranza = cesionView({ id: 'c', estadoCesion: 'Documento Asociado en Cobranza' });

describe('Mostrar Recesiones (core-platform §2, §4)', () => {
  it('offers the checkbox only when some document is re-assigned (empty estadoCesion)', () => {
    expect(hasRecesiones([vigente, cobranza])).toBe(false);
    expect(hasRecesiones([vigente, recedida])).toBe(true);
    expect(hasRecesiones([])).toBe(false);
  });

  it('keeps every row when checked and hides only the re-assigned ones when unchecked', () => {
    const rows = [vigente, recedida, cobranza];
    expect(filterRecesiones(rows, true).map((c) => c.id)).toEqual(['v', 'r', 'c']);
    expect(filterRecesiones(rows, false).map((c) => c.id)).toEqual(['v', 'c']);
  });

  it('does not treat another state, such as Cesion Pagada, as re-assigned', () => {
    const pagada = cesionView({ id: 'p', estadoCesion: 'Cesion Pagada' });
    expect(filterRecesiones([pagada], false).map((c) => c.id)).toEqual(['p']);
  });
});
