/**
 * The DynamoDB tables of the platform, defined once and read by the CDK stack (infra/data.ts) and by
 * local mode (infra/local/dynamodb.ts) so both create exactly the same keys and indexes
 * (ARCHITECTURE.md, practice 4). Shapes follow the queries of core-platform.md §7 and client-radar.md §7.
 */

export type AttributeType = 'S' | 'N';

export interface KeyDefinition {
  name: string;
  type: AttributeType;
}

export interface IndexDefinition {
  indexName: string;
  partitionKey: KeyDefinition;
  sortKey?: KeyDefinition;
}

export interface TableDefinition {
  partitionKey: KeyDefinition;
  sortKey?: KeyDefinition;
  globalSecondaryIndexes: IndexDefinition[];
  /** Epoch-seconds attribute after which DynamoDB deletes the item by itself (AWS only; dynalite keeps it). */
  timeToLiveAttribute?: string;
  /**
   * The code reads the whole table (a paginated Scan): the only tables whose readers are granted dynamodb:Scan
   * (infra/narrow-grants.ts); every other table is read by key, query or index.
   */
  readWhole?: true;
  /**
   * The code writes the table's items with PutItem alone, never an update, a delete or a batch write (an audit trail, a
   * history of runs): its writers are granted dynamodb:PutItem only (infra/narrow-grants.ts), so no function's role can
   * delete or rewrite records in place.
   */
  putOnly?: true;
}

export type LogicalTableName =
  | 'cessions'
  | 'factorings'
  | 'userCompanies'
  | 'refreshRuns'
  | 'connections'
  | 'clientExecutives'
  | 'announcements'
  | 'nominas'
  | 'credentials'
  | 'leases'
  | 'envios'
  | 'recesionarios'
  | 'mails'
  | 'mailSuppressions'
  | 'consultasMasivas'
  | 'notificaciones'
  | 'userActivity'
  | 'platformEvents'
  | 'webhooks'
  | 'alertPreferences'
  | 'alerts'
  | 'impersonationAudit'
  | 'carteras'
  | 'invoiceChanges'
  | 'judicialRecords'
  | 'radarConfigs';

/** Name of the GSI that finds every stored cession row of one document (used by folio filters and upserts). */
export const CESSIONS_BY_DOCUMENT_INDEX = 'byDocument';

/** Name of the GSI that finds a sent e-mail's record by its transport message id (SES delivery events). */
export const MAILS_BY_MESSAGE_ID_INDEX = 'byMessageId';

/** Name of the sparse GSI of the platform events not yet handed to every sink, by factoring. */
export const PLATFORM_EVENTS_PENDING_INDEX = 'pendientes';

/** Name of the GSI of the impersonation audit by the user seen as (the account's history in 'Cuentas'). */
export const IMPERSONATION_AUDIT_BY_TARGET_INDEX = 'byTarget';

/** Name of the GSI that lists the open WebSocket connections of one factoring (eventoBack pushes). */
export const CONNECTIONS_BY_FACTORING_INDEX = 'byFactoring';

export const TABLES: Record<LogicalTableName, TableDefinition> = {
  /**
   * One item per factoring, role and cession. pk '{rutFactoring}#{role}'; sk
   * '{fechaCesion yyyy-MM-dd HH:mm}#{rutEmisor}#{tipoDTE}#{folio}#{idSecuencia}' so a date window is one
   * Query with BETWEEN. docKey '{rutFactoring}#{role}#{rutEmisor}#{tipoDTE}#{folio}' serves folio look-ups.
   */
  cessions: {
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [
      {
        indexName: CESSIONS_BY_DOCUMENT_INDEX,
        partitionKey: { name: 'docKey', type: 'S' },
        sortKey: { name: 'sk', type: 'S' },
      },
    ],
  },
  /**
   * One item per factoring (rut): razonSocial and its feature settings. Read whole by the jobs that visit every
   * factoring and by the platform administrator's usage screen (FactoringRepository.list).
   */
  factorings: {
    partitionKey: { name: 'rut', type: 'S' },
    globalSecondaryIndexes: [],
    readWhole: true,
  },
  /**
   * The companies each user may act for: pk username, sk rutEmpresa. GSI 'byEmpresa' (pk rutEmpresa, sk username)
   * lists the users of one company (api/registered-users; user-company-repository.ts names it).
   */
  userCompanies: {
    partitionKey: { name: 'username', type: 'S' },
    sortKey: { name: 'rutEmpresa', type: 'S' },
    globalSecondaryIndexes: [
      {
        indexName: 'byEmpresa',
        partitionKey: { name: 'rutEmpresa', type: 'S' },
        sortKey: { name: 'username', type: 'S' },
      },
    ],
  },
  /** One item per refresh run of a factoring: pk rutFactoring, sk startedAt (ISO instant). */
  refreshRuns: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'startedAt', type: 'S' },
    globalSecondaryIndexes: [],
    putOnly: true,
  },
  /**
   * Open WebSocket connections of the eventoBack channel: pk connectionId; GSI by rutFactoring; gone at the token's
   * expiry.
   */
  connections: {
    partitionKey: { name: 'connectionId', type: 'S' },
    timeToLiveAttribute: 'expiresAt',
    globalSecondaryIndexes: [
      {
        indexName: CONNECTIONS_BY_FACTORING_INDEX,
        partitionKey: { name: 'rutFactoring', type: 'S' },
        sortKey: { name: 'connectionId', type: 'S' },
      },
    ],
  },
  /**
   * Executives assigned to each client of a factoring: pk rutFactoring, sk rutCliente; `ejecutivos` a string set of
   * e-mails.
   */
  clientExecutives: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'rutCliente', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * Announcements of the client list banner (client-radar.md §3): pk audience ('*' for everyone, or a factoring's
   * RUT), sk id ('{date yyyy-MM-dd}#{n}', newest last); attributes text and date.
   */
  announcements: {
    partitionKey: { name: 'audience', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * The payroll ('nómina') each factoring loads from its back office (core-platform §3 "Nomina row", §7 createNomina):
   * pk rutFactoring, sk '{rutClient}#{rutDebtor}#{folio}' (domain/nomina/nomina-row.ts nominaKey), so a list
   * request reads the whole nómina with one Query; attributes rutClient, rutDebtor, folio, estado, cargadaEn (ISO).
   */
  nominas: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * The SII credentials each factoring entered: pk rutFactoring, sk 'certificado',
   * 'registro' (its authorized user's clave) or 'cliente#{rutCliente}' (a client company's clave). Each item holds
   * public facts readable by the API (holder, expiry, login state) and the secret sealed by envelope encryption,
   * which only the functions that talk to the SII can open (lambdas/store/credential-repository.ts).
   */
  credentials: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * Leases that keep two runs of the same work from overlapping (a factoring's refresh, a client's SII sync):
   * pk lease ('refresh#{rutFactoring}', ...), attributes owner and expiresAt (epoch seconds), taken with a
   * conditional write (lambdas/store/lease-repository.ts).
   */
  leases: {
    partitionKey: { name: 'lease', type: 'S' },
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * The last AEC the platform sent to the SII for each document: pk rutFactoring, sk
   * '{rutEmisor}#{tipoDTE}#{folio}' (one item per document, so a conditional put keeps one pending envío per document),
   * attributes estado, trackId, estadoSii, glosa, tipoAccion, rutCesionario, seq, aecKey and instants
   * (lambdas/store/envio-repository.ts).
   */
  envios: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * The recessionaries (re-cesionarios) of each factoring (core-platform §2, §3 "Factoring / recessionary"): pk
   * rutFactoring, sk rut (the recessionary's, 'NNNNNNNN-D'); attributes razonSocial, direccion, email. One Query lists
   * a factoring's; creation, edition and deletion are conditional single-item writes
   * (lambdas/store/recesionario-repository.ts).
   */
  recesionarios: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'rut', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * Every e-mail the platform sent or tried to send (lambdas/store/mail-repository.ts): pk rutFactoring, sk
   * '{ISO instant}#{messageId}'; attributes messageId, kind, to, subject, estado ('enviado', 'suprimido', 'fallido',
   * then on AWS 'entregado', 'rebotado' or 'queja' from SES events), error. GSI byMessageId finds the record an SES
   * event is about.
   */
  mails: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [{ indexName: MAILS_BY_MESSAGE_ID_INDEX, partitionKey: { name: 'messageId', type: 'S' } }],
  },
  /**
   * Addresses no e-mail is sent to (hard bounces and complaints): pk email (lower case); attributes motivo, desde
   * (ISO).
   */
  mailSuppressions: {
    partitionKey: { name: 'email', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * The masivo prior consultations of each factoring (core-platform §7 consultapreviaasincrono): pk
   * rutFactoring, sk id '{ISO instant}#{uuid}' (newest last, so the history is one backwards Query); attributes
   * solicitadaPor, email, dtes, estado, conteo, creadaEn, terminadaEn, error
   * (lambdas/store/consulta-masiva-repository.ts).
   */
  consultasMasivas: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * Debtor notifications (core-platform §3 "Debtor", §4 "Notification success";
   * lambdas/store/notificacion-repository.ts): pk rutFactoring, sk 'deudor#{rutDeudor}' (the e-mails remembered for the
   * debtor) or 'notificado#{cesion|recesion}#{rutEmisor}#{tipo}#{folio}' (when, to whom and by which mail a document
   * was notified).
   */
  notificaciones: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * What each user did, for 'Cuentas' (core-platform §3 "Login info", "Consultation"): pk username, sk 'perfil'
   * (lastLogin ISO, empresasConsultadas a string set of '{rutFactoring}#{rut}') or
   * 'consulta#{ISO instant}#{rutFactoring}#{rut}' (one client-detail open: rutFactoring, rut, timestamp), so a user's
   * history is one backwards Query (lambdas/store/user-activity-repository.ts); or
   * 'informe-mensual#{rutFactoring}#{yyyy-MM}' (that month's report e-mailed to the user, written once with a
   * condition, lambdas/store/monthly-report-repository.ts).
   */
  userActivity: {
    partitionKey: { name: 'username', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * The platform events already published (lambdas/services/events/publish-platform-events.ts): pk id (the event's
   * deterministic id, domain/platform-events/platform-event.ts), attributes tipo, rutFactoring, publicadoEn (ISO) and
   * expiresAt; a conditional put records each id once, so a repeated refresh hands nothing twice to the sinks. Until
   * the sinks had it, a record also holds the event itself and `pendienteDe` (its factoring's RUT), which puts it in
   * the sparse GSI 'pendientes' (pk pendienteDe, sk publicadoEn) that later runs read to hand on what a dead run left.
   */
  platformEvents: {
    partitionKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [
      {
        indexName: PLATFORM_EVENTS_PENDING_INDEX,
        partitionKey: { name: 'pendienteDe', type: 'S' },
        sortKey: { name: 'publicadoEn', type: 'S' },
      },
    ],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * Webhooks of each factoring (core-platform §2 "Webhooks", §3 "Webhook"; lambdas/store/webhook-repository.ts): pk
   * rutFactoring; sk 'suscripcion#{tipo}' for the subscription to one event type (url, the sealed signing secret,
   * email, tipoActor, instants) and 'entrega#{tipo}#{ISO instant}#{deliveryId}#{attempt}' for each delivery attempt
   * (status code, error, duration; expiresAt after 30 days), so one Query lists a webhook's log newest first.
   */
  webhooks: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * What each user wants to hear about each factoring's events (lambdas/store/alert-preference-repository.ts):
   * pk username (Cognito), sk rutFactoring; attribute preferencias (a map per alert type of email, app, resumen).
   */
  alertPreferences: {
    partitionKey: { name: 'username', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * The alerts of each user (lambdas/store/alert-repository.ts): pk '{username}#{rutFactoring}', sk
   * '{creadaEn ISO}#{eventId}' (a day is one BETWEEN); attributes tipo, titulo, detalle, documento, fecha, leida,
   * enApp, enResumen, expiraEn. The daily digest's once-a-day marks live in their own partitions
   * 'resumen#{username}#{rutFactoring}', sk the day 'yyyy-MM-dd'. Items expire after 90 days.
   */
  alerts: {
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiraEn',
  },
  /**
   * Every action an administrator took while seeing as another user (core-platform §1 impersonation):
   * pk adminUsername, sk '{ISO instant}#{uuid}'; attributes adminEmail, targetUsername, targetEmail, action,
   * rutFactoring, outcome (lambdas/store/impersonation-audit-repository.ts). The byTarget index gives one seen user's
   * actions newest first.
   */
  impersonationAudit: {
    partitionKey: { name: 'adminUsername', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [
      {
        indexName: IMPERSONATION_AUDIT_BY_TARGET_INDEX,
        partitionKey: { name: 'targetUsername', type: 'S' },
        sortKey: { name: 'id', type: 'S' },
      },
    ],
    putOnly: true,
  },
  /**
   * 'Cartera', kept by the refresh: pk rutFactoring; sk 'party#{deudor|cedente}#{rut}' (one
   * aggregate per debtor and cedente of the held portfolio, domain/cartera/party-aggregate.ts),
   * 'doc#{deudor|cedente}#{rut}#{cession sk}' (one drill-down line per held document under each of its two parties),
   * 'meta' (when the aggregates were first built) and 'limites' (the concentration limits the factoring sets)
   * (lambdas/store/cartera-repository.ts); beside them the cells of 'Reportes', also kept by the refresh:
   * 'reporte#{yyyy-MM}#{rut cedente}#{rut deudor}' (the acquired documents of a month, cedente and debtor by cell,
   * domain/reportes/report-cell.ts) and 'reporte-meta' (when they were first built)
   * (lambdas/store/report-cell-repository.ts).
   */
  carteras: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
  },
  /**
   * The sales-ledger radar's change records of each factoring (client-radar.md §3 'Invoice change record';
   * lambdas/store/invoice-change-repository.ts): pk rutFactoring; sk 'cambio#{id, 12 digits}' (one record, so a
   * poll after an id is one Query), 'visto#{change key}' (marks a document's event as recorded, with its id; expires
   * by expiresAt once no sync can find it again), 'seguido#{rutCliente}' (when the factoring started following the
   * client: its cessions before then raise no alert) and 'contador' (the last id given, and the id ranges the writers
   * still hold, so a poll's lastId does not pass a record yet to be written).
   */
  invoiceChanges: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * The judicial radar's records of each RUT (lambdas/store/judicial-sweep-store.ts): pk rut; sk 'barrido' (the one
   * sweep of the RUT every factoring reads: state and records as JSON) and 'consulta#{rutFactoring}' (a factoring's
   * query record of the RUT), each deleted by DynamoDB once `expiresAt` passes.
   */
  judicialRecords: {
    partitionKey: { name: 'rut', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * The KPI radar configuration of each factoring (client-radar.md §3 'Radar configuration'): pk rutFactoring; sk
   * 'activa' (the one the radar follows), 'nombrada#{name}' (its named configurations) and
   * 'historial#{ISO instant}#{id}' (who saved or deleted what, when; lambdas/store/radar-config-repository.ts).
   */
  radarConfigs: {
    partitionKey: { name: 'rutFactoring', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [],
  },
};
