import type { GraphqlDeps } from '@lambdas/graphql/types';
import type { RestDeps } from '@lambdas/rest/types';
import { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';

function unused(name: string): () => never {
  return () => {
    throw new Error(`${name} is not used by this test`);
  };
}

/**
 * The store dependencies of the REST and GraphQL routers for tests that never reach them (identity,
 * routing): every call throws, so a test that unexpectedly touches a store fails loudly.
 */
export const UNUSED_STORES: Pick<
  RestDeps,
  | 'cessions'
  | 'factorings'
  | 'documents'
  | 'now'
  | 'siiLogin'
  | 'loginAttempts'
  | 'loginLimits'
  | 'idempotency'
  | 'totpConfirmation'
  | 'totpProofs'
  | 'jobs'
  | 'consultaPrevia'
  | 'consultasMasivas'
  | 'accounts'
  | 'clientNames'
> &
  Pick<
    GraphqlDeps,
    | 'nominas'
    | 'envios'
    | 'recesionarios'
    | 'rechazoDte'
    | 'notificaciones'
    | 'mail'
    | 'webhooks'
    | 'webhookDelivery'
    | 'alertPreferences'
    | 'alerts'
    | 'carteras'
    | 'reportCells'
    | 'radarConfigs'
    | 'certificateIssuers'
  > & {
    credentials: GraphqlDeps['credentials'] & RestDeps['credentials'];
    documents: GraphqlDeps['documents'] & RestDeps['documents'];
    carteras: GraphqlDeps['carteras'] & RestDeps['carteras'];
    alerts: GraphqlDeps['alerts'] & RestDeps['alerts'];
  } = {
  cessions: { query: unused('cessions.query'), findDocument: unused('cessions.findDocument') },
  clientNames: { namesOf: unused('clientNames.namesOf') },
  factorings: { get: unused('factorings.get'), list: unused('factorings.list') },
  documents: {
    getAec: unused('documents.getAec'),
    putDocument: unused('documents.putDocument'),
    signedDownloadUrl: unused('documents.signedDownloadUrl'),
    deleteDocuments: unused('documents.deleteDocuments'),
  },
  now: () => new Date('2019-04-10T12:00:00Z'),
  nominas: { putAll: unused('nominas.putAll'), listForFactoring: unused('nominas.listForFactoring') },
  credentials: {
    putCertificate: unused('credentials.putCertificate'),
    getCertificateInfo: unused('credentials.getCertificateInfo'),
    deleteCertificate: unused('credentials.deleteCertificate'),
    putClave: unused('credentials.putClave'),
    getClaveInfo: unused('credentials.getClaveInfo'),
    recordEstado: unused('credentials.recordEstado'),
    listClients: unused('credentials.listClients'),
    enrolledBy: unused('credentials.enrolledBy'),
  },
  recesionarios: {
    list: unused('recesionarios.list'),
    create: unused('recesionarios.create'),
    update: unused('recesionarios.update'),
    delete: unused('recesionarios.delete'),
  },
  siiLogin: { verifyClave: unused('siiLogin.verifyClave') },
  // No authority accepted: a test that reaches a certificate upload names its own.
  certificateIssuers: new AcceptedIssuers([]),
  loginAttempts: {
    take: unused('loginAttempts.take'),
    mark: unused('loginAttempts.mark'),
    isMarked: unused('loginAttempts.isMarked'),
  },
  loginLimits: { perRutPerHour: 3, perFactoringPerHour: 20 },
  idempotency: {
    claim: unused('idempotency.claim'),
    complete: unused('idempotency.complete'),
    release: unused('idempotency.release'),
  },
  totpConfirmation: { confirm: unused('totpConfirmation.confirm') },
  totpProofs: {
    recordEnrolment: unused('totpProofs.recordEnrolment'),
    recordSessionProof: unused('totpProofs.recordSessionProof'),
  },
  jobs: { send: unused('jobs.send') },
  envios: { claim: unused('envios.claim'), listForFactoring: unused('envios.listForFactoring') },
  reportCells: { builtAt: unused('reportCells.builtAt'), groups: unused('reportCells.groups') },
  consultaPrevia: { consultar: unused('consultaPrevia.consultar') },
  consultasMasivas: {
    create: unused('consultasMasivas.create'),
    list: unused('consultasMasivas.list'),
    finish: unused('consultasMasivas.finish'),
  },
  rechazoDte: { rechazar: unused('rechazoDte.rechazar') },
  notificaciones: {
    getDeudor: unused('notificaciones.getDeudor'),
    putDeudor: unused('notificaciones.putDeudor'),
    recordNotificaciones: unused('notificaciones.recordNotificaciones'),
    listNotificaciones: unused('notificaciones.listNotificaciones'),
  },
  mail: { send: unused('mail.send') },
  alertPreferences: { get: unused('alertPreferences.get'), put: unused('alertPreferences.put') },
  alerts: {
    listForUser: unused('alerts.listForUser'),
    markRead: unused('alerts.markRead'),
    deleteJudicialCases: unused('alerts.deleteJudicialCases'),
  },
  carteras: {
    parties: unused('carteras.parties'),
    party: unused('carteras.party'),
    documentPage: unused('carteras.documentPage'),
    builtAt: unused('carteras.builtAt'),
    limits: unused('carteras.limits'),
    putLimits: unused('carteras.putLimits'),
    judicialFlags: unused('carteras.judicialFlags'),
    deleteJudicialFlag: unused('carteras.deleteJudicialFlag'),
    holders: unused('carteras.holders'),
  },
  radarConfigs: {
    active: unused('radarConfigs.active'),
    named: unused('radarConfigs.named'),
    history: unused('radarConfigs.history'),
    save: unused('radarConfigs.save'),
    deleteNamed: unused('radarConfigs.deleteNamed'),
  },
  accounts: {
    list: unused('accounts.list'),
    create: unused('accounts.create'),
    edit: unused('accounts.edit'),
    delete: unused('accounts.delete'),
    unlink: unused('accounts.unlink'),
    setTemporaryPassword: unused('accounts.setTemporaryPassword'),
    assignExecutives: unused('accounts.assignExecutives'),
    consultations: unused('accounts.consultations'),
    impersonations: unused('accounts.impersonations'),
    recordLogin: unused('accounts.recordLogin'),
    recordConsultation: unused('accounts.recordConsultation'),
  },
  webhooks: {
    listSubscriptions: unused('webhooks.listSubscriptions'),
    getSubscription: unused('webhooks.getSubscription'),
    putSubscription: unused('webhooks.putSubscription'),
    deleteSubscription: unused('webhooks.deleteSubscription'),
    openSecret: unused('webhooks.openSecret'),
    listAttempts: unused('webhooks.listAttempts'),
    recordAttempt: unused('webhooks.recordAttempt'),
  },
  webhookDelivery: { policy: { allowLocalHttp: false }, post: unused('webhookDelivery.post') },
};

/** The nominas table of the GraphQL deps for tests that never reach it: every call throws. */
export const UNUSED_NOMINAS: Pick<GraphqlDeps, 'nominas'> = { nominas: UNUSED_STORES.nominas };
