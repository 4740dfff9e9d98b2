/**
 * Red-flag rule f: a debtor that claims (reclamos RCD, RFP, RFT; core-platform §4) a large share of the
 * documents the factoring acquired from it.
 */
import type { CessionRecord } from '../cession';
import { REJECTION_CODES } from '../events';
import type { RedFlag } from './red-flag';
import type { RedFlagSettings } from './settings';

/** A debtor's record in the factoring's history: documents with a known event list, and those claimed. */
export interface DebtorClaims {
  documentos: number;
  reclamados: number;
}

/**
 * Claims per debtor RUT over the factoring's acquired cessions (role cesionario), each document (rutEmisor, tipoDTE,
 * folio) counted once; documents whose event list is unknown (null) are left out, since nothing says whether they
 * were claimed.
 */
export function debtorClaims(
  records: readonly Pick<CessionRecord, 'role' | 'emisor' | 'tipoDTE' | 'folio' | 'deudor' | 'eventos'>[],
): Map<string, DebtorClaims> {
  const seen = new Set<string>();
  const byDebtor = new Map<string, DebtorClaims>();
  for (const record of records) {
    const id = `${record.emisor.rut}#${record.tipoDTE}#${record.folio}`;
    if (record.role !== 'cesionario' || record.eventos === null || seen.has(id)) continue;
    seen.add(id);
    const counts = byDebtor.get(record.deudor.rut) ?? { documentos: 0, reclamados: 0 };
    counts.documentos += 1;
    if (record.eventos.some((event) => (REJECTION_CODES as readonly string[]).includes(event.codigo)))
      counts.reclamados += 1;
    byDebtor.set(record.deudor.rut, counts);
  }
  return byDebtor;
}

/**
 * Rule f (DEUDOR_RECLAMADOR): raised when the debtor has at least `minimoDocumentos` documents and its claim rate
 * (reclamados / documentos, in percent) reaches `umbralReclamosPct` (a rate exactly at the threshold raises it).
 * @returns the flag, or null (also for a debtor with no history).
 */
export function debtorClaimFlag(claims: DebtorClaims | undefined, settings: RedFlagSettings): RedFlag | null {
  if (!claims || claims.documentos < settings.minimoDocumentos) return null;
  // Compared in whole products so that 1 of 5 meets 20% exactly.
  if (claims.reclamados * 100 < settings.umbralReclamosPct * claims.documentos) return null;
  const rate = ((claims.reclamados / claims.documentos) * 100).toLocaleString('es-CL', { maximumFractionDigits: 1 });
  return {
    regla: 'DEUDOR_RECLAMADOR',
    motivo: `El deudor reclamó ${claims.reclamados} de ${claims.documentos} documentos cedidos a la factoring (${rate}%, umbral ${settings.umbralReclamosPct}%)`,
  };
}
