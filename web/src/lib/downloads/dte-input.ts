import type { CesionView } from '@domain/cession';
import { documentKey } from './document-key';

/** One document of a bulk request (schema.graphql DteInput; core-platform §7 getCertificateMasivo dtes). */
export interface DteInput {
  rutEmisor: string;
  tipoDTE: number;
  folioDTE: number;
  /** SeqCesion of the listed cession (the server takes the latest when absent). */
  idSecuencia: number;
}

/** The DteInput of each cession, with the download RUT rule of {@link documentKey} (tipo 46 uses the deudor). */
export function toDteInputs(cesiones: readonly CesionView[], rutFactoring: string): DteInput[] {
  return cesiones.map((cesion) => {
    const key = documentKey(cesion, rutFactoring);
    return { rutEmisor: key.rutEmisor, tipoDTE: key.tipo, folioDTE: key.folio, idSecuencia: key.idSecuencia };
  });
}
