/**
 * Where the SII web client connects and how politely: the SII's hosts per purpose (../shared/SII-PROTOCOLS.md §1),
 * pacing per host, retries, time-outs and the settings of the protocol facts marked [I] or [U] there (period window
 * length, token reuse), each one setting so that a fact learned from a production test is one change.
 */
import { z } from 'zod';

/** Base URLs (scheme, host and port, no path) of the SII services a cesionario uses. */
export interface SiiHosts {
  /** DTE SOAP services (CrSeed, GetTokenFromSeed, wsRPETCConsulta) and the RTC CGIs: palena (maullin). */
  palena: string;
  /** RegistroReclamoDteService: ws1 (ws2 in certification). */
  reclamo: string;
  /** Portal login with RUT + clave, representation and logout: zeusr. */
  portalClave: string;
  /** Portal login with the certificate as TLS client certificate: herculesr. */
  portalCertificado: string;
  /** The RCV SPA facade: www4 (www4c). */
  rcv: string;
  /**
   * The Carpeta Tributaria Electrónica CGIs (/dii_cgi/carpeta_tributaria/): zeus, the same for both (SII-PROTOCOLS.md
   * §10).
   */
  cte: string;
  /** The page the portal login lands on ('referencia'): the Mi SII home page, a full URL. */
  referencia: string;
}

/** Production hosts (SII-PROTOCOLS.md §1). */
export const PRODUCTION_HOSTS: SiiHosts = {
  palena: 'https://palena.sii.cl',
  reclamo: 'https://ws1.sii.cl',
  portalClave: 'https://zeusr.sii.cl',
  portalCertificado: 'https://herculesr.sii.cl',
  rcv: 'https://www4.sii.cl',
  cte: 'https://zeus.sii.cl',
  referencia: 'https://misiir.sii.cl/cgi_misii/siihome.cgi',
};

/**
 * Certification hosts (SII-PROTOCOLS.md §1). The portal hosts are the same as production; RegistroReclamoDte in
 * certification wants a production token and the RCV reportedly has no data there (§11.6).
 */
export const CERTIFICATION_HOSTS: SiiHosts = {
  palena: 'https://maullin.sii.cl',
  reclamo: 'https://ws2.sii.cl',
  portalClave: 'https://zeusr.sii.cl',
  portalCertificado: 'https://herculesr.sii.cl',
  rcv: 'https://www4c.sii.cl',
  cte: 'https://zeus.sii.cl',
  referencia: 'https://misiir.sii.cl/cgi_misii/siihome.cgi',
};

const hostsSchema = z.object({
  palena: z.string().url(),
  reclamo: z.string().url(),
  portalClave: z.string().url(),
  portalCertificado: z.string().url(),
  rcv: z.string().url(),
  cte: z.string().url(),
  referencia: z.string().url(),
});

/**
 * The pacing against the real SII per host: 4 requests in flight and 250 ms between two starts. The SII publishes no
 * rate limits; other clients pause 0.25-2 s between calls (SII-PROTOCOLS.md, Pacing). docs/capacity.md reasons from it.
 */
export const PRODUCTION_SII_PACING = { concurrency: 4, minIntervalMs: 250 } as const;

/** The settings of the SII web client, validated (see {@link readSiiWebSettings} for the defaults). */
const siiWebSettingsSchema = z.object({
  /** 'produccion', 'certificacion' or explicit hosts (local mode points them at the local SII). */
  hosts: z.union([z.literal('produccion'), z.literal('certificacion'), hostsSchema]).default('produccion'),
  /**
   * Extra CA certificates (PEM) trusted for TLS, added to Node's defaults: the local SII's own CA. Never needed
   * against the real SII.
   */
  caPem: z.string().optional(),
  /** Requests in flight per SII host, and the least time between two request starts on one host. */
  pacing: z
    .object({
      concurrency: z.number().int().positive().default(PRODUCTION_SII_PACING.concurrency),
      minIntervalMs: z.number().int().min(0).default(PRODUCTION_SII_PACING.minIntervalMs),
    })
    .default({}),
  /** Attempts per request for answers the sources call retryable, and the backoff between them (doubling). */
  retry: z
    .object({
      attempts: z.number().int().positive().default(4),
      baseDelayMs: z.number().int().min(0).default(500),
      maxDelayMs: z.number().int().min(0).default(8000),
    })
    .default({}),
  /** Time-out of one request, milliseconds. */
  timeoutMs: z.number().int().positive().default(60_000),
  /**
   * Longest window of one "Consulta de Cesiones en Período" request, days. Whether the SII accepts more than a
   * month is unknown (SII-PROTOCOLS.md §13 question 3), so longer windows are asked in pieces of this length.
   */
  periodWindowDays: z.number().int().positive().default(31),
  /** Form of the period answers asked for (TXTXML). */
  periodFormat: z.enum(['TXT', 'XML']).default('TXT'),
  /** How long a seed token is reused before a new one is asked for (the SII does not document its life; §2). */
  tokenReuseMs: z.number().int().positive().default(60_000),
  /**
   * Whether the RCV SPA's session bootstrap (its page, then the portal's AutTknData JSONP) runs before each RCV
   * export. Some sources need it, others export without it (SII-PROTOCOLS.md §9 "Session bootstrap", [U]).
   */
  rcvBootstrap: z.boolean().default(false),
});

/** The validated settings, hosts resolved. */
export type SiiWebSettings = Omit<z.infer<typeof siiWebSettingsSchema>, 'hosts'> & { hosts: SiiHosts };

/**
 * Reads the SII web client settings from their JSON form (the RC_SII_WEB variable; `{}` gives production with every
 * default), resolving 'produccion' and 'certificacion' to their hosts.
 * @throws ZodError naming every malformed setting; SyntaxError for text that is not JSON.
 */
export function readSiiWebSettings(json: string | Record<string, unknown>): SiiWebSettings {
  const raw = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
  const parsed = siiWebSettingsSchema.parse(raw);
  const hosts =
    parsed.hosts === 'produccion'
      ? PRODUCTION_HOSTS
      : parsed.hosts === 'certificacion'
        ? CERTIFICATION_HOSTS
        : parsed.hosts;
  return { ...parsed, hosts };
}
