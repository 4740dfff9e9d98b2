import { readFlags } from '@domain/permissions';
import type { Identity } from '@lambdas/access/identity';

/**
 * The verified identity of ana, user of ST CAPITAL S.A. (76389992-6) acting only for it, for handler and resolver
 * tests that skip token verification. `attributes`: permission flags as user attributes ('cuentas' or
 * 'custom:cuentas' -> '1'/'0'), read by domain/permissions readFlags (missing ones take core-platform §2 defaults).
 */
export function anaIdentity(attributes: Record<string, string> = {}): Identity {
  return {
    username: 'ana',
    email: 'ana@stcapital.cl',
    rutCesionario: '76389992-6',
    razonSocial: 'ST CAPITAL S.A.',
    companies: [{ rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: readFlags(attributes) }],
  };
}

/**
 * ana as a user of two factorings, ST CAPITAL S.A. (76389992-6, her own) and FACTORING C S.A. (96790240-3), with
 * cuentas granted and cesionesAdeudadas withheld in both, or, with `otherFlags`, those attributes' flags in FACTORING
 * C: the identity the tenant checks are tested against.
 */
export function twoFactoringIdentity(otherFlags?: Record<string, string>): Identity {
  const flags = readFlags({ 'custom:cesionesAdeudadas': '0', 'custom:cuentas': '1' });
  return {
    ...anaIdentity(),
    username: 'user-a',
    companies: [
      { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags },
      { rut: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: otherFlags ? readFlags(otherFlags) : flags },
    ],
  };
}
