/**
 * A small demo world and a local SII over it, for the local SII's tests: the world written once into a temporary
 * directory (seed 't', a fixed day, 5 % scale), the SII started on free ports with its state in another temporary
 * directory and no faults unless asked.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalSii, type LocalSii, type LocalSiiBehaviour, type LocalSiiOptions } from '../../infra/local/sii/local-sii';
import { writeDemoWorld, type DemoWorldManifest } from '../../lambdas/sii/demo-world/write-demo-world';

/** The fixed day of the test world. */
export const TEST_WORLD_TODAY = '2025-06-30';

/** A written demo world. */
export interface TestWorld {
  dir: string;
  manifest: DemoWorldManifest;
  companies: LocalSiiOptions['companies'];
}

/** Writes the test world into a new temporary directory. */
export function writeTestWorld(): TestWorld {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-sii-world-'));
  const manifest = writeDemoWorld({ dir, seed: 't', today: TEST_WORLD_TODAY, scale: 0.05 });
  const clients = readdirSync(path.join(dir, 'clientes')).map((rut) => ({ rut, razonSocial: `CLIENTE ${rut}` }));
  return { dir, manifest, companies: { factorings: manifest.factorings, clients } };
}

/** No faults: tests that want them set them. */
export const NO_FAULTS: LocalSiiBehaviour['faults'] = { seed: 'test', errorShare: 0, slowShare: 0, slowMs: 0 };

/**
 * Starts a local SII over `world` with its state in `stateDir` (a new temporary directory when absent) and no faults
 * unless `behaviour` says otherwise.
 */
export async function startTestSii(
  world: TestWorld,
  behaviour: Partial<LocalSiiBehaviour> = {},
  stateDir = mkdtempSync(path.join(tmpdir(), 'local-sii-state-')),
): Promise<LocalSii & { stateDir: string }> {
  const sii = await startLocalSii({ siiDir: world.dir, stateDir, companies: world.companies, behaviour: { faults: NO_FAULTS, ...behaviour } });
  return Object.assign(sii, { stateDir });
}

/** Removes temporary directories. */
export function removeDirs(...dirs: string[]): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
