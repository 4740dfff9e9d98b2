import { describe, expect, it } from 'vitest';
import { sessionUserFromClaims } from '@web/lib/session/session-user';

describe('sessionUserFromClaims', () => {
  it('reads the identity from the id token custom attributes, never its flags (held per factoring on the server)', () => {
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
    expect(user).not.toHaveProperty('flags');
  });

  it('falls back to the Cognito username and null company when the token lacks them', () => {
    const user = sessionUserFromClaims({ 'cognito:username': 'u1', 'custom:rutCesionario': '' });
    expect(user.username).toBe('u1');
    expect(user.rutCesionario).toBeNull();
  });
});
