import fs from 'node:fs';
import path from 'node:path';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { Party } from '../../domain/cession';
import { todayInChile } from '../../domain/chile-time';
import { discoverCesionarios } from '../../lambdas/sii/discover-cesionarios';
import { indexSiiDirectory } from '../../lambdas/sii/file-index';
import { WORLD_MANIFEST, writeDemoWorld, type DemoWorldManifest } from '../../lambdas/sii/demo-world/write-demo-world';

/** Where local mode reads SII files from, which factorings they serve, and the refresh window they need. */
export interface LocalSiiSource {
  siiDir: string;
  factorings: Party[];
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
  const oldest = [...index.periods.values()].flat().map((entry) => entry.desde).sort()[0];
  const today = todayInChile(now);
  const refreshWindowDays = oldest ? differenceInCalendarDays(parseISO(today), parseISO(oldest)) + 1 : undefined;
  return { siiDir, factorings, deudores: [], refreshWindowDays, regenerated: false };
}

/**
 * The demo world of local mode, written as SII files under `dir` and anchored at today (Chile time).
 * It is reused while its seed, scale (1 = the full world) and day match; on another day it is written anew (its dates move with today),
 * and `regenerated` tells the caller to drop the stores built from the older world.
 */
export async function demoSiiSource(dir: string, seed: string, now: Date, scale = 1): Promise<LocalSiiSource> {
  const today = todayInChile(now);
  const manifestPath = path.join(dir, WORLD_MANIFEST);
  let manifest: DemoWorldManifest | null = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as DemoWorldManifest)
    : null;
  const regenerated = !manifest || manifest.seed !== seed || manifest.today !== today || manifest.scale !== scale;
  if (regenerated) {
    fs.rmSync(dir, { recursive: true, force: true });
    manifest = await writeDemoWorld({ dir, seed, today, scale });
  }
  const factorings = manifest!.factorings.map(({ rut, razonSocial }) => ({ rut, razonSocial }));
  return { siiDir: dir, factorings, deudores: [manifest!.deudor], refreshWindowDays: undefined, regenerated };
}
