/**
 * The SII benchmarks' start: the demo world (seed 'radar') written into a new temporary directory, a local SII over
 * it, the local engines reading it, and the world's factorings stored with the credentials the SII issued them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInChile } from '@domain/chile-time';
import { demoCredentials } from '@infra/local/demo-credentials';
import { storeDemoCredentials } from '@infra/local/demo-credential-store';
import { writeDemoWorld, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { startLocalSii } from '@infra/local/sii/local-sii';
import type { LocalSii, LocalSiiBehaviour } from '@infra/local/sii/types';
import { createSealer } from '@lambdas/platform/sealing/create-sealer';
import type { SiiWebSettings } from '@lambdas/platform/sii-settings';
import { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { startLocalEngines, type LocalEngines } from '../support/local-engines';

/** A started bench world. */
export interface BenchSiiWorld {
  /** The directory of the SII files (the demo world). */
  worldDir: string;
  manifest: DemoWorldManifest;
  sii: LocalSii;
  engines: LocalEngines;
  /** The stored credentials (sealed with a master key of the temporary directory). */
  credentials: CredentialRepository;
  /** Stops the SII and the engines and removes the temporary directory. */
  stop(): Promise<void>;
}

/**
 * Writes the world at `scale` for the day of `now` (Chile), starts the local SII over `factorings(manifest)` and, when
 * `withClients`, every cedente of the world (their claves stored too), then the engines (`siiWeb(sii)` as their SII
 * client settings when given) and stores those factorings and their credentials.
 * @param name the temporary directory's prefix.
 * @throws the SII's or the engines' start error (what was started is stopped first).
 */
export async function startBenchSiiWorld(options: {
  name: string;
  scale: number;
  now: Date;
  factorings: (manifest: DemoWorldManifest) => DemoWorldManifest['factorings'];
  withClients: boolean;
  behaviour?: Partial<LocalSiiBehaviour>;
  siiWeb?: (sii: LocalSii) => SiiWebSettings;
}): Promise<BenchSiiWorld> {
  const work = mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  const worldDir = path.join(work, 'world');
  const stops: (() => Promise<void>)[] = [async () => rmSync(work, { recursive: true, force: true })];
  const stop = async () => {
    for (const next of stops.reverse()) await next();
  };
  try {
    const manifest = writeDemoWorld({
      dir: worldDir,
      seed: 'radar',
      today: todayInChile(options.now),
      scale: options.scale,
    });
    const factorings = options.factorings(manifest);
    const clientesOf = new Map(
      options.withClients ? factorings.map(({ rut, clientes }) => [rut, clientes] as const) : [],
    );
    const sii = await startLocalSii({
      siiDir: worldDir,
      stateDir: path.join(work, 'sii'),
      companies: { factorings, clients: options.withClients ? manifest.cedentes : [] },
      behaviour: options.behaviour,
    });
    stops.push(sii.stop);
    const engines = await startLocalEngines({
      siiDir: worldDir,
      siiWeb: options.siiWeb?.(sii),
      secrets: { localKeyFile: path.join(work, 'llave.key') },
    });
    stops.push(engines.stop);
    const { doc, config } = engines;
    const factoringStore = new FactoringRepository(doc, config.tables.factorings);
    for (const factoring of factorings) await factoringStore.put(factoring);
    const credentials = new CredentialRepository(doc, config.tables.credentials, createSealer(config));
    // Checked now, after the local SII issued its certificates: a certificate is refused before its start of validity.
    await storeDemoCredentials(
      credentials,
      demoCredentials(sii.credentials, clientesOf),
      new Date(),
      new AcceptedIssuers([sii.caPem]),
    );
    return { worldDir, manifest, sii, engines, credentials, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
