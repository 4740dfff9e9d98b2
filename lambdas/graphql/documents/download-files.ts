import { randomUUID } from 'node:crypto';
import type { CessionRecord } from '@domain/cession';
import { rolesGranted } from '@domain/permissions';
import { renderCesionesPdf } from '../../services/documents/cesiones-pdf';
import { readDteDocument } from '../../services/documents/dte-document';
import { renderDtePdf } from '../../services/documents/dte-pdf';
import { DOCUMENT_NOT_FOUND, findHeldCessions, requireHeldCession } from '../../services/documents/held-document';
import { downloadStem, readLinkAec, SIGNED_URL_SECONDS } from '../../services/documents/stored-aec';
import { NotFoundError } from '../../platform/errors';
import { assertActsFor } from '../../access/tenant';
import type { Resolver } from '../types';
import { parseDocumentArgs, parseDteInputs } from './document-args';

/** The ArchivoDescarga of schema.graphql: a short-lived signed URL and the name to save the file under. */
export interface ArchivoDescarga {
  url: string;
  nombre: string;
}

/**
 * aecFiles: the AEC of a document the factoring holds in a role the user sees (its list flag, core-platform §6), up
 * to the cesión of the held record and never a later one (lambdas/services/documents/stored-aec.ts readLinkAec): the very
 * object the refresh job stored (byte-identical to the SII's) when it ends there, otherwise the extract, written
 * under aec-link/; as a signed URL named '{rutEmisor}_{tipo}_{folio}.xml' (core-platform §9).
 * @throws ForbiddenError (foreign factoring), NotFoundError 'Documento no encontrado' (not held) or
 *   'No fue posible descargar XML AEC desde el SII' (no stored AEC).
 */
export const aecFiles: Resolver = async ({ args, identity, deps }): Promise<ArchivoDescarga> => {
  const { document, rutFactoring } = parseDocumentArgs(args);
  const record = await requireHeldCession(
    deps,
    assertActsFor(identity, rutFactoring),
    document,
    rolesGranted(identity.flags),
  );
  const aec = await readLinkAec(deps.documents, record);
  if (aec.extract) await deps.documents.putDocument(aec.key, aec.bytes, 'application/xml');
  const nombre = `${downloadStem(document)}.xml`;
  return { url: await deps.documents.signedDownloadUrl(aec.key, nombre, SIGNED_URL_SECONDS), nombre };
};

/**
 * pdfFile: the DTE PDF rendered from the DTE inside the record's AEC (readLinkAec; lambdas/services/documents/dte-pdf.ts),
 * stored beside it under 'pdf/{rutEmisor}/{tipo}/{folio}/SEQ-{n}.pdf' and returned as a signed URL named
 * '{rutEmisor}_{tipo}_{folio}.pdf' (core-platform §9).
 * @throws as aecFiles; SiiXmlError (Internal) when the stored AEC holds no readable DTE.
 */
export const pdfFile: Resolver = async ({ args, identity, deps }): Promise<ArchivoDescarga> => {
  const { document, rutFactoring } = parseDocumentArgs(args);
  const record = await requireHeldCession(
    deps,
    assertActsFor(identity, rutFactoring),
    document,
    rolesGranted(identity.flags),
  );
  const aec = await readLinkAec(deps.documents, record);
  const pdf = await renderDtePdf(readDteDocument(aec.bytes));
  const key = aec.key.replace(/^aec(-link)?\//, 'pdf/').replace(/\.xml$/, '.pdf');
  await deps.documents.putDocument(key, pdf, 'application/pdf');
  const nombre = `${downloadStem(document)}.pdf`;
  return { url: await deps.documents.signedDownloadUrl(key, nombre, SIGNED_URL_SECONDS), nombre };
};

/**
 * cesionesPdf: the list 'Cesiones_{rutFactoring}.pdf' (core-platform §9: letter portrait, RUT Deudor,
 * Razón Social, Folio, Fecha de cesión, Monto cedido) of the documents named in `dtes`, each held by the
 * factoring in a role the user sees (its list flag), stored under 'pdf/cesiones/{rutFactoring}/{uuid}.pdf'.
 * @throws ForbiddenError (foreign factoring); NotFoundError 'Documento no encontrado: {rut}_{tipo}_{folio}, ...'
 *   naming every document the factoring does not hold (nothing is rendered then).
 */
export const cesionesPdf: Resolver = async ({ args, identity, deps }): Promise<ArchivoDescarga> => {
  const rutFactoring = assertActsFor(identity, String(args.rutFactoring ?? ''));
  const refs = parseDteInputs(args.dtes);
  const found = await findHeldCessions(deps, rutFactoring, refs, rolesGranted(identity.flags));
  const missing = refs.filter((_ref, i) => !found[i]);
  if (missing.length > 0) throw new NotFoundError(`${DOCUMENT_NOT_FOUND}: ${missing.map(downloadStem).join(', ')}`);
  const records = found.filter((record): record is CessionRecord => record !== null);
  const razonSocial = identity.companies.find((company) => company.rut === rutFactoring)?.razonSocial ?? '';
  const pdf = await renderCesionesPdf(
    { rut: rutFactoring, razonSocial },
    records.map((r) => ({
      rutDeudor: r.deudor.rut,
      razonSocialDeudor: r.deudor.razonSocial,
      folio: r.folio,
      fecha: r.fechaCesion,
      monto: r.montoCedido,
    })),
  );
  const key = `pdf/cesiones/${rutFactoring}/${randomUUID()}.pdf`;
  await deps.documents.putDocument(key, pdf, 'application/pdf');
  const nombre = `Cesiones_${rutFactoring}.pdf`;
  return { url: await deps.documents.signedDownloadUrl(key, nombre, SIGNED_URL_SECONDS), nombre };
};
