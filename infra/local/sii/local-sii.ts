/**
 * The local SII: an HTTP server (palena, ws1, zeusr, www4 and misiir in one) and an HTTPS server asking for a client
 * certificate (herculesr, the certificate login) that speak the SII's real interfaces over a directory of SII files,
 * so the SII web client that runs on AWS runs locally against it (the wire contract of
 * notes/live-sii-design.md; ../shared/SII-PROTOCOLS.md §2-§9). `npm start` and the tests start it.
 */
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { normalizeRut } from '@domain/rut';
import type { SiiHosts } from '@lambdas/platform/sii-settings';
import { listenLocal } from '../http-server';
import { aecDownloadRoutes } from './aec-download';
import { aecUploadRoutes } from './aec-upload';
import { EnvioLedger } from './envio-ledger';
import { resolveBehaviour } from './behaviour';
import type { SiiContext } from './context';
import { FaultDice } from './fault-dice';
import { periodQueryRoutes } from './period-query';
import { portalLoginRoutes } from './portal-login';
import { credentialsOf, provisionState } from './provision';
import { rcvExportRoutes } from './rcv-export';
import { carpetaTributariaRoutes } from './carpeta-tributaria';
import { registroReclamoRoutes } from './registro-reclamo';
import { representationRoutes } from './representation';
import { createRouter, type Route } from './router';
import { rpetcConsultaRoutes } from './rpetc-consulta';
import { seedTokenRoutes } from './seed-token';
import { SessionStore } from './session-store';
import { SiiFiles } from './sii-files';
import { writeState } from './state-file';
import { TokenStore } from './token-store';
import type { LocalSii, LocalSiiOptions, LocalSiiRequestLogEntry } from './types';
import { UserRegistry } from './user-registry';

export type * from './types';

/** Requests kept in the log; older ones are dropped (a long `npm start` would otherwise grow without end). */
const MAX_LOGGED_REQUESTS = 100_000;

/**
 * Starts the local SII on 127.0.0.1: reads or creates its state (CA, users, claves, certificates) in `stateDir`,
 * indexes `siiDir` and listens on `port` (HTTP) and `tlsPort` (HTTPS), free ports when 0 or absent.
 * @returns the hosts to point the SII web client at, the CA to trust, the credentials it issued, the controls and
 *   stop().
 * @throws RangeError for a behaviour out of range; the filesystem error when `stateDir` cannot be written or `siiDir`
 *   listed; the listen error (e.g. EADDRINUSE).
 */
export async function startLocalSii(options: LocalSiiOptions): Promise<LocalSii> {
  const log = options.log ?? (() => undefined);
  const behaviour = resolveBehaviour(options.behaviour);
  const state = provisionState(options.stateDir, options.companies, new Date(), log);
  const files = new SiiFiles(options.siiDir);
  await files.reindex();
  const clock = () => Date.now();
  const dice = new FaultDice(behaviour.faults);
  const requestLog: LocalSiiRequestLogEntry[] = [];
  const ctx: Omit<SiiContext, 'hosts'> = {
    caPem: state.ca.certPem,
    behaviour,
    users: new UserRegistry(state.users, () => writeState(options.stateDir, state)),
    sessions: new SessionStore(() => behaviour, clock),
    tokens: new TokenStore(() => behaviour, clock),
    files,
    envios: new EnvioLedger(options.stateDir),
    taxpayers: new Set(
      [...options.companies.factorings, ...options.companies.clients, ...(options.companies.taxpayers ?? [])].map((c) =>
        normalizeRut(c.rut),
      ),
    ),
    now: () => new Date(clock()),
    log,
  };

  const http = createServer();
  const https = createHttpsServer({
    key: state.tls.keyPem,
    cert: state.tls.certPem,
    ca: [state.ca.certPem],
    requestCert: true,
    // Refusals are the SII's ERR pages (36 expired, 37 invalid), not TLS alerts: the handler judges the certificate.
    rejectUnauthorized: false,
  });
  const httpHost = await listenLocal(http, options.port ?? 0);
  const tlsHost = await listenLocal(https, options.tlsPort ?? 0).catch(async (error: unknown) => {
    await httpHost.stop();
    throw error;
  });
  const hosts = localHosts(httpHost.port, tlsHost.port);
  const router = createRouter(routes({ ...ctx, hosts }), dice, {
    record: (entry) => {
      requestLog.push(entry);
      if (requestLog.length > MAX_LOGGED_REQUESTS) requestLog.splice(0, requestLog.length - MAX_LOGGED_REQUESTS);
    },
    log,
  });
  http.on('request', router);
  https.on('request', router);
  log(`SII local escuchando en ${httpHost.url} y ${hosts.portalCertificado} (certificado)`);

  return {
    hosts,
    caPem: state.ca.certPem,
    get credentials() {
      return credentialsOf(state, options.companies);
    },
    control: {
      setClave: (rut, clave) => ctx.users.setClave(rut, clave),
      expireSessions: () => ctx.sessions.clear(),
      expireTokens: () => ctx.tokens.expireAll(),
      setFaults: (faults) => dice.set(faults),
      reindex: () => files.reindex(),
      openSessions: (rut) => ctx.sessions.live(normalizeRut(rut)),
      requests: () => [...requestLog],
      resetRequests: () => {
        requestLog.length = 0;
      },
    },
    stop: async () => {
      await Promise.all([httpHost.stop(), tlsHost.stop()]);
    },
  };
}

/**
 * Every SII host on the HTTP port, the certificate login on the TLS port. The TLS host is 127.0.0.1 as well (its
 * certificate names IP:127.0.0.1 and DNS:localhost): the session cookies of a certificate login are host-only, and a
 * cookie jar sends cookies set by one host name to that name only, so the RTC CGIs on 127.0.0.1 receive them only
 * when the login happened on 127.0.0.1 too (the real SII shares them through Domain=.sii.cl).
 */
function localHosts(port: number, tlsPort: number): SiiHosts {
  const base = `http://127.0.0.1:${port}`;
  return {
    palena: base,
    reclamo: base,
    portalClave: base,
    portalCertificado: `https://127.0.0.1:${tlsPort}`,
    rcv: base,
    cte: base,
    referencia: `${base}/cgi_misii/siihome.cgi`,
  };
}

function routes(ctx: SiiContext): Route[] {
  return [
    ...portalLoginRoutes(ctx),
    ...representationRoutes(ctx),
    ...seedTokenRoutes(ctx),
    ...periodQueryRoutes(ctx),
    ...aecDownloadRoutes(ctx),
    ...aecUploadRoutes(ctx),
    ...registroReclamoRoutes(ctx),
    ...rpetcConsultaRoutes(ctx),
    ...rcvExportRoutes(ctx),
    ...carpetaTributariaRoutes(ctx),
  ];
}
