/**
 * Finds the cesionarios present in a directory of SII files, for local mode to create one factoring and one
 * demo user per cesionario found: it reads every period answer asked as CESIONARIO (TIPO_CONSULTA 2) with the
 * domain parser and collects the CESIONARIO / RZ_CESIONARIO of its rows.
 */
import type { Party } from '@domain/cession';
import { parsePeriodAnswer } from '@domain/period-file';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { indexSiiDirectory } from './file-index';

/** A cesionario found and the period files it was found in (relative paths). */
export interface DiscoveredCesionario extends Party {
  files: string[];
}

/**
 * The distinct cesionarios of the directory's cesionario-role period answers, sorted by RUT. The razón social
 * is the first non-empty RZ_CESIONARIO met (files in path order). Files with no rows say nothing about names
 * and are skipped; bad rows are ignored here (the refresh job reports them).
 * @throws the filesystem error when the directory cannot be listed or a file read; PeriodFileError or
 *   SiiXmlError (from parsePeriodAnswer) when a period answer is unreadable as a whole, naming the file.
 */
export async function discoverCesionarios(dir: string): Promise<DiscoveredCesionario[]> {
  const index = await indexSiiDirectory(dir);
  const found = new Map<string, DiscoveredCesionario>();
  const entries = [...index.periods.values()].flat().filter((entry) => entry.role === 'cesionario');
  entries.sort((a, b) => a.path.localeCompare(b.path));
  for (const entry of entries) {
    const bytes = await readFile(path.join(dir, entry.path));
    for (const row of parsePeriodAnswer({ name: path.basename(entry.path), bytes }).rows) {
      const known = found.get(row.cesionario);
      if (!known)
        found.set(row.cesionario, { rut: row.cesionario, razonSocial: row.rzCesionario, files: [entry.path] });
      else {
        if (!known.razonSocial) known.razonSocial = row.rzCesionario;
        if (!known.files.includes(entry.path)) known.files.push(entry.path);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.rut.localeCompare(b.rut));
}
