/**
 * What the registry knows of a ceded DTE, read from its latest AEC with domain/aec/parse.ts and kept per file: the
 * parties to the chain (who may download it: SII-PROTOCOLS.md §5, instructivo p.6), the current holder (the last
 * cesionario) and the time of the last annotation (RPETC-WS manual §3.2.3 RUT_TENEDOR, FECHA_ULT_ANOT).
 */
import { parseAec } from '../../../domain/aec/parse';
import { toIsoDateTime } from '../../../domain/sii-dates';
import type { SiiFiles } from './sii-files';

/** The facts of one AEC. RUTs 'NNNNNNNN-D'. */
export interface AecFacts {
  /** Emisor, receptor and every cedente and cesionario of the chain. */
  parties: ReadonlySet<string>;
  /** The DTE's receptor (the deudor, except for tipo 46 where the emisor buys). */
  receptor: string;
  /** The current holder: the cesionario of the last cesión. */
  tenedor: string;
  /** The last cesión's TmstCesion as 'yyyy-MM-dd HH:mm:ss' (Chile local time). */
  fechaUltAnot: string;
}

/** AEC facts by file path, read once per path until cleared. */
export class AecFactsCache {
  private readonly facts = new Map<string, Promise<AecFacts | null>>();

  constructor(private readonly files: SiiFiles) {}

  /** The facts of the AEC at `relative` (a path of {@link SiiFiles}), or null when the file is not a readable AEC. */
  of(relative: string): Promise<AecFacts | null> {
    let facts = this.facts.get(relative);
    if (!facts) {
      facts = this.read(relative);
      this.facts.set(relative, facts);
    }
    return facts;
  }

  /** Forgets every read (after a reindex: files may have changed). */
  clear(): void {
    this.facts.clear();
  }

  private async read(relative: string): Promise<AecFacts | null> {
    try {
      const aec = parseAec(await this.files.read(relative));
      const parties = new Set([aec.dte.rutEmisor, aec.dte.rutReceptor]);
      for (const cesion of aec.cesiones) parties.add(cesion.cedente.rut).add(cesion.cesionario.rut);
      return {
        parties,
        receptor: aec.dte.rutReceptor,
        tenedor: aec.current.cesionario.rut,
        fechaUltAnot: toIsoDateTime(aec.current.tmstCesion) ?? aec.current.tmstCesion,
      };
    } catch {
      return null;
    }
  }
}
