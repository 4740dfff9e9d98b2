/**
 * Where the jobs get their SII sessions, chosen by configuration at the edge (ARCHITECTURE.md: adapters differ,
 * services do not): the SII web client with each company's own credentials (AWS and local mode), or a directory of
 * SII files (tests and replays), which has no logins and no client sessions.
 */
import { WRONG_CLAVE_MESSAGE } from '@domain/credentials/messages';
import type { DocumentKey } from '@domain/document-key';
import type { StoredCredentialSource } from './credential-source';
import type { ClaveSubject } from '../store/credential-repository';
import { companyGateway } from './company-gateway';
import { FileSiiGateway } from './file-source';
import type { AnswerArchive } from './web/answer-archive';
import type { ClientSiiSession, LoginResult, SiiSessionGateway } from './web/client-api';
import type { FactoringSiiGateway } from './web/factoring-gateway';
import type { SiiWebClient } from './web/sii-web-client';
import type { FactoringScope } from '../platform/factoring-scope';
import type { PeriodQuery, SiiGateway } from '../platform/sii-port';

/** The SII sessions of the jobs. */
export interface SiiGateways {
  /** True when client companies have sessions of their own (client syncs run); false for a directory of files. */
  readonly syncsClients: boolean;
  /** The gateway of the scope's factoring's refresh run (`now` names its answer archive); close() when it ends. */
  factoring(scope: FactoringScope, now: Date): SiiSessionGateway;
  /** A client company's own session, or null when the factoring holds no usable clave for it; close() after use. */
  client(scope: FactoringScope, rutCliente: string, now: Date): Promise<ClientSiiSession | null>;
  /**
   * The factoring's gateway for acting at the SII (AEC uploads, envío and registry checks) with its stored credentials,
   * or null when the SII is a directory of files (nothing can be sent); close() when done.
   * @throws Error {@link SIN_CERTIFICADO} when the factoring stored no certificate (an AEC is signed with it).
   */
  acting(scope: FactoringScope, now: Date): Promise<FactoringSiiGateway | null>;
}

/** A directory of SII files read as the SII (lambdas/sii/file-source.ts): no session to open or close. */
export class DirectorySiiGateways implements SiiGateways {
  readonly syncsClients = false;
  private readonly files: FileSiiGateway;

  constructor(dir: string) {
    this.files = new FileSiiGateway(dir);
  }

  /** The shared file gateway, its index re-read so files added since the last run are seen. */
  factoring(): SiiSessionGateway {
    const files = this.files;
    const indexed = files.reindex();
    // A listing that fails is reported by the first call that needs it.
    indexed.catch(() => undefined);
    return {
      fetchPeriodAnswers: (query: PeriodQuery) => indexed.then(() => files.fetchPeriodAnswers(query)),
      fetchAec: (dte: DocumentKey) => indexed.then(() => files.fetchAec(dte)),
      fetchEvents: (dte: DocumentKey) => indexed.then(() => files.fetchEvents(dte)),
      fetchReceptionDate: (dte: DocumentKey) => indexed.then(() => files.fetchReceptionDate(dte)),
      close: async () => undefined,
    };
  }

  /** Client answers of a directory come with it (clientes/{rut}/), not from a session. */
  async client(): Promise<null> {
    return null;
  }

  /** A directory of files takes no uploads. */
  async acting(): Promise<null> {
    return null;
  }
}

/** What the web sessions need: the client, the credential store, and an answer archive per run. */
export interface WebSiiGatewaysDeps {
  web: Pick<SiiWebClient, 'factoringGateway' | 'clientSession'>;
  credentials: Pick<StoredCredentialSource, 'factoring' | 'client' | 'recordLogin'>;
  /** A fresh archive for the answers of one run of `scope` (a factoring RUT) started at `now`. */
  archive(scope: string, now: Date): AnswerArchive;
  logger: { error(message: string, data?: Record<string, unknown>): void };
}

/** Spanish text of a factoring run that has no credentials to act with. */
export const SIN_CREDENCIALES =
  'El factoring no ha registrado su certificado digital ni la clave SII de su usuario autorizado (Herramientas → Firma Digital).';

/** Spanish text of an action at the SII by a factoring without a certificate (AECs are signed with it). */
export const SIN_CERTIFICADO =
  'El factoring no ha registrado su certificado digital, con el que se firman los AEC (Herramientas → Firma Digital).';

/** The SII web client with each company's own credentials, every login's outcome recorded in the store. */
export class WebSiiGateways implements SiiGateways {
  readonly syncsClients = true;

  constructor(private readonly deps: WebSiiGatewaysDeps) {}

  /**
   * A gateway that opens the factoring's credentials on its first call (a factoring without any fails that call
   * with {@link SIN_CREDENCIALES}, so the run records it) and closes its session, its archive and the recording of
   * its logins on close().
   */
  factoring(scope: FactoringScope, now: Date): SiiSessionGateway {
    const recorder = this.recorder(scope, { kind: 'registro' });
    let opened: Promise<{ gateway: SiiSessionGateway; archive: AnswerArchive }> | null = null;
    const open = () =>
      (opened ??= this.deps.credentials.factoring(scope).then((credentials) => {
        if (!credentials.certificado && !credentials.clave) throw new Error(SIN_CREDENCIALES);
        const archive = this.deps.archive(scope.rutFactoring, now);
        return { gateway: this.deps.web.factoringGateway(credentials, archive, recorder.onLogin), archive };
      }));
    const use = <T>(call: (gateway: SiiGateway) => Promise<T>) => open().then(({ gateway }) => call(gateway));
    return {
      fetchPeriodAnswers: (query) => use((gateway) => gateway.fetchPeriodAnswers(query)),
      fetchAec: (dte) => use((gateway) => gateway.fetchAec(dte)),
      fetchEvents: (dte) => use((gateway) => gateway.fetchEvents(dte)),
      fetchReceptionDate: (dte) => use((gateway) => gateway.fetchReceptionDate(dte)),
      close: async () => {
        const session = await opened?.catch(() => null);
        if (session) {
          await session.gateway.close();
          await session.archive.close();
        }
        await recorder.settled();
      },
    };
  }

  /**
   * The client's session with its stored clave, or null when there is none usable ('Error Password' is not retried).
   */
  async client(scope: FactoringScope, rutCliente: string, now: Date): Promise<ClientSiiSession | null> {
    const clave = await this.deps.credentials.client(scope, rutCliente);
    if (!clave) return null;
    const recorder = this.recorder(scope, { kind: 'cliente', rutCliente });
    const archive = this.deps.archive(scope.rutFactoring, now);
    const session = this.deps.web.clientSession(rutCliente, clave, archive, recorder.onLogin);
    return {
      fetchPeriodAnswers: (query) => session.fetchPeriodAnswers(query),
      fetchRcv: (query) => session.fetchRcv(query),
      fetchCarpetaTributaria: () => session.fetchCarpetaTributaria(),
      close: async () => {
        await session.close();
        await archive.close();
        await recorder.settled();
      },
    };
  }

  /** The factoring's gateway with its stored credentials; close() logs out, closes its archive and login records. */
  async acting(scope: FactoringScope, now: Date): Promise<FactoringSiiGateway> {
    const credentials = await this.deps.credentials.factoring(scope);
    if (!credentials.certificado) throw new Error(SIN_CERTIFICADO);
    const recorder = this.recorder(scope, { kind: 'registro' });
    const gateway = companyGateway(this.deps, credentials, now, recorder.onLogin);
    const close = gateway.close.bind(gateway);
    return Object.assign(gateway, {
      close: async () => {
        await close();
        await recorder.settled();
      },
    });
  }

  /**
   * Records each login outcome of a stored clave: 'Activo'; a wrong clave 'Error Password' (never tried again until
   * someone enters a new one); a locked clave 'Bloqueada'. Other failures (session limit, SII down) say nothing about
   * the clave and are not recorded. settled() waits for the writes (a failed write is logged).
   */
  private recorder(scope: FactoringScope, subject: ClaveSubject) {
    const writes: Promise<void>[] = [];
    const onLogin = (result: LoginResult): void => {
      const outcome = result.ok
        ? ({ estado: 'Activo' } as const)
        : result.error.code === 'clave-incorrecta'
          ? ({
              estado: 'Error Password',
              mensaje: subject.kind === 'cliente' ? WRONG_CLAVE_MESSAGE : result.error.userMessage,
            } as const)
          : result.error.code === 'clave-bloqueada'
            ? ({ estado: 'Bloqueada', mensaje: result.error.userMessage } as const)
            : null;
      if (!outcome) return;
      writes.push(
        this.deps.credentials.recordLogin(scope, subject, outcome).catch((error: unknown) =>
          this.deps.logger.error('login outcome not recorded', {
            rutFactoring: scope.rutFactoring,
            subject: subject.kind,
            error: String(error),
          }),
        ),
      );
    };
    return { onLogin, settled: async () => void (await Promise.all(writes)) };
  }
}
