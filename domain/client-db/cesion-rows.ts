/**
 * Maps the SII's "cesiones en período" rows (domain/period-file) to cesion rows of a client database
 * (client-radar.md §3 "cesion"): the cessions the client made (CEDENTE = client) and those of documents it owes
 * (DEUDOR = client).
 */
import type { PeriodCessionRow } from '../period-types';
import type { CesionRow } from './row-types';

/**
 * The client's cesion rows, one per distinct (document, cesionario, fechaCesion) (the same cession read from
 * overlapping answers counts once).
 * @param rows period rows as parsed (fchCesion 'yyyy-MM-dd HH:mm', Chile local).
 * @param rutCliente the client 'NNNNNNNN-D'.
 * @returns rows where the client is cedente or deudor, sorted by fechaHoraCesion ('yyyy-MM-dd HH:mm:00').
 */
export function toCesionRows(rows: readonly PeriodCessionRow[], rutCliente: string): CesionRow[] {
  const byKey = new Map<string, CesionRow>();
  for (const row of rows) {
    if (row.cedente !== rutCliente && row.deudor !== rutCliente) continue;
    const cesion: CesionRow = {
      folioDTE: row.folioDoc,
      tipoDTE: row.tipoDoc,
      // A factura de compra (46) is issued by the buyer, who is the deudor (core-platform §3).
      rutEmisor: row.tipoDoc === 46 ? row.deudor : row.vendedor,
      rutDeudor: row.deudor,
      rutCedente: row.cedente,
      rutCesionario: row.cesionario,
      montoCesion: row.mntCesion,
      fechaHoraCesion: `${row.fchCesion}:00`,
      fechaVencimiento: row.fchVencimiento,
      estadoCesion: row.estadoCesion,
    };
    byKey.set(
      `${cesion.rutEmisor}#${cesion.tipoDTE}#${cesion.folioDTE}#${cesion.rutCesionario}#${cesion.fechaHoraCesion}`,
      cesion,
    );
  }
  return [...byKey.values()].sort((a, b) => a.fechaHoraCesion.localeCompare(b.fechaHoraCesion));
}
