import { describe, expect, it } from 'vitest';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { UnauthorizedError } from '@lambdas/platform/errors';
import { resolveIdentity, type IdentityDeps } from '@lambdas/access/identity';

function depsFor(claims: JwtPayload, rows: { rutEmpresa: string; razonSocial: string }[] = []): IdentityDeps {
  return {
    verifier: { verify: async () => claims },
    userCompanies: { listForUser: async (username) => rows.map((row) => ({ username, ...row })) },
  };
}

describe('resolveIdentity', () => {
  it('refuses a missing token without calling the verifier', async () => {
    const deps: IdentityDeps = {
      verifier: { verify: async () => Promise.reject(new Error('must not be called')) },
      userCompanies: { listForUser: async () => [] },
    };
    await expect(resolveIdentity(undefined, deps)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('merges custom:rutCesionario and the userCompanies rows by normalised RUT, own company first', async () => {
    const deps = depsFor(
      {
        'cognito:username': 'u1',
        email: 'a@b.cl',
        'custom:rutCesionario': '76.389.992-6',
        'custom:rznSocCesionario': 'ST CAPITAL S.A.',
      },
      [
        { rutEmpresa: '96790240-3', razonSocial: 'FACTORING C S.A.' },
        { rutEmpresa: '76389992-6', razonSocial: 'OTRO NOMBRE' },
        { rutEmpresa: '96.790.240-3', razonSocial: 'FACTORING C (repetida)' },
      ],
    );
    const identity = await resolveIdentity('t', deps);
    expect(identity.rutCesionario).toBe('76389992-6');
    expect(identity.companies).toEqual([
      { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' },
      { rut: '96790240-3', razonSocial: 'FACTORING C S.A.' },
    ]);
  });

  it('works for a user without custom:rutCesionario, and reads flags from the token', async () => {
    const deps = depsFor({ 'cognito:username': 'u2', 'custom:cesionesCedidas': '0', 'custom:firmaDigital': '1' }, [
      { rutEmpresa: '96790240-3', razonSocial: 'FACTORING C S.A.' },
    ]);
    const identity = await resolveIdentity('t', deps);
    expect(identity).toMatchObject({ username: 'u2', email: '', rutCesionario: null, razonSocial: '' });
    expect(identity.companies).toEqual([{ rut: '96790240-3', razonSocial: 'FACTORING C S.A.' }]);
    expect(identity.flags).toMatchObject({
      cesionesCedidas: false,
      firmaDigital: true,
      cesionesAdquiridas: true,
      cuentas: false,
    });
  });
});
