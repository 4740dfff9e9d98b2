import { isIsoDate } from '@domain/sii-dates';
import type { SiiRole } from '@domain/sii-role';
import { rolesGranted } from '@domain/permissions';
import { BadRequestError } from '../../platform/errors';
import { assertFlag } from '../../access/tenant';
import { resolveTenantScope } from '../../access/tenant-scope';
import {
  acceptanceCertificate,
  certificadoMasivo,
  cessionCertificate,
  movimientos,
} from '../../services/documents/certificates';
import type { Resolver } from '../types';
import { parseDocumentArgs, parseDteInputs, parseMovimientosArgs } from './document-args';

/**
 * getCertificate: the printable assignment certificate (lambdas/services/documents/cession-certificate-html.ts) of a
 * document the factoring holds in a role the user sees (its list flag, core-platform §6), certifying the held
 * record's cesión with the chain up to it and never a later cesión (readLinkAec), or null when no AEC is stored
 * yet: the client then shows 'El certificado aun no se encuentra disponible' (core-platform §8).
 * @throws ForbiddenError (foreign factoring), NotFoundError 'Documento no encontrado' (not held).
 */
export const getCertificate: Resolver = async ({ args, identity, deps }): Promise<string | null> => {
  const { document, rutFactoring } = parseDocumentArgs(args);
  const scope = resolveTenantScope(identity, rutFactoring);
  return cessionCertificate(deps, scope, document, rolesGranted(scope.flags));
};

/**
 * getCertificadosAceptacionReclamo: the acceptance / rejection certificate of a document the factoring holds,
 * from its stored DTE events as the held record's party may see them (domain/aec/link-events.ts visibleEvents: no
 * CED of a cesión after its own link) and domain/events.ts deriveAceptado at the clock, or null while
 * the DTE is neither accepted nor claimed (Pendiente, or no event list).
 * @throws ForbiddenError, NotFoundError 'Documento no encontrado'.
 */
export const getCertificadosAceptacionReclamo: Resolver = async ({ args, identity, deps }): Promise<string | null> => {
  const { document, rutFactoring } = parseDocumentArgs(args);
  const scope = resolveTenantScope(identity, rutFactoring);
  return acceptanceCertificate(deps, scope, document, rolesGranted(scope.flags));
};

/**
 * getMovimientos: the 'Mvtos' event history HTML (lambdas/services/documents/movimientos-html.ts) of a document the
 * factoring holds, as the held record's party may see it: without the CED events of cesiones after its own link
 * (domain/aec/link-events.ts visibleEvents); the emisor's name is rznEmisor when given, else the stored one.
 * @throws ForbiddenError, NotFoundError 'Documento no encontrado'.
 */
export const getMovimientos: Resolver = async ({ args, identity, deps }): Promise<string> => {
  const { document, rutFactoring, rznEmisor } = parseMovimientosArgs(args);
  const scope = resolveTenantScope(identity, rutFactoring);
  return movimientos(deps, scope, document, rznEmisor, rolesGranted(scope.flags));
};

/** tipoConsulta of getCertificateMasivo -> the role looked in and the permission flag it needs (core-platform §6). */
const TIPO_CONSULTA = {
  adquiridas: { role: 'cesionario', flag: 'cesionesAdquiridas' },
  cedidas: { role: 'cedente', flag: 'cesionesCedidas' },
} as const satisfies Record<string, { role: SiiRole; flag: 'cesionesAdquiridas' | 'cesionesCedidas' }>;

/**
 * getCertificateMasivo: the bulk assignment certificate (core-platform §7 payload {rutEmpresa, tipoConsulta
 * adquiridas|cedidas, fechaCesionDesde, fechaCesionHasta yyyy-MM-dd, dtes}) of the documents the company
 * holds in that role (cesionario / cedente) ceded within the window; the others are listed in the page with
 * their reason, never dropped silently. The client saves it as '{rut}_certificado_cesion_masivo.html'.
 * @throws BadRequestError (tipoConsulta, dates, dtes), ForbiddenError (foreign company or missing flag).
 */
export const getCertificateMasivo: Resolver = async ({ args, identity, deps }): Promise<string> => {
  const scope = resolveTenantScope(identity, String(args.rutEmpresa ?? ''));
  const tipoConsulta = String(args.tipoConsulta ?? '');
  if (tipoConsulta !== 'adquiridas' && tipoConsulta !== 'cedidas') {
    throw new BadRequestError("Argumento inválido 'tipoConsulta': debe ser 'adquiridas' o 'cedidas'");
  }
  const { role, flag } = TIPO_CONSULTA[tipoConsulta];
  assertFlag(scope, flag);
  const desde = String(args.fechaCesionDesde ?? '');
  const hasta = String(args.fechaCesionHasta ?? '');
  if (!isIsoDate(desde) || !isIsoDate(hasta))
    throw new BadRequestError('Las fechas de cesión deben tener el formato yyyy-MM-dd');
  const refs = parseDteInputs(args.dtes);
  const request = { tipoConsulta, role, fechaCesionDesde: desde, fechaCesionHasta: hasta } as const;
  return certificadoMasivo(deps, scope, request, refs);
};
