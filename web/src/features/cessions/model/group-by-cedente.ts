import type { CesionView, Party } from '../../../../../domain/cession';
import { cessionTotals, type CessionTotals } from '../../../../../domain/cession-rules';

/** The cessions of one cedente (assignor) as a card shows them (core-platform §2 "Cesiones screen"). */
export interface CedenteGroup {
  cedente: Party;
  cesiones: CesionView[];
  /** Totals over the rows that count ('Cesion Vigente', 'Documento Asociado en Cobranza'), CLP. */
  totals: CessionTotals;
  /** Emisores of the group's documents that differ from the cedente (re-assigned documents), in order of appearance. */
  otherEmisores: Party[];
  /** Rows whose assignee mailbox is invalid (esCasillaCorreta 0). */
  invalidEmailCount: number;
  /** The distinct invalid assignee mailboxes (casillaCesionario) of those rows. */
  invalidEmails: string[];
}

/**
 * Groups cessions by cedente rut, keeping the API's row order inside each group.
 * Groups are sorted by the cedente's razón social (then rut).
 * Source: core-platform §2 (cards grouped by assignor; header: total assigned amount, document count,
 * count of invalid assignee e-mails, the assignor when it differs from the emisor), §4/§9 (totals).
 */
export function groupByCedente(cesiones: readonly CesionView[]): CedenteGroup[] {
  const byRut = new Map<string, { cedente: Party; rows: CesionView[] }>();
  for (const cesion of cesiones) {
    const group = byRut.get(cesion.cedente.rut);
    if (group) group.rows.push(cesion);
    else byRut.set(cesion.cedente.rut, { cedente: cesion.cedente, rows: [cesion] });
  }
  const groups = [...byRut.values()].map(({ cedente, rows }) => toGroup(cedente, rows));
  return groups.sort(
    (a, b) => a.cedente.razonSocial.localeCompare(b.cedente.razonSocial, 'es') || a.cedente.rut.localeCompare(b.cedente.rut),
  );
}

function toGroup(cedente: Party, rows: CesionView[]): CedenteGroup {
  const otherEmisores = new Map<string, Party>();
  const invalidEmails = new Set<string>();
  let invalidEmailCount = 0;
  for (const row of rows) {
    if (row.emisor.rut !== cedente.rut && !otherEmisores.has(row.emisor.rut)) otherEmisores.set(row.emisor.rut, row.emisor);
    if (row.esCasillaCorreta === 0) {
      invalidEmailCount += 1;
      if (row.casillaCesionario) invalidEmails.add(row.casillaCesionario);
    }
  }
  return {
    cedente,
    cesiones: rows,
    totals: cessionTotals(rows),
    otherEmisores: [...otherEmisores.values()],
    invalidEmailCount,
    invalidEmails: [...invalidEmails],
  };
}
