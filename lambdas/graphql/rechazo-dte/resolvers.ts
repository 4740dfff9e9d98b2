import { z } from 'zod';
import { isAccionReclamo } from '@domain/reclamo/reclamo-dte';
import { readRut } from '@domain/sii-values';
import type { DocumentKey } from '@domain/document-key';
import { BadRequestError } from '../../platform/errors';
import { resolveTenantScope } from '../../access/tenant-scope';
import { claimOwedDocuments } from '../../services/rechazo-dte/claim-owed-documents';
import type { Resolver } from '../types';

/** core-platform §5: any bulk action needs a selected document. */
export const NO_DOCUMENT = 'Debe elegir por lo menos un documento';
/** An accion outside RCD, RFP, RFT (ACD/ERM accept: the owed screen only claims). */
export const BAD_ACCION = 'Tipo de reclamo inválido: use RCD, RFP o RFT';
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
 * ({@link NO_DOCUMENT}, {@link BAD_ACCION}, at most {@link MAX_RECHAZO_DTES}, each RUT valid) as BadRequest; then
 * claimOwedDocuments sends only the documents the company owes. Returns one RechazoDteResultado per document, in
 * input order.
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
    return claimOwedDocuments(scope, keys, accion, deps);
  },
};
