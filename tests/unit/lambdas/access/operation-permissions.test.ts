import { describe, expect, it } from 'vitest';
import { readFlags, rolesGranted } from '@domain/permissions';
import { AppError, ForbiddenError } from '@lambdas/platform/errors';
import type { Identity } from '@lambdas/access/identity';
import { NOT_ADMIN_MESSAGE } from '@lambdas/access/impersonation';
import { assertOperationAllowed, GRAPHQL_ACCESS, REST_ACCESS } from '@lambdas/access/operation-permissions';

function userWith(attributes: Record<string, string>, extra: Partial<Identity> = {}): Identity {
  return {
    username: 'user-a',
    email: 'ana@stcapital.cl',
    rutCesionario: '76389992-6',
    razonSocial: 'ST CAPITAL S.A.',
    flags: readFlags(attributes),
    companies: [{ rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' }],
    ...extra,
  };
}

describe('assertOperationAllowed', () => {
  it('lets a flag operation through when the user holds any one of its flags, and refuses it otherwise', () => {
    const cedidasOnly = userWith({ cesionesAdquiridas: '0', cesionesCedidas: '1' });
    expect(() => assertOperationAllowed(cedidasOnly, GRAPHQL_ACCESS['Query.aecFiles'], 'Query.aecFiles')).not.toThrow();
    const noList = userWith({ cesionesAdquiridas: '0', cesionesCedidas: '0', cesionesAdeudadas: '0' });
    expect(() => assertOperationAllowed(noList, GRAPHQL_ACCESS['Query.aecFiles'], 'Query.aecFiles')).toThrow(
      ForbiddenError,
    );
  });

  it('counts the flags that default to granted when the attribute is missing (core-platform §2)', () => {
    const defaults = userWith({});
    expect(() =>
      assertOperationAllowed(defaults, GRAPHQL_ACCESS['Query.archivosElectronicoDeCesionRecuperados'], 'q'),
    ).not.toThrow();
    expect(() => assertOperationAllowed(defaults, REST_ACCESS['GET /api/database/{rut}'], 'r')).toThrow(ForbiddenError);
  });

  it("refuses createNomina ('Carga Nómina') to a user without cesionesAdquiridas, whose states it writes", () => {
    const access = GRAPHQL_ACCESS['Mutation.createNomina'];
    expect(() => assertOperationAllowed(userWith({ cesionesAdquiridas: '0' }), access, 'm')).toThrow(ForbiddenError);
    expect(() => assertOperationAllowed(userWith({ cesionesAdquiridas: '1' }), access, 'm')).not.toThrow();
  });

  it('admits only an administrator acting as themself to an admin operation', () => {
    const access = REST_ACCESS['GET /api/ver-como/usuarios'];
    expect(() => assertOperationAllowed(userWith({}, { userType: 'admin' }), access, 'r')).not.toThrow();
    expect(() => assertOperationAllowed(userWith({}, { userType: 'factoring' }), access, 'r')).toThrow(
      new ForbiddenError(NOT_ADMIN_MESSAGE),
    );
    const seeingAs = userWith({}, { userType: 'admin', impersonatedBy: { username: 'root', email: 'root@radar.cl' } });
    expect(() => assertOperationAllowed(seeingAs, access, 'r')).toThrow(ForbiddenError);
  });

  it('refuses an operation whose access is not declared, naming it', () => {
    expect(() => assertOperationAllowed(userWith({ cuentas: '1' }), undefined, 'Query.nuevoCampo')).toThrow(
      new AppError('Operación sin permisos declarados: Query.nuevoCampo', 'Internal'),
    );
  });
});

describe('rolesGranted', () => {
  it('gives the roles whose list flag is granted, in cesionario, cedente, deudor order', () => {
    expect(rolesGranted(readFlags({ cesionesAdeudadas: '1' }))).toEqual(['cesionario', 'cedente', 'deudor']);
    expect(rolesGranted(readFlags({ cesionesAdquiridas: '0' }))).toEqual(['cedente']);
    expect(rolesGranted(readFlags({ cesionesAdquiridas: '0', cesionesCedidas: '0' }))).toEqual([]);
  });
});
