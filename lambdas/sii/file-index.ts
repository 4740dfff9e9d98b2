/**
 * An index of the SII files under a directory tree, by what their names say (file-names.ts), so that
 * look-ups never touch the disk: one recursive listing (about 0.1 s for 30,000 files), no file opened.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SiiRole } from '@domain/sii-role';
import { dteKeyId, readSiiFileName, type SiiFileName } from './file-names';

/** A period answer on disk: who asked, in which role, for which window ('yyyy-MM-dd' inclusive). */
export interface PeriodEntry {
  rut: string;
  role: SiiRole;
  desde: string;
  hasta: string;
  /** Path relative to the indexed root. */
  path: string;
}

/** A Nómina de empresas file on disk: the commercial years it covers and its path relative to the root. */
export interface NominaEntry {
  desde: number;
  hasta: number;
  path: string;
}

/** A file whose name has an SII shape but could not be used, and why (duplicates included). */
export interface RejectedFile {
  path: string;
  reason: string;
}

/**
 * The index: period answers by '{rut}#{role}', per DTE ('{rutEmisor}#{tipoDTE}#{folio}') its files, and the
 * Nómina de empresas files.
 */
export interface SiiFileIndex {
  periods: Map<string, PeriodEntry[]>;
  /** The AEC with the highest SEQ of each DTE. */
  aec: Map<string, { seq: number; path: string }>;
  events: Map<string, string>;
  reception: Map<string, string>;
  /** The Nómina de empresas files, by last year then first year then path (oldest first). */
  nominas: NominaEntry[];
  rejected: RejectedFile[];
  /** How many SII files were indexed. */
  indexed: number;
}

/** Map key of the period answers of one company in one role. */
export function periodKey(rut: string, role: SiiRole): string {
  return `${rut}#${role}`;
}

/**
 * Lists `root` recursively and indexes every SII file by name. Paths are visited in sorted order, so when two
 * files claim the same thing (same name twice, or the same DTE and SEQ) the first path wins and the other is
 * reported in `rejected` (RUTs compared normalised, so '76.389.992-6' and '76389992-6' are the same); names
 * with an SII shape but a bad part are reported there too. Other files are ignored.
 * @throws the filesystem error when `root` cannot be listed (e.g. ENOENT).
 */
export async function indexSiiDirectory(root: string): Promise<SiiFileIndex> {
  const entries = (await readdir(root, { recursive: true })).sort();
  const index: SiiFileIndex = {
    periods: new Map(),
    aec: new Map(),
    events: new Map(),
    reception: new Map(),
    nominas: [],
    rejected: [],
    indexed: 0,
  };
  const seen = new Map<string, string>();
  for (const relative of entries) {
    const name = path.basename(relative);
    const reading = readSiiFileName(name);
    if (reading.kind === 'other') continue;
    if (reading.kind === 'invalid') {
      index.rejected.push({ path: relative, reason: reading.reason });
      continue;
    }
    const identity = identityOf(reading, path.extname(name).toLowerCase());
    const first = seen.get(identity);
    if (first !== undefined) {
      index.rejected.push({ path: relative, reason: `duplicado de ${first}` });
      continue;
    }
    seen.set(identity, relative);
    index.indexed++;
    switch (reading.kind) {
      case 'period': {
        const key = periodKey(reading.rut, reading.role);
        const list = index.periods.get(key) ?? [];
        list.push({ rut: reading.rut, role: reading.role, desde: reading.desde, hasta: reading.hasta, path: relative });
        index.periods.set(key, list);
        break;
      }
      case 'aec': {
        const key = dteKeyId(reading.dte);
        const current = index.aec.get(key);
        if (!current || reading.seq > current.seq) index.aec.set(key, { seq: reading.seq, path: relative });
        break;
      }
      case 'events':
        index.events.set(dteKeyId(reading.dte), relative);
        break;
      case 'reception':
        index.reception.set(dteKeyId(reading.dte), relative);
        break;
      case 'nomina':
        index.nominas.push({ desde: reading.desde, hasta: reading.hasta, path: relative });
        break;
    }
  }
  for (const list of index.periods.values())
    list.sort((a, b) => a.desde.localeCompare(b.desde) || a.path.localeCompare(b.path));
  index.nominas.sort((a, b) => a.hasta - b.hasta || a.desde - b.desde || a.path.localeCompare(b.path));
  return index;
}

/** What a file stands for, RUT normalised: two files with the same identity are duplicates. */
function identityOf(reading: SiiFileName, extension: string): string {
  switch (reading.kind) {
    case 'period':
      return `period#${periodKey(reading.rut, reading.role)}#${reading.desde}#${reading.hasta}#${extension}`;
    case 'aec':
      return `aec#${dteKeyId(reading.dte)}#${reading.seq}`;
    case 'nomina':
      return `nomina#${reading.desde}#${reading.hasta}`;
    default:
      return `${reading.kind}#${dteKeyId(reading.dte)}`;
  }
}
