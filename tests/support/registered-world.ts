import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BuildWorldOptions } from '@infra/local/demo-world/build-world';
import { writeDemoWorld, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import type { ServerConfig } from '@lambdas/platform/config';
import { FactoringRepository } from '@lambdas/store/factoring-repository';

/**
 * Writes the demo world of `world` into a fresh temporary directory named after `prefix` (the caller removes it) and
 * registers each of its factorings (RUT and razón social) in the engines' factorings table, as a refresh of the
 * whole world expects. @returns the directory, the world's manifest and the factorings repository.
 */
export async function writeRegisteredWorld(
  engines: { config: ServerConfig; doc: DynamoDBDocumentClient },
  world: BuildWorldOptions,
  prefix: string,
): Promise<{ dir: string; manifest: DemoWorldManifest; factorings: FactoringRepository }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const manifest = writeDemoWorld({ dir, ...world });
  const factorings = new FactoringRepository(engines.doc, engines.config.tables.factorings);
  for (const factoring of manifest.factorings)
    await factorings.put({ rut: factoring.rut, razonSocial: factoring.razonSocial });
  return { dir, manifest, factorings };
}
