import { featuresForUser } from '@domain/factoring-features';
import { resolveTenantScope } from '../../access/tenant-scope';
import type { Factoring } from '@domain/wire/schema-types';
import type { Resolver } from '../types';

/**
 * Factorings area. `factoring(rutFactoring)`: the factoring the user acts for with its feature settings
 * (domain/factoring-features.ts), which the web app uses to show the extended search, Tipo Fecha, exports,
 * Carta Guia, Estado DBThor, the Radar group (also for a whitelisted caller) and the webhooks. A factoring not
 * registered yet has its razón social from the user's companies and every feature off.
 * @throws BadRequestError (not a RUT), ForbiddenError (not one of the user's companies).
 */
export const factoringResolvers: Record<string, Resolver> = {
  'Query.factoring': async ({ args, identity, deps }): Promise<Factoring> => {
    const rut = resolveTenantScope(identity, String(args.rutFactoring ?? '')).rutFactoring;
    const record = await deps.factorings.get(rut);
    const razonSocial =
      record?.razonSocial ?? identity.companies.find((company) => company.rut === rut)?.razonSocial ?? '';
    return { rut, razonSocial, features: featuresForUser(record?.features, identity.username) };
  },
};
