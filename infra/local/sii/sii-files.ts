/**
 * The SII files the local SII serves, found by name under its directory (recursively): the period answers, AECs,
 * event and reception answers through lambdas/sii/file-index.ts, and the RCV exports (RCV_VENTA_{rut}_{yyyyMM}.csv,
 * RCV_COMPRA_{ESTADO}_{rut}_{yyyyMM}.csv, infra/local/demo-world/rcv-csv.ts) by file name, and the DTEs the local SII
 * is out of service for (SIN-SERVICIO--{rutEmisor}--{tipo}--{folio}.txt, infra/local/demo-world/offers.ts). Names are
 * read once per (re)index; contents when asked, and what a parser makes of them once per (re)index.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiiRole } from '@domain/sii-role';
import { indexSiiDirectory, periodKey, type PeriodEntry, type SiiFileIndex } from '@lambdas/sii/file-index';
import { isValidRut } from '@domain/rut';
import type { DocumentKey } from '@domain/document-key';
import { dteKeyId, readSiiFileName } from '@lambdas/sii/file-names';

/** The folder of the served directory that holds the local annotations. */
export const ANNOTATIONS_DIR = 'registro-local';

const RCV_NAME = /^RCV_.+\.csv$/i;
const OUT_OF_SERVICE_NAME = /^SIN-SERVICIO--([0-9.]+-?[0-9kK])--(\d+)--(\d+)\.txt$/i;

/** The files of one directory. */
export class SiiFiles {
  private index: SiiFileIndex | null = null;
  private rcv = new Map<string, string>();
  private outOfServiceIds = new Set<string>();
  /** Parses made since the last (re)index, by parser then path. */
  private parses = new Map<(bytes: Buffer) => unknown, Map<string, Promise<unknown>>>();

  constructor(readonly root: string) {}

  /**
   * (Re)reads the names under the root.
   * @throws the filesystem error when the root cannot be listed.
   */
  async reindex(): Promise<void> {
    const [index, names] = await Promise.all([indexSiiDirectory(this.root), readdir(this.root, { recursive: true })]);
    const rcv = new Map<string, string>();
    const outOfService = new Set<string>();
    for (const relative of names.sort()) {
      const name = path.basename(relative);
      if (RCV_NAME.test(name) && !rcv.has(name)) rcv.set(name, relative);
      const down = OUT_OF_SERVICE_NAME.exec(name);
      if (down && isValidRut(down[1]!))
        outOfService.add(dteKeyId({ rutEmisor: down[1]!, tipoDTE: Number(down[2]), folio: Number(down[3]) }));
    }
    this.index = index;
    this.rcv = rcv;
    this.outOfServiceIds = outOfService;
    this.parses = new Map();
    // An events answer rewritten by a registration (reclamo-annotation.ts) replaces the world's own, which the
    // sorted listing met first and kept.
    const annotated = index.rejected
      .map((file) => file.path)
      .filter(
        (relative) =>
          relative.startsWith(`${ANNOTATIONS_DIR}${path.sep}`) &&
          readSiiFileName(path.basename(relative)).kind === 'events',
      );
    this.noteWritten(annotated);
  }

  /**
   * Takes files just written under the root (an annotation of the registry: a new AEC, period answers with a row
   * more) into the index without listing the whole tree again: a period answer joins its company's list (or replaces
   * its own cached parse when it was there), an AEC becomes its DTE's latest when its SEQ is higher, an events answer
   * replaces the DTE's (a registered claim). Other parses stay
   * cached.
   * @param relatives paths relative to the root, in SII file names.
   */
  noteWritten(relatives: readonly string[]): void {
    const index = this.current();
    for (const relative of relatives) {
      for (const byPath of this.parses.values()) byPath.delete(relative);
      const reading = readSiiFileName(path.basename(relative));
      if (reading.kind === 'aec') {
        const key = dteKeyId(reading.dte);
        if ((index.aec.get(key)?.seq ?? 0) < reading.seq) index.aec.set(key, { seq: reading.seq, path: relative });
      } else if (reading.kind === 'events') {
        index.events.set(dteKeyId(reading.dte), relative);
      } else if (reading.kind === 'period') {
        const key = periodKey(reading.rut, reading.role);
        const list = index.periods.get(key) ?? [];
        if (!list.some((entry) => entry.path === relative)) {
          list.push({
            rut: reading.rut,
            role: reading.role,
            desde: reading.desde,
            hasta: reading.hasta,
            path: relative,
          });
          list.sort((a, b) => a.desde.localeCompare(b.desde) || a.path.localeCompare(b.path));
          index.periods.set(key, list);
        }
      }
    }
  }

  /** The period answers of a company (RUT 'NNNNNNNN-D') in a role, oldest window first. */
  periodEntries(rut: string, role: SiiRole): readonly PeriodEntry[] {
    return this.current().periods.get(periodKey(rut, role)) ?? [];
  }

  /** The path of the highest-SEQ AEC of a DTE, or undefined. */
  aecPath(dte: DocumentKey): string | undefined {
    return this.current().aec.get(dteKeyId(dte))?.path;
  }

  /** The SeqCesion of the highest-SEQ AEC of a DTE, or undefined when the registry holds none. */
  aecSeq(dte: DocumentKey): number | undefined {
    return this.current().aec.get(dteKeyId(dte))?.seq;
  }

  /** The path of the EVENTOS-- (listarEventosHistDoc) file of a DTE, or undefined. */
  eventsPath(dte: DocumentKey): string | undefined {
    return this.current().events.get(dteKeyId(dte));
  }

  /** The path of the RECEPCION-- (consultarFechaRecepcionSii) file of a DTE, or undefined. */
  receptionPath(dte: DocumentKey): string | undefined {
    return this.current().reception.get(dteKeyId(dte));
  }

  /** True when a SIN-SERVICIO-- marker names the DTE: every data service answers HTTP 503 about it. */
  outOfService(dte: DocumentKey): boolean {
    return this.outOfServiceIds.has(dteKeyId(dte));
  }

  /** The path of the RCV export file with exactly this name, or undefined. */
  rcvPath(name: string): string | undefined {
    return this.rcv.get(name);
  }

  /** The bytes of a file, by its path relative to the root. @throws the filesystem error. */
  read(relative: string): Promise<Buffer> {
    return readFile(path.join(this.root, relative));
  }

  /**
   * What `parse` makes of a file's bytes, read and parsed once per (re)index: the files are the SII's fixed answers, so
   * every request after the first is served from memory.
   * @returns the parse; rejects with the filesystem error or what `parse` throws (the same rejection each time).
   */
  parsed<T>(relative: string, parse: (bytes: Buffer) => T): Promise<T> {
    const byPath = this.parses.get(parse) ?? new Map<string, Promise<unknown>>();
    this.parses.set(parse, byPath);
    const result = (byPath.get(relative) as Promise<T> | undefined) ?? this.read(relative).then(parse);
    byPath.set(relative, result);
    return result;
  }

  private current(): SiiFileIndex {
    if (!this.index) throw new Error('SiiFiles: reindex() no se ha llamado');
    return this.index;
  }
}
