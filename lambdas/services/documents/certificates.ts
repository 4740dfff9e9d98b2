import { visibleEvents } from '@domain/aec/link-events';
import { parseAec } from '@domain/aec/parse';
import type { CessionRecord } from '@domain/cession';
import { deriveAceptado } from '@domain/events';
import type { SiiRole } from '@domain/sii-role';
import { NotFoundError } from '../../platform/errors';
import { renderAcceptanceCertificate } from './acceptance-certificate-html';
import { renderCertificadoMasivo, type CertificadoMasivoMissing } from './cession-certificate-masivo-html';
import { renderCessionCertificate } from './cession-certificate-html';
import type { DocumentFilesDeps } from './document-files-deps';
import { DOCUMENT_NOT_FOUND, findHeldCessions, requireHeldCession, type DocumentRef } from './held-document';
import { renderMovimientos } from './movimientos-html';
import { readLinkAec } from './stored-aec';
import type { TenantScope } from '../../access/tenant-scope';

/** Reason shown for a held document ceded outside the requested window. */
export const MASIVO_OUT_OF_WINDOW = 'Cesión fuera del período consultado';

/**
 * The printable assignment certificate (cession-certificate-html.ts) of a document the scope's factoring holds
 * in `roles`, certifying the held record's cesión with the chain up to it and never a later cesión
 * (readLinkAec), or null when no AEC is stored yet.
 * @throws NotFoundError 'Documento no encontrado' (not held).
 */
export async function cessionCertificate(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  document: DocumentRef,
  roles: readonly SiiRole[],
): Promise<string | null> {
  const record = await requireHeldCession(deps, scope, document, roles);
  const aec = await readLinkAec(deps.documents, record).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  return aec ? renderCessionCertificate(parseAec(aec.bytes), record.idSecuencia) : null;
}

/**
 * The acceptance / rejection certificate of a held document, from its stored DTE events as the held record's party
 * may see them (domain/aec/link-events.ts visibleEvents) and domain/events.ts deriveAceptado at `now`, or null while
 * the DTE is neither accepted nor claimed (Pendiente, or no event list).
 * @throws NotFoundError 'Documento no encontrado'.
 */
export async function acceptanceCertificate(
  deps: DocumentFilesDeps & { now(): Date },
  scope: TenantScope,
  document: DocumentRef,
  roles: readonly SiiRole[],
): Promise<string | null> {
  const held = await requireHeldCession(deps, scope, document, roles);
  const record = { ...held, eventos: visibleEvents(held) };
  const aceptado = deriveAceptado(record.eventos, record.fechaRecepcion, deps.now());
  if (aceptado.state !== 'si' && aceptado.state !== 'no') return null;
  return renderAcceptanceCertificate(record, { ...aceptado, state: aceptado.state });
}

/**
 * The 'Mvtos' event history HTML (movimientos-html.ts) of a held document, without the CED events of cesiones after
 * its own link (visibleEvents); the emisor's name is `rznEmisor` when given, else the stored one.
 * @throws NotFoundError 'Documento no encontrado'.
 */
export async function movimientos(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  document: DocumentRef,
  rznEmisor: string | null | undefined,
  roles: readonly SiiRole[],
): Promise<string> {
  const record = await requireHeldCession(deps, scope, document, roles);
  return renderMovimientos(
    {
      rutEmisor: document.rutEmisor,
      razonSocialEmisor: rznEmisor ?? record.emisor.razonSocial,
      tipoDTE: record.tipoDTE,
      folio: record.folio,
    },
    visibleEvents(record),
  );
}

/**
 * The bulk assignment certificate of the documents `refs` the scope's company holds in `role` ceded within
 * [fechaCesionDesde, fechaCesionHasta] (yyyy-MM-dd, already checked); the others are listed with their reason.
 */
export async function certificadoMasivo(
  deps: DocumentFilesDeps,
  scope: TenantScope,
  request: {
    tipoConsulta: 'adquiridas' | 'cedidas';
    role: SiiRole;
    fechaCesionDesde: string;
    fechaCesionHasta: string;
  },
  refs: DocumentRef[],
): Promise<string> {
  const { tipoConsulta, role, fechaCesionDesde: desde, fechaCesionHasta: hasta } = request;
  const found = await findHeldCessions(deps, scope, refs, [role]);
  const cesiones: CessionRecord[] = [];
  const missing: CertificadoMasivoMissing[] = [];
  refs.forEach((ref, i) => {
    const record = found[i];
    const day = record?.fechaCesion.slice(0, 10);
    if (record && day !== undefined && day >= desde && day <= hasta) cesiones.push(record);
    else
      missing.push({
        rutEmisor: ref.rutEmisor,
        tipoDTE: ref.tipoDTE,
        folio: ref.folio,
        motivo: record ? MASIVO_OUT_OF_WINDOW : DOCUMENT_NOT_FOUND,
      });
  });
  return renderCertificadoMasivo(
    { rutEmpresa: scope.rutFactoring, tipoConsulta, fechaCesionDesde: desde, fechaCesionHasta: hasta },
    cesiones,
    missing,
  );
}
