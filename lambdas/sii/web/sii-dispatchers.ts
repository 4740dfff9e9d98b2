/**
 * The undici dispatchers the SII web client connects through: one shared Agent for every plain call, and one Agent per
 * digital certificate for the portal login over TLS with the certificate as client certificate (SII-PROTOCOLS.md §3
 * "Login POST (certificate)"), cached by company and certificate (certificate-key.ts). `settings.caPem` (the local
 * SII's own CA) is trusted in addition to Node's root certificates. Tests inject one dispatcher (undici MockAgent) for
 * all.
 */
import { rootCertificates } from 'node:tls';
import { Agent, type Dispatcher } from 'undici';
import type { OpenedCertificate } from '../certificate/open-pkcs12';
import { certificateKey } from './certificate-key';

/** Dispatchers of one process. */
export class SiiDispatchers {
  private readonly shared: Dispatcher;
  private readonly byCertificate = new Map<string, Dispatcher>();
  private readonly ca: string[] | undefined;

  /**
   * @param caPem extra CA certificates (PEM) to trust; undefined for Node's roots only.
   * @param injected one dispatcher for every request (tests: undici MockAgent); no Agent is created then.
   */
  constructor(
    caPem: string | undefined,
    private readonly injected?: Dispatcher,
  ) {
    this.ca = caPem ? [...rootCertificates, caPem] : undefined;
    this.shared = injected ?? new Agent({ connect: { ca: this.ca } });
  }

  /** The dispatcher of plain calls (no client certificate). */
  plain(): Dispatcher {
    return this.shared;
  }

  /**
   * The dispatcher presenting `certificate` (key, certificate and its chain) as TLS client certificate for
   * `rutEmpresa` ('NNNNNNNN-D'), the company whose certificate it is; no other company's connections go through it.
   * @throws InvalidRutError when rutEmpresa is not a RUT.
   */
  forCertificate(rutEmpresa: string, certificate: OpenedCertificate): Dispatcher {
    if (this.injected) return this.injected;
    const key = certificateKey(rutEmpresa, certificate);
    let agent = this.byCertificate.get(key);
    if (!agent) {
      agent = new Agent({
        connect: {
          ca: this.ca,
          key: certificate.privateKeyPem,
          cert: [certificate.certificatePem, ...certificate.chainPem].join('\n'),
        },
      });
      this.byCertificate.set(key, agent);
    }
    return agent;
  }

  /** Closes the Agents this object created (not an injected dispatcher). */
  async close(): Promise<void> {
    const agents = this.injected ? [] : [this.shared, ...this.byCertificate.values()];
    this.byCertificate.clear();
    await Promise.all(agents.map((agent) => agent.close()));
  }
}
