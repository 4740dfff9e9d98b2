import type { PermissionFlag } from '@domain/permissions';
import { AppError, ForbiddenError } from '../platform/errors';
import type { Identity } from './identity';
import { ADMIN_USER_TYPE, NOT_ADMIN_MESSAGE } from './impersonation';
import { NOT_PLATFORM_ADMIN_MESSAGE } from './platform-admin-scopes';

/**
 * Who may call one API operation, checked by the GraphQL and REST routers before the operation runs (core-platform §6).
 * Every operation is for signed-in users only (core-platform §2: every route but / needs a signed-in user; the routers
 * refuse a missing or bad token first). On top of that:
 * - 'flag': the user holds at least one of `anyOf` (core-platform §6, client-radar §6);
 * - 'member': any signed-in user of the factoring the call names, with no flag (`reason` says why);
 * - 'self': any signed-in user; the answer is only about the caller and names no factoring (`reason`);
 * - 'admin': a user whose custom:userType is 'admin', acting as themself (`reason`);
 * - 'platform': the same administrator, for a read across every factoring that therefore names none (`reason`).
 * The factoring itself is checked inside each operation (resolveTenantScope), where the argument naming it is read.
 */
export type OperationAccess = (
  | { readonly kind: 'flag'; readonly anyOf: readonly PermissionFlag[]; readonly reason?: string }
  | { readonly kind: 'member' | 'self' | 'admin' | 'platform'; readonly reason: string }
) & {
  /**
   * The operation moves money or guards the keys to it: it also needs a TOTP-verified session
   * (lambdas/access/second-factor.ts). Every operation needing cuentas needs one too, marked or not.
   */
  readonly secondFactor?: true;
};

const flag = (...anyOf: PermissionFlag[]): OperationAccess => ({ kind: 'flag', anyOf });
const flagBecause = (reason: string, ...anyOf: PermissionFlag[]): OperationAccess => ({ kind: 'flag', anyOf, reason });
const member = (reason: string): OperationAccess => ({ kind: 'member', reason });
const self = (reason: string): OperationAccess => ({ kind: 'self', reason });
const admin = (reason: string): OperationAccess => ({ kind: 'admin', reason });
const platform = (reason: string): OperationAccess => ({ kind: 'platform', reason });
/** `access` plus a TOTP-verified session (issue of a cession, its keys, its return or refusal, webhook secrets). */
const withTotp = (access: OperationAccess): OperationAccess => ({ ...access, secondFactor: true });

/** The three cession lists' flags (core-platform §6 Adeudadas, Adquiridas, Cedidas). */
const ANY_LIST = [
  'cesionesAdquiridas',
  'cesionesCedidas',
  'cesionesAdeudadas',
] as const satisfies readonly PermissionFlag[];

/**
 * A document's files and certificates are opened from the rows of the three lists; the operation then serves only
 * documents held in a role whose list the user sees (domain/permissions.ts rolesGranted), so the router asks for any
 * list flag and the service narrows to the granted ones.
 */
const DOCUMENT_FILE = flagBecause(
  'A document row of a list the user sees; the service narrows to the roles granted',
  ...ANY_LIST,
);
const CUENTAS = flag('cuentas');
const WEBHOOKS = flag('herramientas');
/** The webhook operations that create or replace a signing secret (or move where signed events go). */
const WEBHOOK_SECRETS = withTotp(WEBHOOKS);
const RECESIONARIOS = flagBecause(
  "'Re-Cesionarios' feeds the mass assignment's recessionary choice (CesionMasiva group)",
  'cesionMasiva',
);
/** 'Configuración Radar' sets the thresholds of the client radar (client-radar.md §2), a radarClientes screen. */
const RADAR_CONFIG = flagBecause("'Configuración Radar' configures the client radar", 'radarClientes');
const OWN_ALERTS = member(
  "The caller's own alerts and preferences; which alert types they get is decided by their flags",
);

/** Every root field of schema.graphql, keyed '{Query|Mutation}.{field}' as lambdas/graphql/resolvers.ts is. */
export const GRAPHQL_ACCESS: Readonly<Record<string, OperationAccess>> = {
  'Query.archivosElectronicoDeCesionRecuperados': flag('cesionesAdquiridas'),
  'Query.archivosElectronicoDeCesionRecuperadosDeCedente': flag('cesionesCedidas'),
  'Query.archivosElectronicoDeCesionRecuperadosDeDeudor': flag('cesionesAdeudadas'),
  'Query.filasSiiNoLeidas': flagBecause("The service checks the flag of the list named by 'lista'", ...ANY_LIST),
  'Query.ultimaActualizacion': flagBecause('The refresh note of the three list screens', ...ANY_LIST),
  'Query.primeraActualizacion': member(
    "The first refresh's progress, shown on the cession lists and the client list (no flag covers both)",
  ),
  'Query.empresasUsuario': self("The header's company selector: the caller's own companies"),
  'Query.factoring': member('The feature settings every screen of the factoring reads (no flag gates the shell)'),
  'Query.users': CUENTAS,
  'Query.aecFiles': DOCUMENT_FILE,
  'Query.pdfFile': DOCUMENT_FILE,
  'Query.getCertificate': DOCUMENT_FILE,
  'Query.getCertificadosAceptacionReclamo': DOCUMENT_FILE,
  'Query.getMovimientos': DOCUMENT_FILE,
  'Query.cesionesPdf': DOCUMENT_FILE,
  'Query.getPdfs': DOCUMENT_FILE,
  'Query.getCertificateMasivo': flagBecause(
    "tipoConsulta 'adquiridas' or 'cedidas'; the service checks that list's flag",
    'cesionesAdquiridas',
    'cesionesCedidas',
  ),
  'Query.certificadoDigital': flag('firmaDigital'),
  'Query.adjuntoCertificadoDigital': flag('firmaDigital'),
  'Query.claveSiiFactoring': flag('firmaDigital'),
  'Query.enviosAec': flagBecause(
    'Envíos come from a mass assignment or a return (devolverCesion, acquired screen)',
    'cesionMasiva',
    'devolverCesion',
  ),
  'Query.getFactorings': RECESIONARIOS,
  'Query.factoringsToGive': RECESIONARIOS,
  'Query.consultaPrevia': flag('consultaPrevia'),
  'Query.deudor': flag('notificaciones'),
  'Query.webhooks': WEBHOOKS,
  'Query.getWebhooks': WEBHOOKS,
  'Query.entregasWebhook': WEBHOOKS,
  'Query.preferenciasAlertas': OWN_ALERTS,
  'Query.alertasUsuario': OWN_ALERTS,
  'Query.cartera': flagBecause("'Cartera' is the held part of the acquired portfolio", 'cesionesAdquiridas'),
  'Query.carteraDocumentos': flagBecause("The drill-down of 'Cartera' lists acquired documents", 'cesionesAdquiridas'),
  'Query.reporteAdquiridas': flagBecause(
    "'Reportes' draws the acquired portfolio's figures; the resolver also asks for cesionesAdquiridas",
    'reportes',
  ),
  'Query.configuracionRadar': RADAR_CONFIG,
  'Mutation.createNomina': flagBecause(
    "The nómina's states join the acquired documents (estadoNomina); the factoring feature is checked by the service",
    'cesionesAdquiridas',
  ),
  'Mutation.insertCertificadoDigital': withTotp(flag('firmaDigital')),
  'Mutation.deleteCertificadoDigital': flag('firmaDigital'),
  'Mutation.guardarClaveSiiFactoring': withTotp(flag('firmaDigital')),
  'Mutation.cesionMasiva': withTotp(flag('cesionMasiva')),
  'Mutation.sendCesionMasiva': withTotp(flag('cesionMasiva')),
  'Mutation.cesionMasivaGrilla': withTotp(
    flagBecause(
      "core-platform §6: the 'Desde grilla' item of CesionMasiva needs cederPorGrilla; the resolver asks for cesionMasiva",
      'cederPorGrilla',
    ),
  ),
  'Mutation.devolverCesiones': withTotp(flag('devolverCesion')),
  'Mutation.rechazarDte': withTotp(flagBecause("'Rechazar Dte' of the owed screen", 'cesionesAdeudadas')),
  'Mutation.createFactoring': RECESIONARIOS,
  'Mutation.updateFactoring': RECESIONARIOS,
  'Mutation.deleteFactoring': RECESIONARIOS,
  'Mutation.notificaCesionoRecesion': flag('notificaciones'),
  'Mutation.updateDeudor': flag('notificaciones'),
  'Mutation.createUser': CUENTAS,
  'Mutation.editUser': CUENTAS,
  'Mutation.deleteUser': CUENTAS,
  'Mutation.unlinkUser': CUENTAS,
  'Mutation.editPassUser': CUENTAS,
  'Mutation.insertarArrayEjecutivoEmpresa': flagBecause("The executives CSV of 'Cuentas'", 'cuentas'),
  'Mutation.subscribeNotification': WEBHOOK_SECRETS,
  'Mutation.saveSubscriptor': WEBHOOK_SECRETS,
  'Mutation.testWebhooks': WEBHOOKS,
  'Mutation.TestSubscriptor': WEBHOOKS,
  'Mutation.rotarSecretoWebhook': WEBHOOK_SECRETS,
  'Mutation.updatePreferenciasAlertas': OWN_ALERTS,
  'Mutation.marcarAlertasLeidas': OWN_ALERTS,
  'Mutation.guardarLimitesCartera': flagBecause(
    "The concentration limits are the factoring's own settings, kept by who manages its accounts",
    'cuentas',
  ),
  'Mutation.guardarConfiguracionRadar': RADAR_CONFIG,
  'Mutation.eliminarConfiguracionRadar': RADAR_CONFIG,
};

const CLIENT_DASHBOARD = flagBecause(
  "The client dashboard ('Dashboard Clientes', core-platform §6 radar items)",
  'radarClientes',
);
const EXECUTIVES = flagBecause(
  'client-radar §6: only carteraEjecutivos sees the executive actions',
  'carteraEjecutivos',
);
const CONSULTA_PREVIA = flag('consultaPrevia');
const JUDICIAL_RADAR = flagBecause(
  "The judicial radar ('Radar Judicial', core-platform §6 radar items)",
  'radarJudicial',
);
/**
 * The client detail's server-side tabs (client-detail.md §7): opened from the client dashboard; the route checks the
 * client is the factoring's.
 */
const CLIENT_DETAIL = flagBecause(
  "The client detail's TGR and Poder Judicial tabs, opened from the client dashboard",
  'radarClientes',
);

/** The announcement campaigns and their contact-us call show in the acquired view (core-platform §1, §6). */
const CAMPAIGNS = flagBecause('The campaigns show in the acquired view (Adquiridas)', 'cesionesAdquiridas');
/** Starting and ending a factoring's free trials is the platform administrator's (client-radar §6). */
const TRIALS = admin("The factorings' free trials are started and ended by the platform administrator");

/** Every REST route of lambdas/rest/routes.ts, keyed '{METHOD} {path template}'. */
export const REST_ACCESS: Readonly<Record<string, OperationAccess>> = {
  'GET /v1/jwt/empresas': self("The caller's own companies"),
  'POST /v1/jwt/aecs': flagBecause(
    "'Descarga masiva AECs' sits in the CesionMasiva menu group; the zip holds only documents of the lists the user sees",
    'cesionMasiva',
  ),
  'POST /v1/jwt/cesiones-periodo': flagBecause('The period search of the acquired screen', 'cesionesAdquiridas'),
  'POST /v1/jwt/consultaprevia': CONSULTA_PREVIA,
  'POST /v1/jwt/consultapreviaasincrono': CONSULTA_PREVIA,
  'GET /v1/jwt/consultapreviaasincrono': CONSULTA_PREVIA,
  'POST /v1/jwt/notificacion-deudor': flag('notificaciones'),
  'GET /v1/jwt/usuarios': CUENTAS,
  'POST /v1/jwt/usuarios': CUENTAS,
  'PATCH /v1/jwt/usuarios': CUENTAS,
  'DELETE /v1/jwt/usuarios': CUENTAS,
  'GET /api/database/{rut}': CLIENT_DASHBOARD,
  'GET /api/files/check/{rut}': CLIENT_DASHBOARD,
  'GET /api/files/download-url/{rut}': CLIENT_DASHBOARD,
  'GET /api/empresa/constitucion/{rut}': CLIENT_DASHBOARD,
  'GET /api/empresas': CLIENT_DASHBOARD,
  'GET /api/announcement': flagBecause('The banner of the client list (client dashboard)', 'radarClientes'),
  'GET /api/invoice-changes': flagBecause(
    "The sales-ledger radar ('Radar Libro Ventas', client-radar §6)",
    'radarVentas',
  ),
  'GET /api/registered-users': EXECUTIVES,
  'POST /api/ejecutivo/{rut}': EXECUTIVES,
  'DELETE /api/ejecutivo/{rut}': EXECUTIVES,
  'POST /api/tasks/add-client-task': flagBecause("The enroller ('Enrolador')", 'registrarCliente'),
  'POST /api/enrolador/disponibilidad': flagBecause("The enroller's availability check", 'registrarCliente'),
  'GET /api/users-with-login': CUENTAS,
  'GET /api/user-consultations': CUENTAS,
  'GET /api/uso-mensual': flagBecause(
    "'Uso del mes' of 'Cuentas': what the factoring pays for (core-platform §9), for who manages its accounts",
    'cuentas',
  ),
  'GET /api/informe-mensual': flagBecause(
    "Who receives the monthly report e-mail ('Reportes'), the factoring's users",
    'cuentas',
  ),
  'PUT /api/informe-mensual': flagBecause("Chooses who receives the monthly report e-mail ('Reportes')", 'cuentas'),
  'GET /api/uso-mensual/factorings': platform("The usage of every factoring is for the platform's administrators"),
  'POST /api/register-login': self("Records the caller's own sign-in"),
  'GET /api/clientes-search': flagBecause('The ctrl/cmd+K client search opens the client dashboard', 'radarClientes'),
  'POST /api/whitelist': member(
    'Whether the enrolment link shows, for any user of the factoring (core-platform §2 "Shell")',
  ),
  'GET /api/sesion': self('The caller as the server sees it (menu, banner)'),
  'POST /api/totp/verificacion': self(
    "Confirms the caller's own authenticator app with its code (TOTP setup, step-up)",
  ),
  'POST /api/tgr/create-session/{rut}': CLIENT_DETAIL,
  'HEAD /api/tgr/html-proxy/{documento}': CLIENT_DETAIL,
  'GET /api/tgr/html-proxy/{documento}': CLIENT_DETAIL,
  'DELETE /api/tgr/data/{rut}': flagBecause(
    "client-detail.md §6 'Any signed-in user may force a TGR update': any user of the client detail",
    'radarClientes',
  ),
  'GET /api/pjud/{rut}': CLIENT_DETAIL,
  'GET /api/pjud/litigantes/{rol}': CLIENT_DETAIL,
  'GET /api/radar-judicial': JUDICIAL_RADAR,
  'POST /api/radar-judicial/disponibilidad': JUDICIAL_RADAR,
  'DELETE /api/radar-judicial/{rut}': JUDICIAL_RADAR,
  'DELETE /api/admin/radar-judicial/{rut}': platform(
    "A data subject's deletion of the judicial records kept of their RUT (Ley 21.719) spans every factoring",
  ),
  'POST /api/asistente': flagBecause(
    "The query assistant answers about the client radar's clients, from their databases (client-radar §2, §6)",
    'radarClientes',
  ),
  'GET /api/ver-como/usuarios': admin("'Ver como' is for administrators only"),
  'POST /api/eventos-uso': self('A usage event of the caller, without personal data nor factoring'),
  'GET /api/eventos-uso': platform("The platform's usage events are read by its administrators"),
  'POST /api/campana': CAMPAIGNS,
  'POST /api/campana/contacto': CAMPAIGNS,
  'GET /api/admin/pruebas': TRIALS,
  'POST /api/admin/pruebas': TRIALS,
};

/** Why the WebSocket $connect needs no flag: every screen of the factoring listens to eventoBack. */
export const REALTIME_CONNECT_ACCESS: OperationAccess = member(
  "eventoBack tells every screen of the factoring that a refresh wrote new data (core-platform §7 'real-time channel')",
);

/**
 * The router-level gate of one operation: refuses a caller the operation's declared access does not admit, and hands
 * the operation an identity whose companies are only those where the caller holds one of a 'flag' operation's flags,
 * so the factoring the operation then resolves (resolveTenantScope) is one where the flag is granted.
 * @param access the operation's entry in {@link GRAPHQL_ACCESS} or {@link REST_ACCESS}; undefined (not declared) is
 *   refused for everyone, so a new field or route cannot run before its access is written here.
 * @param operation the operation's key, named in the error of an undeclared one.
 * @returns the identity the operation runs with.
 * @throws ForbiddenError when a 'flag' operation's caller holds none of its flags in any company, or an 'admin' or
 *   'platform' operation's caller is not an administrator acting as themself; AppError 'Internal' for an undeclared
 *   operation.
 */
export function admitOperation(identity: Identity, access: OperationAccess | undefined, operation: string): Identity {
  if (!access) throw new AppError(`Operación sin permisos declarados: ${operation}`, 'Internal');
  const administrator = identity.userType === ADMIN_USER_TYPE && !identity.impersonatedBy;
  if (access.kind === 'admin' && !administrator) throw new ForbiddenError(NOT_ADMIN_MESSAGE);
  if (access.kind === 'platform' && !administrator) throw new ForbiddenError(NOT_PLATFORM_ADMIN_MESSAGE);
  if (access.kind !== 'flag') return identity;
  const companies = identity.companies.filter((company) => access.anyOf.some((needed) => company.flags[needed]));
  if (companies.length === 0) throw new ForbiddenError();
  return { ...identity, companies };
}
