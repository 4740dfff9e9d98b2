import { describe, expect, it } from 'vitest';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { UnauthorizedError } from '@lambdas/platform/errors';
import { readFlags } from '@domain/permissions';
import { resolveIdentity, type IdentityDeps } from '@lambdas/access/identity';

const NONE = readFlags({ cesionesAdquiridas: '0', cesionesCedidas: '0' });

function depsFor(
  claims: JwtPayload,
  rows: { rutEmpresa: string; razonSocial: string; flags?: ReturnType<typeof readFlags> }[] = [],
): IdentityDeps {
  return {
    verifier: { verify: async () => claims },
    userCompanies: { listForUser: async (username) => rows.map((row) => ({ username, flags: NONE, ...row })) },
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

  it('takes the companies from the userCompanies rows by normalised RUT, custom:rutCesionario first', async () => {
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
      { rut: '76389992-6', razonSocial: 'OTRO NOMBRE', flags: NONE },
      { rut: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: NONE },
    ]);
  });

  it('works for a user without custom:rutCesionario, and takes the flags of each company from its row', async () => {
    const inC = readFlags({ cesionesCedidas: '0', firmaDigital: '1' });
    const deps = depsFor({ 'cognito:username': 'u2', 'custom:cesionesCedidas': '1', 'custom:cuentas': '1' }, [
      { rutEmpresa: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: inC },
    ]);
    const identity = await resolveIdentity('t', deps);
    expect(identity).toMatchObject({ username: 'u2', email: '', rutCesionario: null, razonSocial: '' });
    expect(identity.companies).toEqual([{ rut: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: inC }]);
    expect(identity.companies[0]?.flags).toMatchObject({ cesionesCedidas: false, firmaDigital: true, cuentas: false });
  });

  it("names the token's sign-in by origin_jti (jti without one) and auth_time, the session the second factor is about", async () => {
    const row = [{ rutEmpresa: '76389992-6', razonSocial: 'A' }];
    const base = { 'cognito:username': 'u4', auth_time: 1_780_000_000, jti: 'jti-1' };
    expect((await resolveIdentity('t', depsFor({ ...base, origin_jti: 'origin-1' }, row))).session).toEqual({
      id: 'origin-1',
      startedAt: 1_780_000_000,
    });
    expect((await resolveIdentity('t', depsFor(base, row))).session).toEqual({ id: 'jti-1', startedAt: 1_780_000_000 });
    expect(
      (await resolveIdentity('t', depsFor({ 'cognito:username': 'u4', jti: 'jti-1' }, row))).session,
    ).toBeUndefined();
  });

  it('refuses (signs out) a verified token whose user the store holds no company for: deleted or unlinked', async () => {
    const deps = depsFor({ 'cognito:username': 'u3', 'custom:rutCesionario': '76389992-6', 'custom:cuentas': '1' });
    await expect(resolveIdentity('t', deps)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
