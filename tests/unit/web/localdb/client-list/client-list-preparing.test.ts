import { describe, expect, it } from 'vitest';
import { preparationOf } from '@web/localdb/client-list/client-list-preparing';

describe('preparationOf (an api/empresas answer while the list is prepared)', () => {
  it('reads the counts of a 202 answer, total null while the build waits', () => {
    expect(preparationOf({ preparando: { clientes: 3, total: 14 } })).toEqual({ clientes: 3, total: 14 });
    expect(preparationOf({ preparando: { clientes: 0, total: null } })).toEqual({ clientes: 0, total: null });
  });
  it('is null for the list itself (base64 text) and for anything without counts', () => {
    expect(preparationOf('U1FMaXRl')).toBeNull();
    expect(preparationOf(null)).toBeNull();
    expect(preparationOf({ preparando: { clientes: '3', total: 14 } })).toBeNull();
    expect(preparationOf({ success: false })).toBeNull();
  });
});
