import { describe, expect, it } from 'vitest';
import { sessionUserFromClaims } from '@web/lib/session/session-user';

describe('sessionUserFromClaims', () => {
  it('reads identity and flags from the id token custom attributes', () => {
    const user = sessionUserFromClaims({
      sub: 'abc',
      email: 'ana@factoring.cl',
      'cognito:username': 'abc',
      'custom:rutCesionario': '76389992-6',
      'custom:rznSocCesionario': 'FACTORING SPA',
      'custom:cuentas': '1',
      'custom:cesionesAdeudadas': '0',
      exp: 1_700_000_000,
    });
    expect(user.username).toBe('ana@factoring.cl');
    expect(user.rutCesionario).toBe('76389992-6');
    expect(user.rznSocCesionario).toBe('FACTORING SPA');
    expect(user.flags.cuentas).toBe(true);
    expect(user.flags.cesionesAdeudadas).toBe(false);
  });

  it('defaults acquired and assigned access to granted and the rest to denied (core-platform §2)', () => {
    const { flags } = sessionUserFromClaims({ 'cognito:username': 'u1' });
    expect(flags.cesionesAdquiridas).toBe(true);
    expect(flags.cesionesCedidas).toBe(true);
    expect(flags.herramientas).toBe(false);
  });

  it('falls back to the Cognito username and null company when the token lacks them', () => {
    const user = sessionUserFromClaims({ 'cognito:username': 'u1', 'custom:rutCesionario': '' });
    expect(user.username).toBe('u1');
    expect(user.rutCesionario).toBeNull();
  });
});
