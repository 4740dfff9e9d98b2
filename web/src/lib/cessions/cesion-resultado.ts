import { normalizeRut } from '@domain/rut';
import type { AecEnvioResultado, CesionMasivaResultado } from '@domain/wire/schema-types';

/** A document as rut emisor, tipo and folio, however its rut is written. */
export function documentId(doc: { rutEmisor: string; tipo: number; folio: number }): string {
  return `${normalizeRut(doc.rutEmisor)}|${doc.tipo}|${doc.folio}`;
}

/**
 * The outcome of each document of a cession action, by {@link documentId}: the sent AECs (with their envío) and
 * the documents not sent (with their error). A document the answer does not name is absent.
 */
export function outcomesByDocument(result: CesionMasivaResultado): Map<string, AecEnvioResultado> {
  return new Map([...result.AECs, ...result.AECsError].map((outcome) => [documentId(outcome), outcome]));
}

/** Whether the answer is the spec's success (core-platform §4 "Mass send": statusCode 200). */
export function isSuccess(result: CesionMasivaResultado): boolean {
  return result.statusCode === 200;
}
