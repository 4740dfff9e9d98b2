/**
 * What the registry knows of a ceded DTE, read from its latest AEC with domain/aec/parse.ts: the parties to the chain
 * (who may download it: SII-PROTOCOLS.md §5, instructivo p.6), the current holder (the last cesionario) and the time
 * of the last annotation (RPETC-WS manual §3.2.3 RUT_TENEDOR, FECHA_ULT_ANOT). The handlers read it through
 * SiiFiles.parsed, so each AEC is parsed once per (re)index.
 */
import { parseAec } from '@domain/aec/parse';
import { toIsoDateTime } from '@domain/sii-dates';

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

/** The facts of an AEC's bytes, or null when they are not a readable AEC (its parties are then unknown). */
export function readAecFacts(bytes: Uint8Array): AecFacts | null {
  try {
    const aec = parseAec(bytes);
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
