import type { SqlJsStatic } from 'sql.js';
import { systemScope } from '../access/system-scope';
import type { FactoringScope } from '../platform/factoring-scope';
import type { CredentialRepository } from '../store/credential-repository';
import type { FactoringRepository } from '../store/factoring-repository';
import type { RefreshRun } from '../store/refresh-run-repository';
import type { SiiGateways } from '../sii/sii-gateways';
import { isSiiError } from '../sii/web/errors';
import { buildFactoringClientDbs, type ClientDbBuildDeps } from '../services/client-db/build-factoring-client-dbs';
import type { ClientFileSource } from '../store/client-files/client-files-port';
import type { ClientFileStore } from '../services/client-sync/client-file-store';
import { syncClient } from '../services/client-sync/sync-client';
import { recordClientChanges } from '../services/invoice-changes/record-client-changes';
import { salesRadarEnabled } from '../services/invoice-changes/sales-radar-enabled';
import type { InvoiceChangeRepository } from '../store/invoice-change-repository';
import type { UserCompanyRepository } from '../store/user-company-repository';
import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import type { PlatformEventPort } from '../services/events/publish-platform-events';
import { syncTaxFolder } from '../services/client-sync/sync-tax-folder';
import { syncCompanyRegistry } from '../services/client-sync/sync-company-registry';
import type { CompanyFiles } from '../store/company-files/company-files-port';
import type { ResRegistry } from '../public-sources/res/res-registry';
import type { JobMessage } from '../services/jobs/job-messages';
import type { JobOutcome, JobServices } from '../services/jobs/job-services';
import { runEnvios, type EnviosDeps } from '../services/envios/run-envios';
import { runConsultaMasiva, type ConsultaMasivaDeps } from '../services/consulta-previa/run-consulta-masiva';
import { refreshFactoring, type RefreshDeps } from '../services/refresh/refresh-factoring';
import { messageOf } from '../services/refresh/run-report';
import { deliverWebhook, type WebhookDeliveryDeps } from '../services/webhooks/deliver-webhook';
import { runSweepJob, type SweepJobDeps } from '../services/judicial/sweep-job';
import { runJudicialWatch, type JudicialWatchDeps } from '../services/judicial/judicial-watch';
import { isWatchHour, watchBudget } from '@domain/judicial/watch';
import { TRIBUNALS } from '@domain/judicial/tribunals';

/** What the platform's jobs use, built once per process (create-job-services.ts) or by a test. */
export interface PlatformJobDeps {
  factorings: Pick<FactoringRepository, 'list'>;
  /** The enrolled client companies; null when the SII is read from files (no client sessions). */
  credentials: Pick<CredentialRepository, 'listClients'> | null;
  gateways: SiiGateways;
  /** The refresh's stores and log (its gateway comes from `gateways` per run). */
  refresh: Omit<RefreshDeps, 'gateway'>;
  /** Days each refresh reads (93 when absent). */
  windowDays?: number;
  /** Tells the open screens of the factoring that its cessions changed (eventoBack); null without a WebSocket API. */
  announce: ((scope: FactoringScope, run: RefreshRun) => Promise<void>) | null;
  /** The store of one factoring's client answers (client syncs write it). */
  clientFiles(rutFactoring: string): Pick<ClientFileStore, 'manifest' | 'putManifest' | 'put' | 'clientFilesWhere'>;
  /** The sales-ledger radar's change records, written from each client sync's answers. */
  invoiceChanges: Pick<InvoiceChangeRepository, 'recordNew' | 'followedSince'>;
  /** The factorings' users and their flags: a client sync asks often for the sales of a factoring with radarVentas. */
  memberships: Pick<UserCompanyRepository, 'listForCompany'>;
  /** Publishes a client sync's cessions to another factoring ('cesion.cedida-otro') to webhooks and alerts. */
  events: PlatformEventPort;
  /** Tells the open screens of the factoring of new change records (eventoBack); null without a WebSocket API. */
  announceInvoiceChanges: ((scope: FactoringScope, records: readonly InvoiceChange[]) => Promise<void>) | null;
  /**
   * Where a client sync stores the client's Carpeta Tributaria PDF (client-sync/sync-tax-folder.ts) and its registry
   * statute (client-sync/sync-company-registry.ts), with their outcomes.
   */
  companyFiles: Pick<CompanyFiles, 'put' | 'read'>;
  /** The Registro de Empresas y Sociedades (the Constitución tab's source). */
  registry: Pick<ResRegistry, 'estado' | 'estatuto'>;
  /** The client database builder's dependencies; `files` per factoring, sql.js loaded on first use. */
  clientDb: Omit<ClientDbBuildDeps, 'files' | 'SQL'> & {
    files(rutFactoring: string): ClientFileSource;
    sql(): Promise<SqlJsStatic>;
  };
  /** The envío job's stores and AEC code (its gateway comes from `gateways.acting`). */
  envios: Omit<EnviosDeps, 'acting' | 'logger'>;
  /**
   * The masivo prior consultation's request store, the consultation itself (in process on the worker) and the mail
   * sender.
   */
  consultaMasiva: Omit<ConsultaMasivaDeps, 'logger'>;
  /** The webhook delivery attempts' stores, HTTP client and retry schedule. */
  webhooks: Omit<WebhookDeliveryDeps, 'logger'>;
  /**
   * The judicial radar's source, store and pacing, the factorings' enrolled clients and Cartera its nightly watch
   * reads, and the shared rate (searches a second) that sizes the watch's ticks.
   */
  judicial: SweepJobDeps & JudicialWatchDeps & { ratePerSecond: number };
  logger: Pick<Console, 'info' | 'warn' | 'error'>;
}

/** Seconds between two ticks of the schedule (the dispatcher's 20-minute rule, infra/jobs.ts). */
const TICK_SECONDS = 20 * 60;

/**
 * The jobs of the 20-minute schedule, independent of the queue that carries them:
 * - a tick asks for a refresh of every factoring and a sync of every client company it enrolled whose clave the
 *   SII has not refused (a refused clave is never tried again until someone enters a new one);
 * - a refresh runs refreshFactoring through the factoring's own SII session (logged out at the end), announces
 *   its changes, and asks for the factoring's client databases;
 * - a client sync gathers, once a day, the company's statute from the Registro de Empresas y Sociedades (public, asked
 *   before the session logs in: client-sync/sync-company-registry.ts), brings the client's answers up to date with its
 *   own session (client-sync/; its current sales on every cycle when a user of the factoring holds radarVentas),
 *   records and announces the sales-ledger radar's changes they show (invoice-changes/) and publishes those that
 *   are cessions to another factoring,
 *   then, once a day, its Carpeta Tributaria (client-sync/sync-tax-folder.ts), and, when it stored a new answer or
 *   IVA history or the SII refused the client's clave, asks for the factoring's client databases (they carry the
 *   client's login state too);
 * - a client-db message builds the factoring's client databases (unchanged clients are skipped);
 * - an envíos message sends the factoring's queued AECs and follows those at the SII (envios/run-envios.ts); a tick
 *   asks for one for every factoring with an envío in flight;
 * - a consulta-masiva message runs one stored masivo prior consultation and e-mails its result
 *   (consulta-masiva/run-consulta-masiva.ts);
 * - a webhook message makes one delivery attempt of a platform event (lambdas/services/webhooks/deliver-webhook.ts),
 *   its retry a delayed follow-up;
 * - a judicial-sweep message sweeps the tribunals for one RUT, once for every factoring (judicial/sweep-job.ts);
 * - at night in Chile (domain/judicial/watch.ts) a tick also asks each factoring's judicial watch to sweep again its
 *   enrolled clients and top debtors by exposure whose records are older than the time to live, most exposure first,
 *   its share of the shared rate (judicial/judicial-watch.ts).
 */
export class PlatformJobServices implements JobServices {
  constructor(private readonly deps: PlatformJobDeps) {}

  /** @throws the stores' errors when the factorings or their clients cannot be listed. */
  async scheduled(now: Date): Promise<JobMessage[]> {
    const messages: JobMessage[] = [];
    const factorings = await this.deps.factorings.list();
    const budget = watchBudget(this.deps.judicial.ratePerSecond, TICK_SECONDS, TRIBUNALS.length, factorings.length);
    for (const factoring of factorings) {
      const scope = systemScope(factoring.rut);
      messages.push({ kind: 'refresh', rutFactoring: factoring.rut });
      if (isWatchHour(now)) messages.push({ kind: 'judicial-watch', rutFactoring: factoring.rut, budget });
      if ((await this.deps.envios.envios.listForFactoring(scope, true)).length > 0) {
        messages.push({ kind: 'envios', rutFactoring: factoring.rut });
      }
      if (!this.deps.gateways.syncsClients || !this.deps.credentials) continue;
      for (const client of await this.deps.credentials.listClients(scope)) {
        if (client.claveGuardada && client.estado !== 'Error Password') {
          messages.push({ kind: 'client-sync', rutFactoring: factoring.rut, rutCliente: client.rutCliente });
        }
      }
    }
    return messages;
  }

  /**
   * Runs one message for the factoring it names, under a systemScope: a job has no user, and its messages are queued
   * only by the platform itself (the schedule, a request that resolved its tenant, a job's follow-up).
   * @throws a store's error when the job could not even be attempted.
   */
  async run(message: JobMessage, now: Date): Promise<JobOutcome> {
    const scope = systemScope(message.rutFactoring);
    switch (message.kind) {
      case 'refresh':
        return this.refresh(scope, now);
      case 'client-sync':
        return this.syncClient(scope, message.rutCliente, now);
      case 'client-db':
        return this.buildClientDbs(scope, now);
      case 'envios':
        return runEnvios(
          { ...this.deps.envios, acting: (...args) => this.deps.gateways.acting(...args), logger: this.deps.logger },
          scope,
          now,
        );
      case 'consulta-masiva':
        return runConsultaMasiva({ ...this.deps.consultaMasiva, logger: this.deps.logger }, scope, message.requestId);
      case 'webhook':
        return deliverWebhook({ ...this.deps.webhooks, logger: this.deps.logger }, scope, message, now);
      case 'judicial-sweep':
        return runSweepJob(this.deps.judicial, message.rut);
      case 'judicial-watch':
        return runJudicialWatch(this.deps.judicial, scope, message.budget, now);
    }
  }

  private async refresh(scope: FactoringScope, now: Date): Promise<JobOutcome> {
    const { rutFactoring } = scope;
    const gateway = this.deps.gateways.factoring(scope, now);
    let run: RefreshRun;
    try {
      run = await refreshFactoring({ ...this.deps.refresh, gateway }, { scope, now, windowDays: this.deps.windowDays });
    } finally {
      await gateway.close();
    }
    if (run.status === 'failed') return { status: 'failed', followUps: [] };
    await this.deps
      .announce?.(scope, run)
      .catch((error: unknown) =>
        this.deps.logger.error('eventoBack push failed', { rutFactoring, error: messageOf(error) }),
      );
    return { status: run.status, followUps: [{ kind: 'client-db', rutFactoring }] };
  }

  private async syncClient(scope: FactoringScope, rutCliente: string, now: Date): Promise<JobOutcome> {
    const { rutFactoring } = scope;
    const session = await this.deps.gateways.client(scope, rutCliente, now);
    if (!session) return { status: 'skipped', followUps: [] };
    const followUps: JobMessage[] = [{ kind: 'client-db', rutFactoring }];
    try {
      // Public data, asked first and without the clave: a refused clave does not keep the statute out of date.
      const registry = await syncCompanyRegistry(
        { companyFiles: this.deps.companyFiles, registry: this.deps.registry },
        { scope, rutCliente, now },
      );
      if (registry.status === 'failed')
        this.deps.logger.warn('client registry statute failed', {
          rutFactoring,
          rutCliente,
          message: registry.message,
        });
      const store = this.deps.clientFiles(rutFactoring);
      const salesRadar = await salesRadarEnabled(this.deps.memberships, scope);
      const result = await syncClient({ store, session }, { rutCliente, now, salesRadar });
      for (const failure of result.failures.slice(0, 5))
        this.deps.logger.warn('client sync answer failed', { rutFactoring, rutCliente, ...failure });
      this.deps.logger.info('client sync', {
        rutFactoring,
        rutCliente,
        asked: result.asked,
        stored: result.stored,
        failures: result.failures.length,
      });
      await this.recordChanges(store, scope, rutCliente, now);
      const carpeta = await syncTaxFolder(
        { store, companyFiles: this.deps.companyFiles, session },
        { scope, rutCliente, now },
      );
      if (carpeta.status === 'failed')
        this.deps.logger.warn('client tax folder failed', { rutFactoring, rutCliente, message: carpeta.message });
      const failed = result.failures.length > 0 || carpeta.status === 'failed' || registry.status === 'failed';
      const changed = result.stored > 0 || (carpeta.status === 'stored' && carpeta.historyChanged);
      return { status: failed ? 'partial' : 'ok', followUps: changed ? followUps : [] };
    } catch (error) {
      // A refused clave was recorded by the session's login hook: the client list must show it.
      if (!isSiiError(error)) throw error;
      this.deps.logger.warn('client sync stopped by the SII', { rutFactoring, rutCliente, code: error.code });
      return { status: 'failed', followUps };
    } finally {
      await session.close();
    }
  }

  /**
   * Records the sales-ledger radar's changes of the client's answers in `files` (the store the sync just wrote),
   * announces them and publishes the cessions among them to another factoring since it followed the client
   * ('cesion.cedida-otro': webhooks, alerts); a failure is logged, never fatal to the sync (the next sync finds the
   * same changes: they are recorded once, so an event whose publication failed after its record was written is not
   * raised again).
   */
  private async recordChanges(
    files: Pick<ClientFileStore, 'clientFilesWhere'>,
    scope: FactoringScope,
    rutCliente: string,
    now: Date,
  ): Promise<void> {
    const { rutFactoring } = scope;
    try {
      const changes = await recordClientChanges(
        { files, changes: this.deps.invoiceChanges },
        { scope, rutCliente, now },
      );
      for (const problem of changes.problems.slice(0, 5))
        this.deps.logger.warn('invoice changes answer unread', { rutFactoring, rutCliente, problem });
      if (changes.recorded.length > 0) await this.deps.announceInvoiceChanges?.(scope, changes.recorded);
      if (changes.cededElsewhere.length > 0) await this.deps.events.publish(scope, changes.cededElsewhere);
    } catch (error) {
      this.deps.logger.error('invoice changes failed', { rutFactoring, rutCliente, error: messageOf(error) });
    }
  }

  private async buildClientDbs(scope: FactoringScope, now: Date): Promise<JobOutcome> {
    const { files, sql, ...builder } = this.deps.clientDb;
    const report = await buildFactoringClientDbs(
      { ...builder, SQL: await sql(), files: files(scope.rutFactoring) },
      { scope, now },
    );
    return { status: report.failed.length > 0 ? 'partial' : 'ok', followUps: [] };
  }
}
