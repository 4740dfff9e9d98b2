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

/**
 * The DteInput of each cession as the SII names the DTE itself (its own emisor, type and folio), for the actions that
 * name the document rather than download it (devolución, rechazo): no tipo-46 swap.
 */
export function ownDteInputs(cesiones: readonly CesionView[]): DteInput[] {
  return cesiones.map((cesion) => ({
    rutEmisor: cesion.emisor.rut,
    tipoDTE: cesion.tipo,
    folioDTE: cesion.folio,
    idSecuencia: cesion.idSecuencia,
  }));
}
