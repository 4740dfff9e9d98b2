import { rolesGranted } from '@domain/permissions';
import { resolveTenantScope } from '../../access/tenant-scope';
import {
  downloadAec,
  downloadCesionesPdf,
  downloadDtePdf,
  downloadDtesPdf,
} from '../../services/documents/document-downloads';
import type { ArchivoDescarga } from '@domain/wire/schema-types';
import type { Resolver } from '../types';
import { parseDocumentArgs, parseDteInputs } from './document-args';

/**
 * aecFiles: the AEC of a document the factoring holds in a role the user sees (its list flag, core-platform §6), up
 * to the cesión of the held record (services/documents/document-downloads.ts downloadAec), as a signed URL.
 * @throws ForbiddenError (foreign factoring), NotFoundError 'Documento no encontrado' (not held) or
 *   'No fue posible descargar XML AEC desde el SII' (no stored AEC).
 */
export const aecFiles: Resolver = async ({ args, identity, deps }): Promise<ArchivoDescarga> => {
  const { document, rutFactoring } = parseDocumentArgs(args);
  const scope = resolveTenantScope(identity, rutFactoring);
  return downloadAec(deps, scope, document, rolesGranted(scope.flags));
};

/**
 * pdfFile: the DTE PDF of a document the factoring holds in a role the user sees (downloadDtePdf), as a signed URL.
 * @throws as aecFiles; SiiXmlError (Internal) when the stored AEC holds no readable DTE.
 */
export const pdfFile: Resolver = async ({ args, identity, deps }): Promise<ArchivoDescarga> => {
  const { document, rutFactoring } = parseDocumentArgs(args);
  const scope = resolveTenantScope(identity, rutFactoring);
  return downloadDtePdf(deps, scope, document, rolesGranted(scope.flags));
};

/**
 * cesionesPdf: the list 'Cesiones_{rutFactoring}.pdf' (core-platform §9: letter portrait, RUT Deudor,
 * Razón Social, Folio, Fecha de cesión, Monto cedido) of the documents named in `dtes`, each held by the
 * factoring in a role the user sees (its list flag); downloadCesionesPdf.
 * @throws ForbiddenError (foreign factoring); NotFoundError 'Documento no encontrado: {rut}_{tipo}_{folio}, ...'
 *   naming every document the factoring does not hold (nothing is rendered then).
 */
export const cesionesPdf: Resolver = async ({ args, identity, deps }): Promise<ArchivoDescarga> => {
  const scope = resolveTenantScope(identity, String(args.rutFactoring ?? ''));
  const refs = parseDteInputs(args.dtes);
  return downloadCesionesPdf(deps, scope, refs, rolesGranted(scope.flags));
};

/**
 * getPdfs: the DTE PDFs of the documents named in `dtes` merged into one, named with the emisor's RUT
 * (downloadDtesPdf), each held by the factoring in a role the user sees (its list flag), as a signed URL.
 * @throws as cesionesPdf; 'No fue posible descargar XML AEC desde el SII' when a document has no stored AEC.
 */
export const getPdfs: Resolver = async ({ args, identity, deps }): Promise<ArchivoDescarga> => {
  const scope = resolveTenantScope(identity, String(args.rutFactoring ?? ''));
  return downloadDtesPdf(deps, scope, parseDteInputs(args.dtes), rolesGranted(scope.flags));
};
