import { randomUUID } from 'node:crypto';
import type { CessionRecord } from '@domain/cession';
import type { SiiRole } from '@domain/sii-role';
import type { ArchivoDescarga } from '@domain/wire/schema-types';
import type { CessionField } from '../../store/cession-repository';
import { NotFoundError } from '../../platform/errors';
import { renderCesionesPdf } from './cesiones-pdf';
import type { DocumentFilesDeps } from './document-files-deps';
import { readDteDocument } from './dte-document';
import { renderDtePdf, renderDtesPdf } from './dte-pdf';
import {
  DOCUMENT_NOT_FOUND,
  findHeldCessions,
  HELD_LINK_FIELDS,
  requireHeldCession,
  type DocumentRef,
  type HeldLinkField,
} from './held-document';
import { downloadStem, readLinkAec, SIGNED_URL_SECONDS } from './stored-aec';
import type { TenantScope } from '../../access/tenant-scope';

/**
 * The AEC of a document the scope's factoring holds in `roles`, up to the cesión of the held record and
 * never a later one (stored-aec.ts readLinkAec): the very object the refresh job stored when it ends there, otherwise
 * the extract, written under aec-link/; as a signed URL named '{rutEmisor}_{tipo}_{folio}.xml' (core-platform §9).
 * @throws NotFoundError 'Documento no encontrado' (not held) or 'No fue posible descargar XML AEC desde el SII'.
 */
export async function downloadAec(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  document: DocumentRef,
  roles: readonly SiiRole[],
): Promise<ArchivoDescarga> {
  const record = await requireHeldCession(deps, scope, document, roles);
  const aec = await readLinkAec(deps.documents, record);
  if (aec.extract) await deps.documents.putDocument(aec.key, aec.bytes, 'application/xml');
  const nombre = `${downloadStem(document)}.xml`;
  return { url: await deps.documents.signedDownloadUrl(aec.key, nombre, SIGNED_URL_SECONDS), nombre };
}

/**
 * The DTE PDF rendered from the DTE inside the held record's AEC (readLinkAec; dte-pdf.ts), stored beside it under
 * 'pdf/{rutEmisor}/{tipo}/{folio}/SEQ-{n}.pdf' and returned as a signed URL named '{rutEmisor}_{tipo}_{folio}.pdf'.
 * @throws as downloadAec; SiiXmlError (Internal) when the stored AEC holds no readable DTE.
 */
export async function downloadDtePdf(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  document: DocumentRef,
  roles: readonly SiiRole[],
): Promise<ArchivoDescarga> {
  const record = await requireHeldCession(deps, scope, document, roles);
  const aec = await readLinkAec(deps.documents, record);
  const pdf = await renderDtePdf(readDteDocument(aec.bytes));
  const key = aec.key.replace(/^aec(-link)?\//, 'pdf/').replace(/\.xml$/, '.pdf');
  await deps.documents.putDocument(key, pdf, 'application/pdf');
  const nombre = `${downloadStem(document)}.pdf`;
  return { url: await deps.documents.signedDownloadUrl(key, nombre, SIGNED_URL_SECONDS), nombre };
}

/**
 * The DTE PDFs of several documents merged into one (core-platform §7 getPdfs, PDFs endpoint): each document held by
 * the factoring in `roles`, its DTE read from the held record's AEC (as {@link downloadDtePdf}), one after the other
 * in the order of `refs`; stored under 'pdf/dtes/{rutFactoring}/{uuid}.pdf' and named with the emisor's RUT,
 * '{rutEmisor}.pdf', or 'DTEs_{rutFactoring}.pdf' when the documents have several emisores.
 * @throws NotFoundError 'Documento no encontrado: {rut}_{tipo}_{folio}, ...' naming every document the factoring does
 *   not hold, or 'No fue posible descargar XML AEC desde el SII' (nothing is rendered then); SiiXmlError (Internal)
 *   when a stored AEC holds no readable DTE.
 */
export async function downloadDtesPdf(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  refs: DocumentRef[],
  roles: readonly SiiRole[],
): Promise<ArchivoDescarga> {
  const records = await requireHeldCessions(deps, scope, refs, roles, HELD_LINK_FIELDS);
  const dtes = [];
  for (const record of records) dtes.push(readDteDocument((await readLinkAec(deps.documents, record)).bytes));
  const key = `pdf/dtes/${scope.rutFactoring}/${randomUUID()}.pdf`;
  await deps.documents.putDocument(key, await renderDtesPdf(dtes), 'application/pdf');
  const emisores = new Set(records.map((record) => record.emisor.rut));
  const nombre = emisores.size === 1 ? `${[...emisores][0]}.pdf` : `DTEs_${scope.rutFactoring}.pdf`;
  return { url: await deps.documents.signedDownloadUrl(key, nombre, SIGNED_URL_SECONDS), nombre };
}

/**
 * The held record of each of `refs`, in order, read back with `fields` besides the held link's (findHeldCessions).
 * @throws NotFoundError 'Documento no encontrado: {rut}_{tipo}_{folio}, ...' naming every document the factoring does
 *   not hold in `roles`.
 */
async function requireHeldCessions<K extends CessionField>(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  refs: DocumentRef[],
  roles: readonly SiiRole[],
  fields: readonly K[],
): Promise<Pick<CessionRecord, K | HeldLinkField>[]> {
  const found = await findHeldCessions(deps, scope, refs, roles, fields);
  const missing = refs.filter((_ref, i) => !found[i]);
  if (missing.length > 0) throw new NotFoundError(`${DOCUMENT_NOT_FOUND}: ${missing.map(downloadStem).join(', ')}`);
  return found.filter((record) => record !== null);
}

/**
 * The list 'Cesiones_{rut}.pdf' (core-platform §9) of the documents `refs`, each held by the factoring in `roles`,
 * stored under 'pdf/cesiones/{rut}/{uuid}.pdf'.
 * @throws NotFoundError 'Documento no encontrado: {rut}_{tipo}_{folio}, ...' naming every document the factoring does
 *   not hold (nothing is rendered then).
 */
export async function downloadCesionesPdf(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  refs: DocumentRef[],
  roles: readonly SiiRole[],
): Promise<ArchivoDescarga> {
  const { rutFactoring: rut, identity } = scope;
  const factoring = { rut, razonSocial: identity.companies.find((company) => company.rut === rut)?.razonSocial ?? '' };
  const records = await requireHeldCessions(deps, scope, refs, roles, ['deudor', 'fechaCesion', 'montoCedido']);
  const pdf = await renderCesionesPdf(
    factoring,
    records.map((r) => ({
      rutDeudor: r.deudor.rut,
      razonSocialDeudor: r.deudor.razonSocial,
      folio: r.folio,
      fecha: r.fechaCesion,
      monto: r.montoCedido,
    })),
  );
  const key = `pdf/cesiones/${factoring.rut}/${randomUUID()}.pdf`;
  await deps.documents.putDocument(key, pdf, 'application/pdf');
  const nombre = `Cesiones_${factoring.rut}.pdf`;
  return { url: await deps.documents.signedDownloadUrl(key, nombre, SIGNED_URL_SECONDS), nombre };
}
