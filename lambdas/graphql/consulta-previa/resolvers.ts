import { checkConsultaForm } from '@domain/consulta-previa/folio-range';
import { BadRequestError } from '../../platform/errors';
import { resolveTenantScope } from '../../access/tenant-scope';
import type { Resolver } from '../types';

/**
 * Prior consultation area: `consultaPrevia(inputDTE: {rut, tipo, rango}, rutFactoring)` (core-platform §2, §7): the
 * single form's documents (rut emisor, tipo 33/34/46, folios '1,2,5-8', at most 10) consulted at the SII for the
 * factoring. Returns [ConsultaPreviaDte] in folio order of the range. Checks: acts for rutFactoring, holds
 * consultaPrevia (§6), then the form with the messages of §5 ('Rut ingresado inválido', 'Debe seleccionar un tipo
 * de documento', 'Debe ingresar al menos un folio para consultar', 'El rango ingresado debe ser menor o igual a 10
 * folios') as BadRequest.
 */
export const consultaPreviaResolvers: Record<string, Resolver> = {
  'Query.consultaPrevia': async ({ args, identity, deps }) => {
    const scope = resolveTenantScope(identity, String(args.rutFactoring ?? ''), { flag: 'consultaPrevia' });
    const input = (args.inputDTE ?? {}) as { rut?: unknown; tipo?: unknown; rango?: unknown };
    const form = checkConsultaForm({
      rut: String(input.rut ?? ''),
      tipo: (input.tipo as number | null) ?? null,
      rango: String(input.rango ?? ''),
    });
    if (!form.ok) throw new BadRequestError(form.message);
    return deps.consultaPrevia.consultar(scope, form.value);
  },
};
