import { describe, expect, it } from 'vitest';
import { emptyListMessage } from '@web/features/client-list/model/messages';

describe('emptyListMessage (a search with no match says so)', () => {
  const none = { text: '', ejecutivo: '', pendingOnly: false };
  it('names the text searched, trimmed, when a text search matched nothing', () => {
    expect(emptyListMessage({ ...none, text: '  zzz  ' }, 61)).toBe('No se encontraron clientes para "zzz"');
  });
  it('says no client passes the other filters', () => {
    expect(emptyListMessage({ ...none, pendingOnly: true }, 61)).toBe('Ningún cliente cumple los filtros elegidos');
  });
  it('says there is no information when the factoring has no client at all, whatever the filters', () => {
    expect(emptyListMessage({ ...none, text: 'zzz' }, 0)).toBe('No existe información en estos momentos');
  });
});
