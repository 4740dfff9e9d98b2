import { z } from 'zod';
import { readArgs } from '../read-args';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { deleteRadarConfig, getRadarConfig, saveRadarConfig } from '@lambdas/services/radar-config/radar-config';
import type { Resolver } from '../types';

const kpi = z.object({ kpi: z.string(), activo: z.boolean(), bad: z.number(), regular: z.number(), orden: z.string() });

/**
 * 'Configuración Radar' (lambdas/services/radar-config/radar-config.ts): every field needs radarClientes, the flag of
 * the client radar the configuration drives (client-radar.md §2), and checks the factoring is one of the caller's
 * (resolveTenantScope), besides the router's gate.
 * @throws BadRequestError (a malformed argument, an invalid configuration, a missing or template name),
 *   ForbiddenError (not the caller's factoring, or the flag missing).
 */
export const radarConfigResolvers: Record<string, Resolver> = {
  'Query.configuracionRadar': async ({ args, identity, deps }) => {
    const { rutFactoring } = readArgs(args, { rutFactoring: z.string() });
    return getRadarConfig(resolveTenantScope(identity, rutFactoring, { flag: 'radarClientes' }), deps);
  },
  'Mutation.guardarConfiguracionRadar': async ({ args, identity, deps }) => {
    const a = readArgs(args, {
      rutFactoring: z.string(),
      kpis: z.array(kpi),
      nombre: z.string().nullish(),
      descripcion: z.string().nullish(),
      activar: z.boolean(),
      autoguardado: z.boolean().nullish(),
    });
    return saveRadarConfig(resolveTenantScope(identity, a.rutFactoring, { flag: 'radarClientes' }), a, deps);
  },
  'Mutation.eliminarConfiguracionRadar': async ({ args, identity, deps }) => {
    const a = readArgs(args, { rutFactoring: z.string(), nombre: z.string() });
    return deleteRadarConfig(resolveTenantScope(identity, a.rutFactoring, { flag: 'radarClientes' }), a.nombre, deps);
  },
};
