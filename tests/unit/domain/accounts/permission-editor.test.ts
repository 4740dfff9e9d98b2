import { describe, expect, it } from 'vitest';
import {
  disabledFlags,
  enforceEditorRules,
  FLAG_GROUPS,
  flagsFromList,
  grantedFlags,
  noFlags,
  toggleFlag,
} from '@domain/accounts/permission-editor';
import { PERMISSION_FLAGS } from '@domain/permissions';

describe('permission editor rules (core-platform §4)', () => {
  it('groups every flag once under Avisos, Radar or Acciones', () => {
    const grouped = FLAG_GROUPS.flatMap((group) => group.flags.map(({ flag }) => flag));
    expect([...grouped].sort()).toEqual([...PERMISSION_FLAGS].sort());
    expect(FLAG_GROUPS.map((group) => group.title)).toEqual(['Avisos', 'Radar', 'Acciones']);
  });

  it('checking carteraEjecutivos forces radarClientes on and locks it until unchecked', () => {
    const withCartera = toggleFlag(noFlags(), 'carteraEjecutivos', true);
    expect(withCartera.radarClientes).toBe(true);
    expect(disabledFlags(withCartera).has('radarClientes')).toBe(true);
    // Locked: unchecking radarClientes changes nothing.
    expect(toggleFlag(withCartera, 'radarClientes', false).radarClientes).toBe(true);
    const without = toggleFlag(withCartera, 'carteraEjecutivos', false);
    expect(disabledFlags(without).has('radarClientes')).toBe(false);
    expect(toggleFlag(without, 'radarClientes', false).radarClientes).toBe(false);
  });

  it('cesionesAdeudadas clears and disables cesionesAdquiridas and cesionesCedidas', () => {
    const start = { ...noFlags(), cesionesAdquiridas: true, cesionesCedidas: true };
    const owed = toggleFlag(start, 'cesionesAdeudadas', true);
    expect(owed).toMatchObject({ cesionesAdeudadas: true, cesionesAdquiridas: false, cesionesCedidas: false });
    expect([...disabledFlags(owed)].sort()).toEqual(['cesionesAdquiridas', 'cesionesCedidas']);
    expect(toggleFlag(owed, 'cesionesAdquiridas', true).cesionesAdquiridas).toBe(false);
    const back = toggleFlag(owed, 'cesionesAdeudadas', false);
    expect(toggleFlag(back, 'cesionesAdquiridas', true).cesionesAdquiridas).toBe(true);
  });

  it('enforceEditorRules repairs a request that skipped the screen, without touching the input', () => {
    const request = { ...noFlags(), carteraEjecutivos: true, cesionesAdeudadas: true, cesionesCedidas: true };
    const fixed = enforceEditorRules(request);
    expect(fixed).toMatchObject({ radarClientes: true, cesionesCedidas: false, cesionesAdquiridas: false });
    expect(request.cesionesCedidas).toBe(true);
  });

  it('round-trips flags through the granted-name list and refuses unknown names', () => {
    const flags = { ...noFlags(), cuentas: true, radarVentas: true };
    expect(grantedFlags(flags)).toEqual(['radarVentas', 'cuentas']);
    expect(flagsFromList(grantedFlags(flags))).toEqual(flags);
    expect(() => flagsFromList(['superusuario'])).toThrow('Permiso desconocido: superusuario');
  });
});
