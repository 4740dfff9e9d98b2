import { systemScope } from '@lambdas/access/system-scope';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isLeafType,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { listRootFields, resolverKey } from '@infra/schema-fields';
import { PERMISSION_FLAGS, readFlags, type PermissionFlag } from '@domain/permissions';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { createDynamoDocumentClient } from '@lambdas/platform/aws-clients';
import { toConfigEnv } from '@lambdas/platform/config';
import {
  GRAPHQL_ACCESS,
  REALTIME_CONNECT_ACCESS,
  REST_ACCESS,
  type OperationAccess,
} from '@lambdas/access/operation-permissions';
import { handler as realtimeHandler } from '@lambdas/realtime/handler';
import { eventoBackProtocols } from '@domain/evento-back-protocol';
import { createRestDeps } from '@lambdas/rest/deps';
import { route as restRoute } from '@lambdas/rest/router';
import { ROUTES } from '@lambdas/rest/routes';
import type { RestDeps } from '@lambdas/rest/types';
import {
  needsCuentas,
  needsSecondFactor,
  TOTP_OPERATION_MESSAGE,
  TOTP_REQUIRED_MESSAGE,
} from '@lambdas/access/second-factor';
import { clientDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import {
  statuteDataFileName,
  statuteFileName,
  taxFolderFileName,
} from '@lambdas/store/company-files/company-file-names';
import { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';
import { TgrStore } from '@lambdas/public-sources/tgr/tgr-store';
import { TAX_FOLDER_NOT_FOUND } from '@lambdas/rest/api/tax-folder-routes';
import { TGR_BAD_SESSION, TGR_UNAVAILABLE } from '@lambdas/rest/api/tgr-routes';
import type { SiiRole } from '@domain/sii-role';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { ConnectionRepository } from '@lambdas/store/connection-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { FACTORING_FEATURE_KEYS } from '@domain/factoring-features';
import { PAID_FEATURES } from '@domain/trial-access';
import { defaultRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { toKpiRadarList } from '@domain/kpis/radar-config/radar-config-wire';
import { siiFixture } from '../../support/fixtures';
import { cessionRecord } from '../../support/cession-factory';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { enrolTotp } from '../../support/totp';
import { tamperJwt } from './tokens';
import { postGraphql, type GraphqlAnswer } from '../../support/graphql-request';

/** The factoring whose data every call asks for, and the factoring of the intruder. */
const A = '76389992-6';
const B = '77360390-1';
const CLIENT = '76354771-K';
const DEUDOR = '96519800-8';
const PASSWORD = 'clave123';
/** Every paid feature subscribed for ever: no availability check (client-radar §6) refuses. */
const SUBSCRIBED = { contratadas: Object.fromEntries(PAID_FEATURES.map((feature) => [feature, '2999-12-31'])) };
const SCHEMA = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

/**
 * Minimal valid arguments of every root field for a call made for factoring `f`: valid enough that only the identity,
 * the flags and the factoring can refuse them. A field missing here fails the matrix.
 */
const doc = (f: string) => ({ rutEmisor: CLIENT, tipo: 33, folio: 101, rutFactoring: f });
const dtes = [{ rutEmisor: CLIENT, tipoDTE: 33, folioDTE: 101 }];
const april = (f: string) => ({ fechaInicio: '2019-04-01', fechaTermino: '2019-04-30', rutFactoring: f });
const only = (f: string) => ({ rutFactoring: f });
const webhook = (f: string) => ({ rutFactoring: f, idWebhook: 'wh-1' });
const recesionario = (f: string) => ({ factoring: { rut: DEUDOR, razonSocial: 'BANCO DEMO', empresa: f } });
const userInput = (f: string) => ({ userInput: { empresa: f, email: 'nuevo@demo.cl', permisos: [] } });
const massCession = (f: string) => ({
  cesionMasivaData: { rutCesionario: DEUDOR, data: [{ rutEmisor: CLIENT, tipo: 33, folio: 101 }] },
  rutFactoring: f,
});
const HOOK_URL = 'https://hooks.example.invalid/radar';
/** A real AEC of a document of CLIENT (cordada's sample), stored as HELD's so its files can be built. */
const AEC_PATH = siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml');
/** The document the fixtures name, held by A as cesionario with a stored AEC: a gap would hand out its files. */
const HELD = cessionRecord({
  rutFactoring: A,
  folio: 101,
  emisor: { rut: CLIENT, razonSocial: 'EMISORA LIMITADA' },
  aecKey: `aec/${CLIENT}/33/101/SEQ-1.xml`,
});

const GRAPHQL_ARGS: Record<string, (f: string) => Record<string, unknown>> = {
  'Query.archivosElectronicoDeCesionRecuperados': april,
  'Query.archivosElectronicoDeCesionRecuperadosDeCedente': april,
  'Query.archivosElectronicoDeCesionRecuperadosDeDeudor': april,
  'Query.empresasUsuario': () => ({}),
  'Query.users': only,
  'Query.factoring': only,
  'Query.aecFiles': doc,
  'Query.pdfFile': doc,
  'Query.getCertificate': doc,
  'Query.getCertificadosAceptacionReclamo': doc,
  'Query.getMovimientos': (f) => ({ folio: 101, rutEmisor: CLIENT, tipoDocumento: 33, rutFactoring: f }),
  'Query.getCertificateMasivo': (f) => ({
    rutEmpresa: f,
    tipoConsulta: 'adquiridas',
    fechaCesionDesde: '2019-04-01',
    fechaCesionHasta: '2019-04-30',
    dtes,
  }),
  'Query.cesionesPdf': (f) => ({ rutFactoring: f, dtes }),
  'Query.getPdfs': (f) => ({ rutFactoring: f, dtes }),
  'Query.filasSiiNoLeidas': (f) => ({ rutFactoring: f, lista: 'adquiridas' }),
  'Query.ultimaActualizacion': only,
  'Query.primeraActualizacion': only,
  'Query.certificadoDigital': only,
  'Query.adjuntoCertificadoDigital': (f) => ({ rutFactoring: f, nombre: 'poder.pdf' }),
  'Query.claveSiiFactoring': only,
  'Query.enviosAec': only,
  'Query.getFactorings': (f) => ({ rutEmpresa: f }),
  'Query.factoringsToGive': only,
  'Query.consultaPrevia': (f) => ({ inputDTE: { rut: CLIENT, tipo: 33, rango: '101' }, rutFactoring: f }),
  'Query.deudor': (f) => ({ rutDeudor: DEUDOR, rutFactoring: f }),
  'Query.webhooks': only,
  'Query.getWebhooks': only,
  'Query.entregasWebhook': webhook,
  'Query.preferenciasAlertas': only,
  'Query.alertasUsuario': only,
  'Query.cartera': only,
  'Query.reporteAdquiridas': (f) => ({ rutFactoring: f, mesDesde: '2019-04', mesHasta: '2019-04' }),
  'Query.carteraDocumentos': (f) => ({ rutFactoring: f, tipo: 'deudor', rut: DEUDOR }),
  'Query.configuracionRadar': only,
  'Mutation.createNomina': (f) => ({
    Nominas: { empresa: f, data: [{ rutClient: CLIENT, rutDebtor: DEUDOR, folio: 101, estado: 'Vigente' }] },
  }),
  'Mutation.insertCertificadoDigital': (f) => ({
    rutEmpresa: f,
    rutFirmante: '12345678-5',
    certificado: 'AAAA',
    clave: 'x',
    nombre: 'firma.pfx',
  }),
  'Mutation.deleteCertificadoDigital': (f) => ({ rutEmpresa: f }),
  'Mutation.guardarClaveSiiFactoring': (f) => ({ rutFactoring: f, rutUsuario: '12345678-5', clave: 'x' }),
  'Mutation.cesionMasiva': massCession,
  'Mutation.sendCesionMasiva': massCession,
  'Mutation.cesionMasivaGrilla': massCession,
  'Mutation.devolverCesiones': (f) => ({ rutFactoring: f, dtes }),
  'Mutation.rechazarDte': (f) => ({ rutFactoring: f, dtes, accion: 'RCD' }),
  'Mutation.createFactoring': recesionario,
  'Mutation.updateFactoring': recesionario,
  'Mutation.deleteFactoring': recesionario,
  'Mutation.notificaCesionoRecesion': (f) => ({
    emails: ['deudor@demo.cl'],
    documentos: [{ tipo: 33, folio: 101, rutEmisor: CLIENT }],
    tipo: 'cesion',
    empresa: f,
  }),
  'Mutation.updateDeudor': (f) => ({ rut: DEUDOR, email: 'deudor@demo.cl', rutFactoring: f }),
  'Mutation.createUser': userInput,
  'Mutation.editUser': userInput,
  'Mutation.deleteUser': userInput,
  'Mutation.unlinkUser': userInput,
  'Mutation.editPassUser': (f) => ({ email: 'nuevo@demo.cl', password: 'ClaveTemporal1', rutFactoring: f }),
  'Mutation.insertarArrayEjecutivoEmpresa': (f) => ({
    rows: [{ usernameEjecutivo: 'ejecutivo@demo.cl', rutEmpresa: CLIENT }],
    rutFactoring: f,
  }),
  'Mutation.subscribeNotification': (f) => ({ idWebhook: 'wh-1', URL: HOOK_URL, rutFactoring: f }),
  'Mutation.saveSubscriptor': (f) => ({ idWebhook: 'wh-1', urlWebhooks: HOOK_URL, rutFactoring: f }),
  'Mutation.testWebhooks': (f) => ({ URL: HOOK_URL, rutFactoring: f }),
  'Mutation.TestSubscriptor': (f) => ({ urlaEnviar: HOOK_URL, rutFactoring: f }),
  'Mutation.rotarSecretoWebhook': webhook,
  'Mutation.updatePreferenciasAlertas': (f) => ({ rutFactoring: f, preferencias: [] }),
  'Mutation.marcarAlertasLeidas': (f) => ({ rutFactoring: f, ids: [] }),
  'Mutation.guardarLimitesCartera': (f) => ({
    rutFactoring: f,
    limites: { deudorParticipacionMaxima: 0.3, porRut: [] },
  }),
  'Mutation.guardarConfiguracionRadar': (f) => ({
    rutFactoring: f,
    kpis: toKpiRadarList(defaultRadarConfig()),
    nombre: 'Matriz',
    activar: true,
  }),
  'Mutation.eliminarConfiguracionRadar': (f) => ({ rutFactoring: f, nombre: 'Matriz' }),
};

/** A REST call for factoring `f`: path parameters, query string and JSON body (valid, as above). */
interface RestCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}
const inQuery = (f: string): RestCall => ({ query: { factoring: f } });
/** Every feature switch on but the Herramientas exception, so that no factoring switch refuses the owner. */
const ALL_SWITCHES_ON = Object.fromEntries(
  FACTORING_FEATURE_KEYS.filter((feature) => feature !== 'sinWebhooks').map((feature) => [feature, true]),
);
const usuario = (f: string): RestCall => ({ body: { email: 'nuevo@demo.cl', empresa: f } });
const ejecutivo = (f: string): RestCall => ({
  params: { rut: CLIENT },
  query: { factoring: f },
  body: { ejecutivoEmail: 'ejecutivo@demo.cl' },
});
/** A client-detail call about CLIENT for factoring `f`. */
const ofClient = (f: string): RestCall => ({ params: { rut: CLIENT }, query: { factoring: f } });
const restDtes = [{ rutEmisor: CLIENT, tipoDTE: 33, folioDTE: 101 }];

const REST_CALLS: Record<string, (f: string) => RestCall> = {
  'GET /v1/jwt/empresas': () => ({}),
  'POST /v1/jwt/aecs': (f) => ({
    body: { aecs: [{ rut: CLIENT, tipo: 33, folio: 101 }], formato: 'zip', rutFactoring: f },
  }),
  'POST /v1/jwt/cesiones-periodo': (f) => ({
    body: { rutCesionario: f, fechaInicio: '2019-04-01', fechaTermino: '2019-04-30' },
  }),
  'POST /v1/jwt/consultaprevia': (f) => ({ query: { factoring: f }, body: { dtes: restDtes } }),
  'POST /v1/jwt/consultapreviaasincrono': (f) => ({
    query: { factoring: f },
    body: { email: 'ana@demo.cl', dtes: restDtes },
  }),
  'GET /v1/jwt/consultapreviaasincrono': inQuery,
  'POST /v1/jwt/notificacion-deudor': (f) => ({
    body: {
      rutCesionario: f,
      emails: ['deudor@demo.cl'],
      documentos: [{ tipo: 33, folio: 101, rutEmisor: CLIENT }],
      tipo: 'cesion',
    },
  }),
  'GET /v1/jwt/usuarios': (f) => ({ query: { rutEmpresa: f } }),
  'POST /v1/jwt/usuarios': usuario,
  'PATCH /v1/jwt/usuarios': usuario,
  'DELETE /v1/jwt/usuarios': usuario,
  'GET /api/database/{rut}': (f) => ({ params: { rut: CLIENT }, query: { factoring: f } }),
  'GET /api/files/check/{rut}': ofClient,
  'GET /api/files/download-url/{rut}': ofClient,
  'GET /api/empresa/constitucion/{rut}': ofClient,
  'GET /api/empresas': inQuery,
  'GET /api/announcement': inQuery,
  'GET /api/invoice-changes': inQuery,
  'GET /api/registered-users': inQuery,
  'POST /api/ejecutivo/{rut}': ejecutivo,
  'DELETE /api/ejecutivo/{rut}': ejecutivo,
  'POST /api/tasks/add-client-task': (f) => ({ query: { factoring: f }, body: { rut: CLIENT, password: 'clave' } }),
  'POST /api/enrolador/disponibilidad': (f) => ({ query: { factoring: f }, body: { consulta: 'available' } }),
  'GET /api/users-with-login': inQuery,
  'GET /api/user-consultations': (f) => ({ query: { factoring: f, email: 'ana@demo.cl' } }),
  'GET /api/uso-mensual': inQuery,
  'GET /api/uso-mensual/factorings': () => ({}),
  'GET /api/informe-mensual': inQuery,
  'PUT /api/informe-mensual': (f) => ({ query: { factoring: f }, body: { suscritos: [] } }),
  'DELETE /api/admin/radar-judicial/{rut}': () => ({ params: { rut: CLIENT } }),
  'POST /api/register-login': () => ({}),
  'GET /api/clientes-search': inQuery,
  'POST /api/whitelist': (f) => ({ query: { factoring: f }, body: { consulta: 'whitelisted' } }),
  'GET /api/sesion': () => ({}),
  'POST /api/eventos-uso': () => ({ body: { name: 'carpeta_download', tab: 'carpetaTributaria' } }),
  'GET /api/eventos-uso': () => ({}),
  'POST /api/totp/verificacion': () => ({ body: { codigo: '12345', accessToken: 'x' } }),
  'GET /api/ver-como/usuarios': inQuery,
  'POST /api/tgr/create-session/{rut}': (f) => ({ params: { rut: CLIENT }, query: { factoring: f } }),
  'HEAD /api/tgr/html-proxy/{documento}': (f) => ({
    params: { documento: `${CLIENT}_cartolafiscal` },
    query: { factoring: f, rut: CLIENT, session: '00000000-0000-4000-8000-000000000000' },
  }),
  'GET /api/tgr/html-proxy/{documento}': (f) => ({
    params: { documento: `${CLIENT}_cartolafiscal` },
    query: { factoring: f, rut: CLIENT, session: '00000000-0000-4000-8000-000000000000' },
  }),
  'DELETE /api/tgr/data/{rut}': (f) => ({ params: { rut: CLIENT }, query: { factoring: f } }),
  'GET /api/pjud/{rut}': (f) => ({ params: { rut: CLIENT }, query: { factoring: f } }),
  'GET /api/pjud/litigantes/{rol}': (f) => ({ params: { rol: 'C-1-2026' }, query: { factoring: f, rut: CLIENT } }),
  'GET /api/radar-judicial': (f) => ({ query: { factoring: f, rut: CLIENT } }),
  'POST /api/radar-judicial/disponibilidad': (f) => ({ query: { factoring: f }, body: { consulta: 'available' } }),
  'DELETE /api/radar-judicial/{rut}': (f) => ({ params: { rut: CLIENT }, query: { factoring: f } }),
  'POST /api/asistente': (f) => ({ query: { factoring: f }, body: { consulta: 'available' } }),
  'POST /api/campana': (f) => ({ query: { factoring: f }, body: { consulta: 'campaign' } }),
  'POST /api/campana/contacto': (f) => ({ query: { factoring: f }, body: { campaign: 5 } }),
  'GET /api/admin/pruebas': inQuery,
  'POST /api/admin/pruebas': (f) => ({ query: { factoring: f }, body: { accion: 'terminar', feature: 'enrolador' } }),
};

/**
 * The operations that answer the permitted caller with a domain error of the matrix's world rather than data, and
 * why: the world holds one factoring, one document and no webhook, recesionario, client database or mail sender.
 * Each still passed the identity, flag and factoring checks; every other operation must succeed.
 */
const OWNER_DOMAIN_ERRORS: Record<string, string> = {
  'Query.entregasWebhook': "no webhook 'wh-1'",
  'Mutation.subscribeNotification': "no webhook 'wh-1'",
  'Mutation.saveSubscriptor': "no webhook 'wh-1'",
  'Mutation.rotarSecretoWebhook': "no webhook 'wh-1'",
  'Mutation.insertCertificadoDigital': "'AAAA' is not a PFX",
  'Query.adjuntoCertificadoDigital': 'no certificate, so no supporting file',
  'Mutation.guardarClaveSiiFactoring': 'no SII to check the clave against',
  'Mutation.cesionMasiva': 'the recesionario is not registered in Re-Cesionarios',
  'Mutation.sendCesionMasiva': 'the recesionario is not registered in Re-Cesionarios',
  'Mutation.cesionMasivaGrilla': 'the recesionario is not registered in Re-Cesionarios',
  'Mutation.editUser': "no account 'nuevo@demo.cl' (no mail sender, so createUser made none)",
  'Mutation.deleteUser': "no account 'nuevo@demo.cl'",
  'Mutation.unlinkUser': "no account 'nuevo@demo.cl'",
  'Mutation.editPassUser': "no account 'nuevo@demo.cl'",
  'POST /v1/jwt/aecs': 'cesionMasiva alone opens no cession list, so no AEC may be zipped',
  'POST /v1/jwt/notificacion-deudor': 'no mail sender',
  'POST /v1/jwt/usuarios': 'no mail sender for the invitation',
  'PATCH /v1/jwt/usuarios': "no account 'nuevo@demo.cl'",
  'DELETE /v1/jwt/usuarios': "no account 'nuevo@demo.cl'",
  'GET /api/user-consultations': "no account 'ana@demo.cl'",
  'GET /api/empresas': 'no client database',
  'GET /api/database/{rut}': 'no client database',
  'POST /api/ejecutivo/{rut}': 'no client database',
  'DELETE /api/ejecutivo/{rut}': 'no client database',
  'GET /api/files/check/{rut}': 'no client database',
  'GET /api/files/download-url/{rut}': 'no client database',
  'GET /api/empresa/constitucion/{rut}': 'no client database',
  'POST /api/tgr/create-session/{rut}': 'no client database',
  'HEAD /api/tgr/html-proxy/{documento}': 'no client database',
  'GET /api/tgr/html-proxy/{documento}': 'no client database',
  'DELETE /api/tgr/data/{rut}': 'no client database',
  'GET /api/pjud/{rut}': 'no client database',
  'GET /api/pjud/litigantes/{rol}': 'no client database',
  'POST /api/totp/verificacion': "'12345' is not a six-digit code",
  'POST /api/admin/pruebas': 'A subscribes every feature, so it has no trial to end',
};
/**
 * What B gets from every client-file route (every route whose call names CLIENT) about CLIENT, which it shares with A:
 * A holds its clave and so its files, B only an invoice of it (a client database, no clave). B gets the not-available
 * state, never A's file. A route naming a client that is missing here fails the matrix.
 */
const SHARED_CLIENT_ANSWERS: Record<string, { status: number; body?: Record<string, unknown> }> = {
  'GET /api/database/{rut}': { status: 200, body: { success: true } },
  'POST /api/ejecutivo/{rut}': { status: 400 },
  'DELETE /api/ejecutivo/{rut}': { status: 400 },
  'GET /api/files/check/{rut}': { status: 200, body: { success: true, data: { exists: false } } },
  'GET /api/files/download-url/{rut}': { status: 404, body: { success: false, error: TAX_FOLDER_NOT_FOUND } },
  'GET /api/empresa/constitucion/{rut}': { status: 200, body: { success: true, data: { status: 'not_registered' } } },
  'POST /api/tgr/create-session/{rut}': {
    status: 502,
    body: { success: false, sessionId: null, error: TGR_UNAVAILABLE },
  },
  'HEAD /api/tgr/html-proxy/{documento}': { status: 403, body: { message: TGR_BAD_SESSION } },
  'GET /api/tgr/html-proxy/{documento}': { status: 403, body: { message: TGR_BAD_SESSION } },
  'DELETE /api/tgr/data/{rut}': { status: 200, body: { success: true } },
  // B's query joins the one sweep of CLIENT (public records, shared), answered with B's own cross-check; a rol that is
  // not among the cases of CLIENT's finished sweep is not found.
  'GET /api/pjud/{rut}': { status: 200, body: { processingStatus: { isProcessing: true } } },
  'GET /api/pjud/litigantes/{rol}': { status: 404 },
  'GET /api/radar-judicial': { status: 200, body: { processed: false, processingStatus: { isProcessing: true } } },
  // B's user is an administrator of the platform, who deletes a RUT's judicial records for every factoring at once
  // (a data subject's request); a factoring user is refused it by the matrix's 'sin permiso' case.
  'DELETE /api/admin/radar-judicial/{rut}': { status: 200, body: { success: true, rut: CLIENT } },
  // B deletes only its own records of CLIENT, told the same whatever became of the shared sweep.
  'DELETE /api/radar-judicial/{rut}': { status: 200, body: { success: true, rut: CLIENT } },
};
/** The bytes of every file A gathered of CLIENT: none may reach B. */
const A_FILE = new TextEncoder().encode('%PDF-1.4\n% archivo de A\n%%EOF\n');
/** The flags that open a cession list (the three lists, and the envíos of a mass cession or a return). */
const LIST_FLAGS: readonly PermissionFlag[] = [
  'cesionesAdquiridas',
  'cesionesCedidas',
  'cesionesAdeudadas',
  'cesionMasiva',
  'devolverCesion',
];
/** Folios of CLIENT's invoices to DEUDOR held by A and by B in each role: a cession list shows each only its own. */
const SHARED_FOLIOS: Record<string, Record<SiiRole, number>> = {
  [A]: { cesionario: 301, cedente: 311, deudor: 321 },
  [B]: { cesionario: 302, cedente: 312, deudor: 322 },
};
/** The selection of a cession page's folios. */
const PAGE_FOLIOS = ' { items { folio } }';
/**
 * Every cession list with the selection that names its folios (GraphQL) and the folios it must show A and B of the
 * shared client and debtor (A also holds HELD, folio 101, and returned it). A query or route gated by a list flag
 * missing here and in {@link NOT_CESSION_LISTS} fails the matrix.
 */
const CESSION_LISTS: Record<string, { selection?: string; A: readonly number[]; B: readonly number[] }> = {
  'Query.archivosElectronicoDeCesionRecuperados': { selection: PAGE_FOLIOS, A: [101, 301], B: [302] },
  'Query.archivosElectronicoDeCesionRecuperadosDeCedente': { selection: PAGE_FOLIOS, A: [311], B: [312] },
  'Query.archivosElectronicoDeCesionRecuperadosDeDeudor': { selection: PAGE_FOLIOS, A: [321], B: [322] },
  'POST /v1/jwt/cesiones-periodo': { A: [101, 301], B: [302] },
  'Query.carteraDocumentos': { selection: ' { documentos { folio } }', A: [], B: [] },
  'Query.enviosAec': { selection: ' { folio }', A: [101], B: [] },
};
/** The queries and routes gated by a list flag that list no cessions, and why. */
const NOT_CESSION_LISTS: Record<string, string> = {
  'Query.aecFiles': "one document's file, refused to B above (serves a document's files only through a list)",
  'Query.pdfFile': "one document's file",
  'Query.getCertificate': "one document's certificate",
  'Query.getCertificadosAceptacionReclamo': "one document's certificates",
  'Query.getMovimientos': "one document's movements",
  'Query.cesionesPdf': 'a PDF of the documents named in the call',
  'Query.getPdfs': 'the DTE PDFs of the documents named in the call',
  'Query.getCertificateMasivo': 'a certificate of the documents named in the call',
  'Query.filasSiiNoLeidas': 'a count of unread SII rows, no cession',
  'Query.ultimaActualizacion': 'the date of the last refresh',
  'Query.cartera': "aggregates of the factoring's portfolio, no cession",
  'POST /api/campana': "the acquired view's campaign, no cession",
  'POST /api/campana/contacto': 'a free-trial request, no cession',
  'Query.getFactorings': 'the recesionarios a cession may go to, no cession',
  'Query.factoringsToGive': 'the recesionarios a cession may go to, no cession',
  'POST /v1/jwt/aecs': 'a zip of the AECs named in the call',
};
/**
 * Flags an operation needs beyond those its access names, as its access's reason says: the router checks the named
 * flag, the resolver the other.
 */
const ALSO_NEEDED: Record<string, readonly PermissionFlag[]> = {
  'Mutation.cesionMasivaGrilla': ['cesionMasiva'],
  'Query.reporteAdquiridas': ['cesionesAdquiridas'],
};
/** A domain error as the matrix reads it: GraphQL's BadRequest or NotFound, REST's 400, 404 or 422. */
const DOMAIN_ANSWER = /^(BadRequest|NotFound|400|404|422):/;

/**
 * One of the five refusals: no token, a tampered one, a user of another factoring, a user lacking the flag, and a user
 * of two factorings holding the flag in its own (B) but not in A, for which the call is made.
 */
type Case = 'sin token' | 'token adulterado' | 'otro factoring' | 'sin permiso' | 'permiso solo en su otro factoring';
const CASES: readonly Case[] = [
  'sin token',
  'token adulterado',
  'otro factoring',
  'sin permiso',
  'permiso solo en su otro factoring',
];
const EXPECTED: Record<Case, 'Unauthorized' | 'Forbidden'> = {
  'sin token': 'Unauthorized',
  'token adulterado': 'Unauthorized',
  'otro factoring': 'Forbidden',
  'sin permiso': 'Forbidden',
  'permiso solo en su otro factoring': 'Forbidden',
};
const STATUS = { Unauthorized: 401, Forbidden: 403 } as const;

/**
 * The GraphQL document calling one root field with its fixture's arguments as variables, selecting the type's scalars.
 */
function operationOf(schema: GraphQLSchema, key: string, args: Record<string, unknown>, selected?: string): string {
  const [typeName = '', fieldName = ''] = key.split('.');
  const root = typeName === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[fieldName] as GraphQLField<unknown, unknown>;
  const used = field.args.filter((arg) => arg.name in args);
  const variables = used.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const type = getNamedType(field.type);
  const leaves = isObjectType(type)
    ? Object.values(type.getFields())
        .filter((f) => isLeafType(getNamedType(f.type)))
        .map((f) => f.name)
    : [];
  const selection = selected ?? (isCompositeType(type) ? ` { __typename ${leaves.join(' ')} }` : '');
  return `${typeName.toLowerCase()}${variables ? `(${variables})` : ''} { ${fieldName}${passed ? `(${passed})` : ''}${selection} }`;
}

/** Every `folio` in a JSON answer, however deep. */
function foliosIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(foliosIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) =>
    name === 'folio' && typeof inner === 'number' ? [inner] : foliosIn(inner),
  );
}

/** The flags set to '1' except `denied`, as cognito-local custom attributes. */
function flagsExcept(denied: readonly PermissionFlag[]): Record<string, string> {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, denied.includes(flag) ? '0' : '1']));
}

/**
 * The permission matrix (core-platform §6), generated from schema.graphql, the REST router's routes and the WebSocket
 * $connect, over dynalite, s3rver and cognito-local with real tokens: each operation refuses no token and a tampered
 * token (401 / Unauthorized), a user of another factoring, a user holding every flag but the operation's and a user of
 * two factorings holding the operation's flags only in the other one (403 / Forbidden), and answers no data; and a
 * user of A holding only the operation's flags is let through by every one (data, or a domain error of
 * {@link OWNER_DOMAIN_ERRORS}). The access of each operation comes from
 * lambdas/access/operation-permissions.ts.
 */
describe('permission matrix: every GraphQL field, REST route and the WebSocket connect', () => {
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  let restDeps: RestDeps;
  const schema = buildSchema(SCHEMA);
  const fieldKeys = listRootFields(SCHEMA).map(resolverKey);
  const routeKeys = ROUTES.map((r) => `${r.method} ${r.path}`);
  const tokens = { owner: '', intruder: '' };
  const lacking = new Map<string, Promise<string>>();
  const holding = new Map<string, Promise<string>>();
  const linked = new Map<string, Promise<string>>();

  /** A token of a user of A holding every flag but the access's (and not an administrator for 'admin' operations). */
  function lackingToken(access: OperationAccess): Promise<string> {
    const denied = access.kind === 'flag' ? access.anyOf : [];
    const key = denied.join('+') || access.kind;
    let token = lacking.get(key);
    if (!token) {
      const email = `sin-${key.replaceAll('+', '-').toLowerCase()}@demo.cl`;
      token = local
        .addUser({
          email,
          password: PASSWORD,
          attributes: { rutCesionario: A, userType: 'factoring', ...flagsExcept(denied) },
        })
        .then((user) => user.idToken);
      lacking.set(key, token);
    }
    return token;
  }

  /**
   * A token of a user of B holding every flag there and an authenticator app, also linked to A (a userCompanies row)
   * with every flag but the access's: its powers in B never open A.
   */
  function linkedToken(access: OperationAccess): Promise<string> {
    const denied = access.kind === 'flag' ? access.anyOf : [];
    const key = denied.join('+');
    let token = linked.get(key);
    if (!token) {
      const email = `dos-sin-${key.replaceAll('+', '-').toLowerCase()}@demo.cl`;
      token = local
        .addUser({
          email,
          password: PASSWORD,
          attributes: { rutCesionario: B, userType: 'factoring', ...flagsExcept([]) },
        })
        .then(async (user) => {
          await new UserCompanyRepository(local.engines.doc, local.config.tables.userCompanies).put({
            username: user.username,
            rutEmpresa: A,
            razonSocial: 'ST CAPITAL S.A.',
            flags: readFlags(flagsExcept(denied)),
          });
          // With an authenticator app, a refusal can only come from the flags it holds in A.
          await enrolTotp(local.config, user);
          return user.idToken;
        });
      linked.set(key, token);
    }
    return token;
  }

  /**
   * A token of a user of A holding only the flags an operation names (all of anyOf) and `also`, with an authenticator
   * app when the operation needs a TOTP-verified session; for 'admin' operations the owner, an administrator; for
   * 'member' and 'self' a user with no flag.
   */
  function holdingToken(access: OperationAccess, also: readonly PermissionFlag[] = []): Promise<string> {
    if (access.kind === 'admin' || access.kind === 'platform') return Promise.resolve(tokens.owner);
    const granted = [...(access.kind === 'flag' ? access.anyOf : []), ...also];
    const totp = needsSecondFactor(access);
    const key = `con-${granted.join('+') || 'nada'}${totp ? '-totp' : ''}`;
    let token = holding.get(key);
    if (!token) {
      const email = `${key.replaceAll('+', '-').toLowerCase()}@demo.cl`;
      const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag) ? '1' : '0']));
      token = local
        .addUser({ email, password: PASSWORD, attributes: { rutCesionario: A, userType: 'factoring', ...flags } })
        .then(async (user) => {
          if (totp) await enrolTotp(local.config, user);
          return user.idToken;
        });
      holding.set(key, token);
    }
    return token;
  }

  /** The Authorization header of one case (none for 'sin token'). */
  async function authorizationOf(which: Case, access: OperationAccess): Promise<string | undefined> {
    if (which === 'sin token') return undefined;
    if (which === 'token adulterado') return tamperJwt(tokens.owner, { 'custom:rutCesionario': B });
    if (which === 'otro factoring') return tokens.intruder;
    if (which === 'permiso solo en su otro factoring') return linkedToken(access);
    return lackingToken(access);
  }

  /**
   * Whether a case applies to an access: 'self' and 'platform' (a read across every factoring) name no factoring;
   * 'member' and 'self' need no flag.
   */
  function applies(which: Case, access: OperationAccess): boolean {
    if (which === 'otro factoring') return access.kind !== 'self' && access.kind !== 'platform';
    if (which === 'sin permiso') return access.kind === 'flag' || access.kind === 'admin' || access.kind === 'platform';
    if (which === 'permiso solo en su otro factoring') return access.kind === 'flag';
    return true;
  }

  /** The WebSocket $connect of `token` (none: no protocol header) for A, under the connection id given. */
  function connect(token: string | undefined, connectionId: string) {
    return realtimeHandler({
      requestContext: { routeKey: '$connect', connectionId },
      headers: token ? { 'Sec-WebSocket-Protocol': eventoBackProtocols(token).join(', ') } : {},
      queryStringParameters: { rutFactoring: A },
    } as unknown as Parameters<typeof realtimeHandler>[0]);
  }

  /** The GraphQL call of `key` for factoring `f` (A unless given) with its fixture's arguments and `selection`. */
  async function gql(
    key: string,
    authorization: string | undefined,
    f = A,
    selection?: string,
  ): Promise<GraphqlAnswer> {
    const fixture = GRAPHQL_ARGS[key];
    if (!fixture) throw new Error(`Sin argumentos de prueba para ${key}: agréguelos a GRAPHQL_ARGS`);
    const variables = fixture(f);
    return postGraphql(appsync.url, authorization, operationOf(schema, key, variables, selection), variables);
  }

  /** The REST call of `key` for factoring `f` (A unless given), its fixture's query merged with `query`. */
  async function rest(
    key: string,
    authorization: string | undefined,
    f = A,
    query: Record<string, string> = {},
  ): Promise<{ statusCode: number; body: string }> {
    const fixture = REST_CALLS[key];
    if (!fixture) throw new Error(`Sin llamada de prueba para ${key}: agréguela a REST_CALLS`);
    const call = fixture(f);
    const [method = '', template = ''] = key.split(' ');
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
    const event = {
      httpMethod: method,
      path,
      headers: authorization ? { Authorization: authorization } : {},
      queryStringParameters: call.query || Object.keys(query).length ? { ...call.query, ...query } : null,
      body: call.body === undefined ? null : JSON.stringify(call.body),
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEvent;
    return restRoute(event, restDeps);
  }

  beforeAll(async () => {
    local = await startLocalIdentity();
    Object.assign(process.env, toConfigEnv(local.config));
    // Follow-up jobs are only queued: what they do is tested where they run.
    const jobs = { send: async () => {} };
    const graphqlDeps = createGraphqlDeps(local.config, { jobs });
    appsync = await startLocalAppSync((event) => graphqlRoute(event, graphqlDeps));
    restDeps = createRestDeps(local.config, { jobs });
    const doc = createDynamoDocumentClient(local.config);
    await new CessionRepository(doc, local.config.tables.cessions).upsert(systemScope(HELD.rutFactoring), HELD);
    await restDeps.documents.putDocument(HELD.aecKey ?? '', await readFile(AEC_PATH), 'application/xml');
    // A's own switches on and a subscription, so that no factoring feature nor trial refuses the owner.
    await new FactoringRepository(doc, local.config.tables.factorings).put({
      rut: A,
      razonSocial: 'ST CAPITAL S.A.',
      features: ALL_SWITCHES_ON,
      acceso: SUBSCRIBED,
    });
    const all = flagsExcept([]);
    const [owner, intruder] = await Promise.all([
      local.addUser({
        email: 'owner@a.cl',
        password: PASSWORD,
        attributes: { rutCesionario: A, userType: 'admin', ...all },
      }),
      local.addUser({
        email: 'intruso@b.cl',
        password: PASSWORD,
        attributes: { rutCesionario: B, userType: 'admin', ...all },
      }),
    ]);
    tokens.owner = owner.idToken;
    tokens.intruder = intruder.idToken;
    // With their authenticator apps enrolled, the cuentas operations refuse them for the factoring, not for TOTP.
    await Promise.all([owner, intruder].map((user) => enrolTotp(local.config, user)));
  }, 60_000);

  afterAll(async () => {
    await appsync?.stop();
    await local?.stop();
  });

  it('declares the access of every GraphQL field and REST route, and of nothing else; every one has its test call', () => {
    expect(Object.keys(GRAPHQL_ACCESS).toSorted()).toEqual(fieldKeys.toSorted());
    expect(Object.keys(REST_ACCESS).toSorted()).toEqual(routeKeys.toSorted());
    expect(Object.keys(GRAPHQL_ARGS).toSorted()).toEqual(fieldKeys.toSorted());
    expect(Object.keys(REST_CALLS).toSorted()).toEqual(routeKeys.toSorted());
    const unexplained = [
      ...Object.entries(GRAPHQL_ACCESS),
      ...Object.entries(REST_ACCESS),
      ['$connect', REALTIME_CONNECT_ACCESS] as const,
    ]
      .filter(([, access]) => access.kind !== 'flag' && !access.reason.trim())
      .map(([key]) => key);
    expect(unexplained).toEqual([]);
  });

  it('refuses every GraphQL field with no token, a tampered token, another factoring, without its flag in A, with no data', async () => {
    const wrong: string[] = [];
    for (const key of fieldKeys) {
      const access = GRAPHQL_ACCESS[key];
      if (!access) continue;
      const fieldName = key.split('.')[1] ?? '';
      for (const which of CASES.filter((c) => applies(c, access))) {
        const answer = await gql(key, await authorizationOf(which, access));
        const errorType = answer.errors?.[0]?.errorType;
        const data = answer.data?.[fieldName] ?? null;
        if (errorType !== EXPECTED[which] || data !== null)
          wrong.push(`${key} [${which}]: ${errorType ?? 'sin error'}${data !== null ? ' con datos' : ''}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('refuses every REST route likewise with 401 / 403 and only {message, errorType}', async () => {
    const wrong: string[] = [];
    for (const key of routeKeys) {
      const access = REST_ACCESS[key];
      if (!access) continue;
      for (const which of CASES.filter((c) => applies(c, access))) {
        const answer = await rest(key, await authorizationOf(which, access));
        const body = JSON.parse(answer.body) as Record<string, unknown>;
        const expected = EXPECTED[which];
        const refused =
          answer.statusCode === STATUS[expected] &&
          body.errorType === expected &&
          Object.keys(body).toSorted().join() === 'errorType,message';
        if (!refused) wrong.push(`${key} [${which}]: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('refuses every operation that needs a second factor to a user of A holding every flag but no authenticator app (TOTP)', async () => {
    const { idToken } = await local.addUser({
      email: 'sin-totp@a.cl',
      password: PASSWORD,
      attributes: { rutCesionario: A, userType: 'factoring', ...flagsExcept([]) },
    });
    const fields = fieldKeys.filter((key) => needsSecondFactor(GRAPHQL_ACCESS[key]));
    const routes = routeKeys.filter((key) => needsSecondFactor(REST_ACCESS[key]));
    expect(fields).toEqual(
      expect.arrayContaining(['Query.users', 'Mutation.sendCesionMasiva', 'Mutation.rechazarDte']),
    );
    expect(routes).toContain('GET /v1/jwt/usuarios');
    const refusal = (access: OperationAccess | undefined) =>
      needsCuentas(access) ? TOTP_REQUIRED_MESSAGE : TOTP_OPERATION_MESSAGE;
    const wrong: string[] = [];
    for (const key of fields) {
      const answer = (await gql(key, idToken)) as {
        data: Record<string, unknown> | null;
        errors?: { errorType: string; message: string }[];
      };
      if (
        answer.errors?.[0]?.message !== refusal(GRAPHQL_ACCESS[key]) ||
        (answer.data?.[key.split('.')[1] ?? ''] ?? null) !== null
      )
        wrong.push(`${key}: ${JSON.stringify(answer).slice(0, 120)}`);
    }
    for (const key of routes) {
      const answer = await rest(key, idToken);
      if (answer.statusCode !== 403 || JSON.parse(answer.body).message !== refusal(REST_ACCESS[key]))
        wrong.push(`${key}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers the operations that name no factoring only about the caller: nothing of another factoring's", async () => {
    const selfFields = fieldKeys.filter((key) => GRAPHQL_ACCESS[key]?.kind === 'self');
    const selfRoutes = routeKeys.filter((key) => REST_ACCESS[key]?.kind === 'self');
    expect(selfFields.length + selfRoutes.length).toBeGreaterThan(0);
    for (const key of selfFields) {
      const answer = await gql(key, tokens.intruder);
      expect(answer.errors, key).toBeUndefined();
      expect(JSON.stringify(answer.data), key).not.toContain(A);
    }
    for (const key of selfRoutes) {
      const answer = await rest(key, tokens.intruder);
      // A route whose call cannot succeed in the matrix's world answers its domain error (OWNER_DOMAIN_ERRORS).
      expect(answer.statusCode, key).toBe(key in OWNER_DOMAIN_ERRORS ? 400 : 200);
      expect(answer.body, key).not.toContain(A);
    }
  });

  it("serves a document's files only through a list the user sees (documents held as cesionario need cesionesAdquiridas)", async () => {
    const cedidasOnly = await lackingToken({ kind: 'flag', anyOf: ['cesionesAdquiridas', 'cesionesAdeudadas'] });
    const aec = (authorization: string) => gql('Query.aecFiles', authorization);
    expect((await aec(tokens.owner)).data?.aecFiles).toMatchObject({ nombre: `${CLIENT}_33_101.xml` });
    const refused = await aec(cedidasOnly);
    expect(refused.data?.aecFiles ?? null).toBeNull();
    expect(refused.errors?.[0]?.errorType).toBe('NotFound');

    expect((await rest('POST /v1/jwt/aecs', tokens.owner)).statusCode).toBe(200);
    const zip = await rest('POST /v1/jwt/aecs', cedidasOnly);
    expect(zip.statusCode).toBe(404);
    expect(JSON.parse(zip.body)).toMatchObject({ errorType: 'NotFound' });
  });

  it('refuses the WebSocket $connect with no token, a tampered token or another factoring, and keeps no connection', async () => {
    expect(REALTIME_CONNECT_ACCESS.kind).toBe('member');
    const answers = {
      sinToken: await connect(undefined, 'c-sin-token'),
      adulterado: await connect(tamperJwt(tokens.owner, { 'custom:rutCesionario': B }), 'c-adulterado'),
      otroFactoring: await connect(tokens.intruder, 'c-otro'),
    };
    expect(
      Object.fromEntries(
        Object.entries(answers).map(([name, answer]) => [
          name,
          typeof answer === 'object' ? answer.statusCode : answer,
        ]),
      ),
    ).toEqual({
      sinToken: 401,
      adulterado: 401,
      otroFactoring: 403,
    });
    const connections = new ConnectionRepository(
      createDynamoDocumentClient(local.config),
      local.config.tables.connections,
    );
    expect(await connections.listForFactoring(systemScope(A))).toEqual([]);
    expect(await connect(tokens.owner, 'c-owner')).toMatchObject({
      statusCode: 200,
      headers: { 'Sec-WebSocket-Protocol': 'eventoBack' },
    });
    expect((await connections.listForFactoring(systemScope(A))).map((row) => row.connectionId)).toEqual(['c-owner']);
  });

  it('lets a user of A holding only the flags an operation names call it: every operation answers, none refuses', async () => {
    const answered: Record<string, string> = {};
    for (const key of fieldKeys) {
      const access = GRAPHQL_ACCESS[key];
      if (!access) continue;
      const error = (await gql(key, await holdingToken(access, ALSO_NEEDED[key]))).errors?.[0];
      answered[key] = error ? `${error.errorType}: ${error.message}` : 'ok';
    }
    for (const key of routeKeys) {
      const access = REST_ACCESS[key];
      if (!access) continue;
      const answer = await rest(key, await holdingToken(access));
      answered[key] = answer.statusCode < 300 ? 'ok' : `${answer.statusCode}: ${answer.body.slice(0, 120)}`;
    }
    const connected = await connect(await holdingToken(REALTIME_CONNECT_ACCESS), 'c-holding');
    answered.$connect =
      typeof connected === 'object' && connected.statusCode === 200 ? 'ok' : JSON.stringify(connected);
    const outcome = (answer: string) => (DOMAIN_ANSWER.test(answer) ? 'domain' : answer === 'ok' ? 'ok' : answer);
    const expected = Object.fromEntries(
      [...fieldKeys, ...routeKeys, '$connect'].map((key) => [key, key in OWNER_DOMAIN_ERRORS ? 'domain' : 'ok']),
    );
    expect(Object.fromEntries(Object.entries(answered).map(([key, answer]) => [key, outcome(answer)]))).toEqual(
      expected,
    );
    expect(Object.keys(answered)).toHaveLength(fieldKeys.length + routeKeys.length + 1);
  });

  /**
   * Two factorings sharing CLIENT and DEUDOR (core-platform §6, client-detail.md): A holds CLIENT's clave and its files
   * (tax folder, statute, TGR statement with a viewer session), B only an invoice of it; each holds one invoice of
   * CLIENT to DEUDOR in each role. Seeded last, after the owner's run saw no client database.
   */
  describe('two factorings sharing a client and a debtor', () => {
    const clientRoutes = routeKeys.filter((key) => {
      const call = REST_CALLS[key]?.(B);
      return JSON.stringify([call?.params, call?.query]).includes(CLIENT);
    });
    const listKeys = [
      ...fieldKeys.filter((key) => key.startsWith('Query.')).map((key) => [key, GRAPHQL_ACCESS[key]] as const),
      ...routeKeys.map((key) => [key, REST_ACCESS[key]] as const),
    ]
      .filter(([, access]) => access?.kind === 'flag' && access.anyOf.some((flag) => LIST_FLAGS.includes(flag)))
      .map(([key]) => key);
    const files = () => new S3CompanyFiles(local.engines.s3, local.config.buckets.documents);
    const tgr = () => new TgrStore(local.engines.s3, local.config.buckets.documents);
    let sessionOfA = '';

    beforeAll(async () => {
      const doc = createDynamoDocumentClient(local.config);
      const dbs = new ClientDbObjects(local.engines.s3, local.config.buckets.documents);
      await dbs.put(clientDbKey(systemScope(A), CLIENT), new Uint8Array([1]), 'a');
      await dbs.put(clientDbKey(systemScope(B), CLIENT), new Uint8Array([2]), 'b');
      const scopeOfA = systemScope(A);
      for (const name of [taxFolderFileName, statuteFileName, statuteDataFileName])
        await files().put(scopeOfA, CLIENT, name(CLIENT), A_FILE);
      await tgr().putCartola(scopeOfA, CLIENT, { bytes: A_FILE, fechaEmision: '2026-11-02 10:00:00' });
      const session = await rest('POST /api/tgr/create-session/{rut}', tokens.owner);
      sessionOfA = (JSON.parse(session.body) as { sessionId: string }).sessionId;
      await new FactoringRepository(doc, local.config.tables.factorings).put({
        rut: B,
        razonSocial: 'OTRO FACTORING S.A.',
        features: ALL_SWITCHES_ON,
        acceso: SUBSCRIBED,
      });
      // A returns HELD, so that its envíos hold one of the shared client's documents.
      await gql('Mutation.devolverCesiones', tokens.owner);
      const cessions = new CessionRepository(doc, local.config.tables.cessions);
      const emisora = { rut: CLIENT, razonSocial: 'EMISORA LIMITADA' };
      for (const [rutFactoring, folios] of Object.entries(SHARED_FOLIOS))
        for (const [role, folio] of Object.entries(folios) as [SiiRole, number][])
          await cessions.upsert(
            systemScope(rutFactoring),
            cessionRecord({
              rutFactoring,
              role,
              folio,
              emisor: emisora,
              cedente: emisora,
              deudor: { rut: DEUDOR, razonSocial: 'DEUDORA S.A.' },
              cesionario: { rut: rutFactoring, razonSocial: 'FACTORING' },
              aecKey: `aec/${CLIENT}/33/${folio}/SEQ-1.xml`,
            }),
          );
    });

    it('lists every client-file route and every cession list, and nothing else', () => {
      expect(Object.keys(SHARED_CLIENT_ANSWERS).toSorted()).toEqual(clientRoutes.toSorted());
      expect([...Object.keys(CESSION_LISTS), ...Object.keys(NOT_CESSION_LISTS)].toSorted()).toEqual(
        listKeys.toSorted(),
      );
    });

    it("gives B the not-available state of the shared client on every client-file route, never A's file", async () => {
      const answers: Record<string, { status: number; body: unknown }> = {};
      for (const key of clientRoutes) {
        // B even brings A's TGR viewer session: it opens nothing of B's.
        const answer = await rest(key, tokens.intruder, B, { session: sessionOfA });
        expect(answer.body, key).not.toContain(A);
        expect(answer.body, key).not.toContain('archivo de A');
        answers[key] = { status: answer.statusCode, body: answer.body ? JSON.parse(answer.body) : null };
      }
      expect(answers).toMatchObject(SHARED_CLIENT_ANSWERS);
      // B's forced update deleted only B's copy: A's files and statement are still there.
      expect(await tgr().getCartola(systemScope(A), CLIENT)).toMatchObject({ bytes: A_FILE });
      expect(JSON.parse((await rest('GET /api/files/check/{rut}', tokens.owner)).body)).toMatchObject({
        data: { exists: true },
      });
    });

    it('shows each factoring only its own cessions of the shared client and debtor on every cession list', async () => {
      const seen: Record<string, { A: number[]; B: number[] }> = {};
      for (const [key, list] of Object.entries(CESSION_LISTS)) {
        const folios = async (f: string, token: string) => {
          const answer = key.includes(' ')
            ? JSON.parse((await rest(key, token, f)).body)
            : await gql(key, token, f, list.selection);
          return foliosIn(answer).toSorted((x, y) => x - y);
        };
        seen[key] = { A: await folios(A, tokens.owner), B: await folios(B, tokens.intruder) };
      }
      expect(seen).toEqual(
        Object.fromEntries(Object.entries(CESSION_LISTS).map(([key, list]) => [key, { A: list.A, B: list.B }])),
      );
    });
  });
});
