/**
 * A small demo world and a local SII over it, for the local SII's tests: the world written once into a temporary
 * directory (seed 't', a fixed day, 5 % scale), the SII started on free ports with its state in another temporary
 * directory and no faults unless asked.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalSii, type LocalSii, type LocalSiiBehaviour, type LocalSiiOptions } from '@infra/local/sii/local-sii';
import { writeDemoWorld, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { indexSiiDirectory } from '@lambdas/sii/file-index';
import { readSiiFileName } from '@lambdas/sii/file-names';
import type { DocumentKey } from '@domain/document-key';

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
  const sii = await startLocalSii({
    siiDir: world.dir,
    stateDir,
    companies: world.companies,
    behaviour: { faults: NO_FAULTS, ...behaviour },
  });
  return Object.assign(sii, { stateDir });
}

/** A DTE of the world and its files (absolute paths): the highest-SEQ AEC, the EVENTOS-- and RECEPCION-- answers. */
export interface WorldDte {
  dte: DocumentKey;
  aec?: { seq: number; file: string };
  events?: string;
  reception?: string;
}

/** Every DTE of the world that has an AEC, EVENTOS-- or RECEPCION-- file, indexed as the platform indexes them. */
export async function worldDtes(world: Pick<TestWorld, 'dir'>): Promise<WorldDte[]> {
  const index = await indexSiiDirectory(world.dir);
  const file = (relative: string | undefined) => (relative === undefined ? undefined : path.join(world.dir, relative));
  const ids = new Set([...index.aec.keys(), ...index.events.keys(), ...index.reception.keys()]);
  return [...ids].map((id) => {
    const aec = index.aec.get(id);
    const events = file(index.events.get(id));
    const reception = file(index.reception.get(id));
    const reading = readSiiFileName(path.basename(aec?.path ?? events ?? reception ?? ''));
    if (!('dte' in reading)) throw new Error(`sin DTE: ${id}`);
    return { dte: reading.dte, aec: aec && { seq: aec.seq, file: path.join(world.dir, aec.path) }, events, reception };
  });
}

/** Removes temporary directories. */
export function removeDirs(...dirs: string[]): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
