import { describe, expect, it } from 'vitest';
import { readFlags, rolesGranted } from '@domain/permissions';
import { AppError, ForbiddenError } from '@lambdas/platform/errors';
import type { Identity } from '@lambdas/access/identity';
import { NOT_ADMIN_MESSAGE } from '@lambdas/access/impersonation';
import { NOT_PLATFORM_ADMIN_MESSAGE } from '@lambdas/access/platform-admin-scopes';
import { admitOperation, GRAPHQL_ACCESS, REST_ACCESS } from '@lambdas/access/operation-permissions';

function userWith(attributes: Record<string, string>, extra: Partial<Identity> = {}): Identity {
  return {
    username: 'user-a',
    email: 'ana@stcapital.cl',
    rutCesionario: '76389992-6',
    razonSocial: 'ST CAPITAL S.A.',
    companies: [{ rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: readFlags(attributes) }],
    ...extra,
  };
}

describe('admitOperation', () => {
  it('lets a flag operation through when the user holds any one of its flags, and refuses it otherwise', () => {
    const cedidasOnly = userWith({ cesionesAdquiridas: '0', cesionesCedidas: '1' });
    expect(() => admitOperation(cedidasOnly, GRAPHQL_ACCESS['Query.aecFiles'], 'Query.aecFiles')).not.toThrow();
    const noList = userWith({ cesionesAdquiridas: '0', cesionesCedidas: '0', cesionesAdeudadas: '0' });
    expect(() => admitOperation(noList, GRAPHQL_ACCESS['Query.aecFiles'], 'Query.aecFiles')).toThrow(ForbiddenError);
  });

  it('counts the flags that default to granted when the attribute is missing (core-platform §2)', () => {
    const defaults = userWith({});
    expect(() =>
      admitOperation(defaults, GRAPHQL_ACCESS['Query.archivosElectronicoDeCesionRecuperados'], 'q'),
    ).not.toThrow();
    expect(() => admitOperation(defaults, REST_ACCESS['GET /api/database/{rut}'], 'r')).toThrow(ForbiddenError);
  });

  it("refuses createNomina ('Carga Nómina') to a user without cesionesAdquiridas, whose states it writes", () => {
    const access = GRAPHQL_ACCESS['Mutation.createNomina'];
    expect(() => admitOperation(userWith({ cesionesAdquiridas: '0' }), access, 'm')).toThrow(ForbiddenError);
    expect(() => admitOperation(userWith({ cesionesAdquiridas: '1' }), access, 'm')).not.toThrow();
  });

  it('admits only an administrator acting as themself to an admin operation', () => {
    const access = REST_ACCESS['GET /api/ver-como/usuarios'];
    expect(() => admitOperation(userWith({}, { userType: 'admin' }), access, 'r')).not.toThrow();
    expect(() => admitOperation(userWith({}, { userType: 'factoring' }), access, 'r')).toThrow(
      new ForbiddenError(NOT_ADMIN_MESSAGE),
    );
    const seeingAs = userWith({}, { userType: 'admin', impersonatedBy: { username: 'root', email: 'root@radar.cl' } });
    expect(() => admitOperation(seeingAs, access, 'r')).toThrow(ForbiddenError);
  });

  it("admits only an administrator acting as themself to the platform's read across factorings", () => {
    const access = REST_ACCESS['GET /api/uso-mensual/factorings'];
    expect(() => admitOperation(userWith({ cuentas: '1' }, { userType: 'admin' }), access, 'r')).not.toThrow();
    expect(() => admitOperation(userWith({ cuentas: '1' }, { userType: 'factoring' }), access, 'r')).toThrow(
      new ForbiddenError(NOT_PLATFORM_ADMIN_MESSAGE),
    );
    const seeingAs = userWith({}, { userType: 'admin', impersonatedBy: { username: 'root', email: 'root@radar.cl' } });
    expect(() => admitOperation(seeingAs, access, 'r')).toThrow(new ForbiddenError(NOT_PLATFORM_ADMIN_MESSAGE));
  });

  it("hands a flag operation only the companies where the user holds one of its flags, so the others' are refused", () => {
    const inA = readFlags({ cuentas: '1' });
    const two = userWith(
      {},
      {
        companies: [
          { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: inA },
          { rut: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: readFlags({ cuentas: '0' }) },
        ],
      },
    );
    const admitted = admitOperation(two, GRAPHQL_ACCESS['Query.users'], 'Query.users');
    expect(admitted.companies).toEqual([{ rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: inA }]);
    // A member operation keeps every company.
    expect(admitOperation(two, GRAPHQL_ACCESS['Query.factoring'], 'Query.factoring').companies).toHaveLength(2);
  });

  it('refuses an operation whose access is not declared, naming it', () => {
    expect(() => admitOperation(userWith({ cuentas: '1' }), undefined, 'Query.nuevoCampo')).toThrow(
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
