import type { CesionView } from '@domain/cession';
import type { DteInput } from '@domain/wire/schema-types';
import { documentKey } from './document-key';

/** The DteInput of each cession, with the download RUT rule of {@link documentKey} (tipo 46 uses the deudor). */
export function toDteInputs(cesiones: readonly CesionView[], rutFactoring: string): DteInput[] {
  return cesiones.map((cesion) => {
    const key = documentKey(cesion, rutFactoring);
    return { rutEmisor: key.rutEmisor, tipoDTE: key.tipo, folioDTE: key.folio, idSecuencia: key.idSecuencia };
  });
}
