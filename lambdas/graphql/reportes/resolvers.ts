import { z } from 'zod';
import { readArgs } from '../read-args';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { assertFlag } from '@lambdas/access/tenant';
import { acquiredReport } from '@lambdas/services/reportes/acquired-report';
import type { Resolver } from '../types';

/**
 * 'Reportes' area: `reporteAdquiridas` (lambdas/services/reportes/acquired-report.ts) needs reportes (the screen's
 * gate, checked by the router too) and cesionesAdquiridas (its figures are the acquired list's), in the factoring the
 * call names (resolveTenantScope); the service checks the factoring's 'Reportes' feature.
 * @throws ForbiddenError (not the caller's factoring, a flag missing, the feature off), BadRequestError (a bad period).
 */
export const reportesResolvers: Record<string, Resolver> = {
  'Query.reporteAdquiridas': async ({ args, identity, deps }) => {
    const a = readArgs(args, { rutFactoring: z.string(), mesDesde: z.string(), mesHasta: z.string() });
    const scope = resolveTenantScope(identity, a.rutFactoring, { flag: 'reportes' });
    assertFlag(scope, 'cesionesAdquiridas');
    return acquiredReport(scope, { mesDesde: a.mesDesde, mesHasta: a.mesHasta }, deps);
  },
};
