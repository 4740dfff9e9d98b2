import { z } from 'zod';
import { isAccionReclamo } from '@domain/reclamo/reclamo-dte';
import { readRut } from '@domain/sii-values';
import type { DocumentKey } from '@domain/document-key';
import { BadRequestError } from '../../platform/errors';
import { resolveTenantScope, type TenantScope } from '../../access/tenant-scope';
import type { RechazoDteResultado } from '../../services/rechazo-dte/rechazo-dte-service';
import type { GraphqlDeps, Resolver } from '../types';

/** core-platform §5: any bulk action needs a selected document. */
export const NO_DOCUMENT = 'Debe elegir por lo menos un documento';
/** An accion outside RCD, RFP, RFT (ACD/ERM accept: the owed screen only claims). */
export const BAD_ACCION = 'Tipo de reclamo inválido: use RCD, RFP o RFT';
/** A document the company does not owe (not in its cessions as deudor): never sent to the SII. */
export const NOT_OWED = 'El documento no figura entre las cesiones adeudadas de la empresa';
/** Most documents per request: each is one SII call, and the answer must come within AppSync's 30 s. */
export const MAX_RECHAZO_DTES = 50;

const argsSchema = z.object({
  rutFactoring: z.string(),
  accion: z.string(),
  dtes: z.array(
    z.object({ rutEmisor: z.string(), tipoDTE: z.number().int(), folioDTE: z.number().int().positive() }).passthrough(),
  ),
});

/**
 * Owed screen area (core-platform §2 'Rechazar Dte', §5, §6): `rechazarDte(rutFactoring, dtes, accion)` lets the debtor
 * company (rutFactoring: the company the user acts for, receptor of the DTEs) claim at the SII documents ceded to a
 * factoring. Checks, in order: acts for the company (resolveTenantScope), holds cesionesAdeudadas, the request
 * ({@link NO_DOCUMENT}, {@link BAD_ACCION}, at most {@link MAX_RECHAZO_DTES}, each RUT valid) as BadRequest; then each
 * document must be one the company owes (its cessions in role deudor), else its result says {@link NOT_OWED} and it
 * is not sent. Returns one RechazoDteResultado per document, in input order.
 */
export const rechazoDteResolvers: Record<string, Resolver> = {
  'Mutation.rechazarDte': async ({ args, identity, deps }) => {
    const scope = resolveTenantScope(identity, String(args.rutFactoring ?? ''), { flag: 'cesionesAdeudadas' });
    const parsed = argsSchema.safeParse(args);
    if (!parsed.success) throw new BadRequestError('Solicitud inválida: documentos mal formados');
    const { dtes, accion } = parsed.data;
    if (dtes.length === 0) throw new BadRequestError(NO_DOCUMENT);
    if (!isAccionReclamo(accion)) throw new BadRequestError(BAD_ACCION);
    if (dtes.length > MAX_RECHAZO_DTES)
      throw new BadRequestError(`Se aceptan a lo más ${MAX_RECHAZO_DTES} documentos por rechazo`);
    const keys = dtes.map((dte): DocumentKey => {
      const rutEmisor = readRut(dte.rutEmisor);
      if (rutEmisor === null) throw new BadRequestError(`Rut emisor inválido: ${dte.rutEmisor}`);
      return { rutEmisor, tipoDTE: dte.tipoDTE, folio: dte.folioDTE };
    });
    const owed = await Promise.all(keys.map((key) => owes(deps, scope, key)));
    const toSend = keys.filter((_, index) => owed[index]);
    const answers = toSend.length > 0 ? await deps.rechazoDte.rechazar(scope, toSend, accion) : [];
    let next = 0;
    return keys.map((key, index): RechazoDteResultado =>
      owed[index]
        ? answers[next++]!
        : {
            rutEmisor: key.rutEmisor,
            folio: key.folio,
            tipo: key.tipoDTE,
            codResp: null,
            descResp: NOT_OWED,
            ok: false,
          },
    );
  },
};

/** True when the company's cessions hold the document in role deudor (its owed screen lists it). */
async function owes(deps: GraphqlDeps, scope: TenantScope, dte: DocumentKey): Promise<boolean> {
  return (await deps.cessions.findDocument(scope, 'deudor', dte)).length > 0;
}
