/**
 * The live SII contract tests' setting: the small demo world of the local SII's tests (its demo deudor added as a
 * company with its own clave), a local SII over it on free ports without faults, and the platform's real
 * SiiWebClient pointed at it over HTTP(S), with everything both sides log, the errors the tests see, the archives
 * and the wire captured for the secret search (sii-live-secrets.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import {
  startLocalSii,
  type LocalSii,
  type LocalSiiBehaviour,
  type LocalSiiFactoringCredentials,
} from '@infra/local/sii/local-sii';
import type { FactoringSiiCredentials } from '@lambdas/platform/sii-credentials';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { isSiiError, type SiiError, type SiiErrorCode } from '@lambdas/sii/web/errors';
import { readSiiWebSettings } from '@lambdas/platform/sii-settings';
import { SiiWebClient } from '@lambdas/sii/web/sii-web-client';
import type { SiiLogger } from '@lambdas/sii/web/sii-http';
import { NO_FAULTS, removeDirs, writeTestWorld, type TestWorld } from './local-sii-world';
import { MemoryArchive } from './sii-web-fakes';
import { WireTap } from './sii-live-wire';
import { logger } from '@lambdas/platform/observability';
import { captureOutput } from './captured-output';

/** What a file's tests produced that might carry a secret. */
export class SiiLiveCapture {
  /** Everything written to stdout and stderr while the file runs: the Lambdas' logger and metrics lines. */
  private readonly output = captureOutput();
  /** The local SII's notes (its `log` option). */
  readonly siiNotes: string[] = [];
  /** Every error a test caught. */
  readonly errors: unknown[] = [];
  /** Every archive handed to the client. */
  readonly archives: MemoryArchive[] = [];
  /** Archived files read back from elsewhere (an extracted S3 archive): name and bytes. */
  readonly archivedFiles: Array<{ name: string; bytes: Uint8Array }> = [];
  readonly wire = new WireTap();

  /** The client logs through the Lambdas' logger, so the secret search reads the JSON lines CloudWatch would get. */
  readonly logger: SiiLogger = {
    info: (message, data) => logger.info(message, { ...data }),
    warn: (message, data) => logger.warn(message, { ...data }),
  };

  /** The lines written so far (log lines and EMF metric lines), each a JSON object. */
  get logLines(): string[] {
    return this.output.text().split('\n').filter(Boolean);
  }

  /** Stops capturing stdout and stderr. */
  stopCapture(): void {
    this.output.restore();
  }

  /** A new in-memory archive, kept for the secret search. */
  archive(): MemoryArchive {
    const archive = new MemoryArchive();
    this.archives.push(archive);
    return archive;
  }

  /** The client's log lines containing `text`. */
  linesWith(text: string): string[] {
    return this.logLines.filter((line) => line.includes(text));
  }
}

/** A running live setting. */
export interface SiiLive {
  world: TestWorld;
  sii: LocalSii;
  client: SiiWebClient;
  /** Another client on the same SII with some settings changed (closed by stop()). */
  clientWith(settings: Record<string, unknown>): SiiWebClient;
  capture: SiiLiveCapture;
  /** The world's files read by the directory gateway: what the SII holds, byte for byte. */
  files: FileSiiGateway;
  /** Operations of the requests the local SII served since the last {@link LocalSii.control.resetRequests}. */
  served(operation: string): number;
  stop(): Promise<void>;
}

/**
 * Writes the world, starts the local SII (no faults unless `behaviour` says otherwise; its notes captured) and a
 * client with the live tests' settings (pacing 8 in flight without interval, 3 attempts with 5-20 ms backoff).
 */
export async function startSiiLive(behaviour: Partial<LocalSiiBehaviour> = {}): Promise<SiiLive> {
  const world = liveWorld();
  const stateDir = mkdtempSync(path.join(tmpdir(), 'sii-live-state-'));
  const capture = new SiiLiveCapture();
  capture.wire.start();
  const sii = await startLocalSii({
    siiDir: world.dir,
    stateDir,
    companies: world.companies,
    behaviour: { faults: NO_FAULTS, ...behaviour },
    log: (message) => void capture.siiNotes.push(message),
  });
  const clients: SiiWebClient[] = [];
  const clientWith = (overrides: Record<string, unknown>) => {
    const settings = readSiiWebSettings({
      hosts: sii.hosts,
      caPem: sii.caPem,
      pacing: { concurrency: 8, minIntervalMs: 0 },
      retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
      ...overrides,
    });
    const client = new SiiWebClient(settings, { logger: capture.logger });
    clients.push(client);
    return client;
  };
  return {
    world,
    sii,
    client: clientWith({}),
    clientWith,
    capture,
    files: new FileSiiGateway(world.dir),
    served: (operation) => sii.control.requests().filter((r) => r.operation === operation).length,
    stop: async () => {
      capture.wire.stop();
      capture.stopCapture();
      await Promise.all(clients.map((client) => client.close()));
      await sii.stop();
      removeDirs(world.dir, stateDir);
    },
  };
}

/** The test world with its demo deudor among the companies holding a clave (it logs in as itself). */
function liveWorld(): TestWorld {
  const world = writeTestWorld();
  const { deudor } = world.manifest;
  return { ...world, companies: { ...world.companies, clients: [...world.companies.clients, deudor] } };
}

/** A factoring's credentials as the platform stores them: the clave of its authorized person and its certificate. */
export function withClave(factoring: LocalSiiFactoringCredentials): FactoringSiiCredentials {
  return {
    rutEmpresa: factoring.rutEmpresa,
    clave: { rutUsuario: factoring.autorizado.rut, clave: factoring.autorizado.clave },
    certificado: { pfx: factoring.certificado.pfx, password: factoring.certificado.password },
  };
}

/** A factoring's credentials with its certificate only (portal login over TLS). */
export function withCertificateOnly(factoring: LocalSiiFactoringCredentials): FactoringSiiCredentials {
  return { ...withClave(factoring), clave: null };
}

/** The clave the local SII issued to a company that logs in as itself (a client or the demo deudor). */
export function companyClave(sii: LocalSii, rut: string): { rutUsuario: string; clave: string } {
  const company = sii.credentials.clients.find((c) => c.rutEmpresa === rut);
  if (!company) throw new Error(`sin clave para ${rut}`);
  return { rutUsuario: company.rutEmpresa, clave: company.clave };
}

/**
 * Awaits `promise`, expects it to fail with SiiError `code` and the Spanish `userMessage`, keeps the error for the
 * secret search and returns it.
 */
export async function expectSiiError(
  capture: SiiLiveCapture,
  promise: Promise<unknown>,
  code: SiiErrorCode,
  userMessage: string,
): Promise<SiiError> {
  const error = await promise.then(
    () => new Error(`se esperaba SiiError '${code}' y la llamada terminó bien`),
    (caught: unknown) => caught,
  );
  capture.errors.push(error);
  if (!isSiiError(error)) throw error;
  expect(error.code).toBe(code);
  expect(error.userMessage).toBe(userMessage);
  return error;
}
