/**
 * The public shapes of the local SII (infra/local/sii/local-sii.ts): what starts it, how it misbehaves, the
 * credentials it issued and the controls tests and benchmarks use. The protocols it speaks are the SII's own
 * (../shared/SII-PROTOCOLS.md §2-§9 and the wire contract of notes/live-sii-design.md).
 */
import type { SiiHosts } from '@lambdas/platform/sii-settings';

/** A company the local SII knows: RUT 'NNNNNNNN-D' and razón social. */
export interface LocalSiiCompany {
  rut: string;
  razonSocial: string;
}

/** What {@link startLocalSii} takes. */
export interface LocalSiiOptions {
  /**
   * SII files served (a demo world directory or RC_SII_DIR), indexed recursively by name (lambdas/sii/file-names.ts).
   */
  siiDir: string;
  /** The local SII's own persistent state: its CA, users, claves, certificates and clave locks (files mode 0600). */
  stateDir: string;
  /**
   * The factorings (each gets an authorized person with clave and certificate), client companies (a clave each) and
   * other registered taxpayers it knows without credentials (the banks and funds factorings re-cede to): an AEC may
   * assign a document only to a known taxpayer or back to its emisor.
   */
  companies: { factorings: LocalSiiCompany[]; clients: LocalSiiCompany[]; taxpayers?: LocalSiiCompany[] };
  /** HTTP port on 127.0.0.1 (0 or undefined: a free port). */
  port?: number;
  /** HTTPS port of the certificate login (0 or undefined: a free port). */
  tlsPort?: number;
  behaviour?: Partial<LocalSiiBehaviour>;
  /** Where start-up notes go (never a clave, password, PFX, token or cookie value). */
  log?: (message: string) => void;
}

/** The seeded misbehaviour of the data services (not of the logins): SII-PROTOCOLS.md §11.7. */
export interface LocalSiiFaults {
  /** Seed of the random stream that decides each request's fate (same seed and request order: same faults). */
  seed: string;
  /**
   * Share of data requests answered with an error (codResp -1 for RegistroReclamoDte, else HTTP 500 'Error 500' or
   * 503), 0..1.
   */
  errorShare: number;
  /** Share of data requests delayed by `slowMs`, 0..1. */
  slowShare: number;
  /** Delay of a slow answer, milliseconds. */
  slowMs: number;
}

/** The limits and clocks of the local SII (ERR page codes from notes/manuals/codigos-de-mensajes-de-error.html). */
export interface LocalSiiBehaviour {
  /** Open portal sessions per user; one more login gets ERR 27. */
  maxSessionsPerUser: number;
  /** Life of a portal session, milliseconds; a request after it gets ERR 29. */
  sessionTtlMs: number;
  /**
   * Life of a seed token (GetTokenFromSeed), milliseconds; after it wsRPETCConsulta answers ESTADO 3,
   * RegistroReclamoDte HTTP 401.
   */
  tokenTtlMs: number;
  /** Life of a seed (CrSeed), milliseconds; single use (AUTH manual ch.2: 2 minutes). */
  seedTtlMs: number;
  /** Consecutive wrong claves that lock the clave (ERR 19). */
  failuresBeforeLock: number;
  /** How long a locked clave stays locked, milliseconds (ERR page: 1 hour). */
  lockMs: number;
  /** How long an uploaded AEC shows as being validated (getEstEnvio VCS) before its verdict, milliseconds. */
  envioProcessingMs: number;
  faults: LocalSiiFaults;
}

/** A factoring's credentials at the local SII: its authorized person (RPETC) with clave and certificate. */
export interface LocalSiiFactoringCredentials {
  rutEmpresa: string;
  razonSocial: string;
  /** The person who represents the factoring: RUT 'NNNNNNNN-D', name, clave. */
  autorizado: { rut: string; nombre: string; clave: string };
  /** That person's PKCS#12 certificate issued by the local CA, its password, the holder's RUT and name. */
  certificado: { pfx: Uint8Array; password: string; rutTitular: string; nombre: string };
}

/** A client company's credentials: it logs in as itself. */
export interface LocalSiiClientCredentials {
  rutEmpresa: string;
  razonSocial: string;
  clave: string;
}

/** Every credential the local SII issued, as it holds them now (a changed clave shows here). */
export interface LocalSiiCredentials {
  factorings: LocalSiiFactoringCredentials[];
  clients: LocalSiiClientCredentials[];
}

/** One request as the local SII logs it: no bodies, cookies or secrets. */
export interface LocalSiiRequestLogEntry {
  method: string;
  /** The path without the query string. */
  path: string;
  status: number;
  /** The SOAP operation, CGI or facade method ('getSeed', 'CAutInicio', 'getDetalleVentaExport', ...). */
  operation: string;
}

/** Levers for tests and benchmarks. */
export interface LocalSiiControl {
  /** A company or person changes its clave at the SII (the platform's stored clave becomes wrong). */
  setClave(rut: string, clave: string): void;
  /** Forgets every portal session (the next request with one gets ERR 28). */
  expireSessions(): void;
  /** Ends every seed token (the next use gets ESTADO 3 / HTTP 401). */
  expireTokens(): void;
  /** Changes the fault settings; a new seed restarts the random stream. */
  setFaults(faults: Partial<LocalSiiFaults>): void;
  /** Re-reads siiDir (after a test or benchmark wrote new files). */
  reindex(): Promise<void>;
  /** Live portal sessions of a user RUT. */
  openSessions(rut: string): number;
  /** The requests served since start or the last reset, oldest first. */
  requests(): readonly LocalSiiRequestLogEntry[];
  resetRequests(): void;
}

/** A running local SII. */
export interface LocalSii {
  /**
   * Every host http://127.0.0.1:<port>, portalCertificado https://127.0.0.1:<tlsPort>, referencia
   * .../cgi_misii/siihome.cgi.
   */
  hosts: SiiHosts;
  /** The local CA certificate, PEM: the client trusts it for TLS (SiiWebSettings.caPem). */
  caPem: string;
  credentials: LocalSiiCredentials;
  control: LocalSiiControl;
  stop(): Promise<void>;
}
