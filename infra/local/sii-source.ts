import fs from 'node:fs';
import path from 'node:path';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { Party } from '@domain/cession';
import { todayInChile } from '@domain/chile-time';
import { isValidRut } from '@domain/rut';
import { discoverCesionarios } from '@lambdas/sii/discover-cesionarios';
import { indexSiiDirectory } from '@lambdas/sii/file-index';
import { WORLD_MANIFEST, writeDemoWorld, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';

/** Where local mode reads SII files from, which factorings they serve, and the refresh window they need. */
export interface LocalSiiSource {
  siiDir: string;
  factorings: Party[];
  /** The client companies with SII files of their own (clientes/{rut}/): each gets a clave at the local SII. */
  clients: Party[];
  /** The clients each factoring enrols (the sellers it bought from first hand), by factoring RUT. */
  clientesOf: ReadonlyMap<string, readonly string[]>;
  /** Debtor companies with their own DEUDOR answers: they get a user of the owed-cessions view. */
  deudores: Party[];
  /** Refresh window in days (undefined: the job's default) */
  refreshWindowDays: number | undefined;
  /** True when a demo world was (re)written at this start: stores derived from an older world are stale. */
  regenerated: boolean;
}

/**
 * An external directory of SII files (the documented RC_SII_DIR setting): its cesionarios become the
 * factorings, and the refresh window reaches back to its oldest period answer so every file is read.
 * @throws Error when the directory holds no cesionario period answer.
 */
export async function externalSiiSource(siiDir: string, now: Date): Promise<LocalSiiSource> {
  const factorings = (await discoverCesionarios(siiDir)).map(({ rut, razonSocial }) => ({ rut, razonSocial }));
  if (factorings.length === 0) {
    throw new Error(`No se encontraron respuestas de cesiones (CESIONES_*_2_*) de un cesionario en ${siiDir}`);
  }
  const index = await indexSiiDirectory(siiDir);
  const oldest = [...index.periods.values()]
    .flat()
    .map((entry) => entry.desde)
    .sort()[0];
  const today = todayInChile(now);
  const refreshWindowDays = oldest ? differenceInCalendarDays(parseISO(today), parseISO(oldest)) + 1 : undefined;
  const clients = await clientFolders(siiDir);
  return { siiDir, factorings, clients, clientesOf: new Map(), deudores: [], refreshWindowDays, regenerated: false };
}

/** Companies with a folder under clientes/ of an external directory, named by RUT (the files give no name). */
async function clientFolders(siiDir: string): Promise<Party[]> {
  const folder = path.join(siiDir, 'clientes');
  if (!fs.existsSync(folder)) return [];
  return (await fs.promises.readdir(folder))
    .filter(isValidRut)
    .sort()
    .map((rut) => ({ rut, razonSocial: rut }));
}

/**
 * The demo world of local mode, written as SII files under `dir` and anchored at today (Chile time).
 * It is reused while its seed, scale (1 = the full world) and day match; on another day it is written anew (its dates
 * move with today), and `regenerated` tells the caller to drop the stores built from the older world.
 */
export async function demoSiiSource(dir: string, seed: string, now: Date, scale = 1): Promise<LocalSiiSource> {
  const today = todayInChile(now);
  const manifestPath = path.join(dir, WORLD_MANIFEST);
  let manifest: DemoWorldManifest | null = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as DemoWorldManifest)
    : null;
  const regenerated =
    !manifest ||
    manifest.seed !== seed ||
    manifest.today !== today ||
    manifest.scale !== scale ||
    !manifest.cedentes ||
    !manifest.ofertas ||
    manifest.counts.publicSourceFiles === undefined;
  if (regenerated) {
    fs.rmSync(dir, { recursive: true, force: true });
    manifest = await writeDemoWorld({ dir, seed, today, scale });
  }
  const factorings = manifest!.factorings.map(({ rut, razonSocial }) => ({ rut, razonSocial }));
  const clientesOf = new Map(manifest!.factorings.map(({ rut, clientes }) => [rut, clientes]));
  return {
    siiDir: dir,
    factorings,
    clients: manifest!.cedentes,
    clientesOf,
    deudores: [manifest!.deudor],
    refreshWindowDays: undefined,
    regenerated,
  };
}
