/**
 * The SII gateway over a directory of SII files (local mode, tests, and any offline copy of the SII's answers):
 * files are found recursively by name (file-names.ts) and served byte for byte, never parsed here, so the
 * domain parsers run exactly as on the web-service path. Source: lambdas/platform/sii-port.ts,
 * SII-PROTOCOLS.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizeRut } from '@domain/rut';
import { isIsoDate } from '@domain/sii-dates';
import type { DocumentKey } from '@domain/document-key';
import { dteKeyId } from './file-names';
import { indexSiiDirectory, periodKey, type RejectedFile, type SiiFileIndex } from './file-index';
import type { PeriodQuery, SiiFile, SiiGateway, SiiNominaSource } from '../platform/sii-port';

/**
 * A {@link SiiGateway} (and {@link SiiNominaSource}) reading a directory tree. The name index is built on first use and
 * kept; long-lived instances (the 20-minute refresh) call {@link FileSiiGateway.reindex} to see files added since.
 */
export class FileSiiGateway implements SiiGateway, SiiNominaSource {
  private index: Promise<SiiFileIndex> | null = null;

  /** @param root directory holding the SII files (any depth). */
  constructor(private readonly root: string) {}

  /**
   * Lists the directory again and replaces the index (one recursive listing; no file is opened).
   * @returns how many SII files are indexed and which were rejected.
   * @throws the filesystem error when the root cannot be listed.
   */
  async reindex(): Promise<{ indexed: number; rejected: RejectedFile[] }> {
    const next = indexSiiDirectory(this.root);
    this.index = next;
    const { indexed, rejected } = await next;
    return { indexed, rejected };
  }

  /**
   * The period answers of `query.rut` in `query.role` (TIPO_CONSULTA code in the name) whose window overlaps
   * desde..hasta, oldest window first. Rows inside them may fall outside the query: the caller filters by date.
   * @throws RangeError when desde or hasta is not 'yyyy-MM-dd'; InvalidRutError for a bad RUT.
   */
  async fetchPeriodAnswers(query: PeriodQuery): Promise<SiiFile[]> {
    if (!isIsoDate(query.desde) || !isIsoDate(query.hasta)) {
      throw new RangeError(`Período inválido: '${query.desde}'..'${query.hasta}' (se espera yyyy-MM-dd)`);
    }
    const entries = (await this.current()).periods.get(periodKey(normalizeRut(query.rut), query.role)) ?? [];
    const overlapping = entries.filter((entry) => entry.desde <= query.hasta && entry.hasta >= query.desde);
    return Promise.all(overlapping.map((entry) => this.read(entry.path)));
  }

  /** The AEC with the highest SEQ of the DTE, or null when there is none. @throws InvalidRutError for a bad RUT. */
  async fetchAec(dte: DocumentKey): Promise<SiiFile | null> {
    const entry = (await this.current()).aec.get(dteKeyId(dte));
    return entry ? this.read(entry.path) : null;
  }

  /** The listarEventosHistDoc answer of the DTE, or null when there is none. @throws InvalidRutError for a bad RUT. */
  async fetchEvents(dte: DocumentKey): Promise<SiiFile | null> {
    const relative = (await this.current()).events.get(dteKeyId(dte));
    return relative ? this.read(relative) : null;
  }

  /**
   * The consultarFechaRecepcionSii answer of the DTE, or null when there is none. @throws InvalidRutError for a bad
   * RUT.
   */
  async fetchReceptionDate(dte: DocumentKey): Promise<SiiFile | null> {
    const relative = (await this.current()).reception.get(dteKeyId(dte));
    return relative ? this.read(relative) : null;
  }

  /** The Nómina de empresas files of the tree (PUB_EMPRESAS_PJ_*.txt), oldest years first. */
  async fetchNominaEmpresas(): Promise<SiiFile[]> {
    const entries = (await this.current()).nominas;
    return Promise.all(entries.map((entry) => this.read(entry.path)));
  }

  private current(): Promise<SiiFileIndex> {
    if (!this.index) {
      const building = indexSiiDirectory(this.root);
      // A failed listing (e.g. the directory does not exist yet) is not kept: the next call lists again.
      building.catch(() => {
        if (this.index === building) this.index = null;
      });
      this.index = building;
    }
    return this.index;
  }

  private async read(relative: string): Promise<SiiFile> {
    const bytes = await readFile(path.join(this.root, relative));
    return { name: path.basename(relative), bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  }
}
