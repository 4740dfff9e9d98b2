import { resolveTenantScope } from '../../access/tenant-scope';
import type { Resolver } from '../types';
import { createNomina } from '../../services/nomina/create-nomina';
import { parseNominasArgs } from '../../services/nomina/nomina-args';

/**
 * Nómina area: `createNomina(Nominas: {data, empresa})` (core-platform §7), the payroll upload of 'Carga Nómina'.
 * Returns a NominaResultado.
 */
export const nominaResolvers: Record<string, Resolver> = {
  'Mutation.createNomina': async ({ args, identity, deps }) => {
    const { empresa, rows } = parseNominasArgs(args);
    return createNomina(rows, resolveTenantScope(identity, empresa), deps);
  },
};
