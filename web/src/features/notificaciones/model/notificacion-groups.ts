import type { CesionView, Party } from '@domain/cession';
import { AEC_NOT_DOWNLOADED_REASON, RECEDIDO_REASON } from '@domain/cession-rules';
import { readEmailList } from '@domain/notificacion/email-list';
import type { TipoNotificacion } from '@domain/notificacion/notificacion';

/** The documents of one debtor on the notifications screen (core-platform §2 "cards per debtor"). */
export interface DeudorGroup {
  deudor: Party;
  cesiones: CesionView[];
  /** The valid addresses the SII gave for the debtor in these cessions (emailsDeudores), without repeats. */
  emailsSii: string[];
}

/**
 * Why a document cannot be notified, or null when it can: without its AEC ('No fue posible descargar XML AEC desde el
 * SII', the notice attaches it); for a cesion notice, a document the factoring already re-ceded ('Dte recedido': the
 * debtor owes someone else now). The server checks the same (lambdas/notificaciones/notificar-deudores.ts).
 */
export function notNotificableReason(
  cesion: Pick<CesionView, 'aec_descargado' | 'estadoCesion'>,
  tipo: TipoNotificacion,
): string | null {
  if (tipo === 'cesion' && cesion.estadoCesion === '') return RECEDIDO_REASON;
  if (cesion.aec_descargado === 0 || cesion.aec_descargado === 2) return AEC_NOT_DOWNLOADED_REASON;
  return null;
}

/** The documents a card starts with selected: those that can be notified and were not yet. */
export function initialSelection(cesiones: readonly CesionView[], tipo: TipoNotificacion): Set<string> {
  return new Set(
    cesiones.filter((c) => c.deudorNotificado !== 1 && notNotificableReason(c, tipo) === null).map((c) => c.id),
  );
}

/**
 * The cards of the notifications screen: the list's documents grouped by debtor (RUT), cards by razón social (Spanish
 * collation), documents by due date then folio.
 */
export function groupByDeudor(cesiones: readonly CesionView[]): DeudorGroup[] {
  const groups = new Map<string, CesionView[]>();
  for (const cesion of cesiones) groups.set(cesion.deudor.rut, [...(groups.get(cesion.deudor.rut) ?? []), cesion]);
  return [...groups.values()]
    .map((rows) => ({
      // Some SII rows carry no razón social for the debtor: the card takes the first that has one.
      deudor: (rows.find((row) => row.deudor.razonSocial.trim()) ?? rows[0]!).deudor,
      cesiones: rows.toSorted((a, b) => dueKey(a).localeCompare(dueKey(b)) || a.folio - b.folio),
      emailsSii: readEmailList(rows.flatMap((row) => row.emailsDeudores)).emails,
    }))
    .sort(
      (a, b) =>
        a.deudor.razonSocial.localeCompare(b.deudor.razonSocial, 'es', { sensitivity: 'base' }) ||
        a.deudor.rut.localeCompare(b.deudor.rut),
    );
}

/** 'dd-MM-yyyy' due date as a sortable 'yyyy-MM-dd' ('9' after any date when absent). */
function dueKey(cesion: CesionView): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(cesion.fechaVencimiento ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '9';
}

/** The addresses a card's input starts with: the ones the factoring keeps for the debtor, then the SII's. */
export function prefillEmails(recordados: readonly string[], emailsSii: readonly string[]): string[] {
  return readEmailList([...recordados, ...emailsSii]).emails;
}
