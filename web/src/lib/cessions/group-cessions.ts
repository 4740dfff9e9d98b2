import type { CesionView, Party } from '@domain/cession';
import { cessionTotals, type CessionTotals } from '@domain/cession-rules';

/**
 * How the cards group the documents (core-platform §2): by cedente (acquired, initial grouping), by
 * cedente and day of fechaCesion ('Agrupar Cedente/dia'), or by cesionario (assigned; 'Resumen por Cesionario').
 */
export type GroupBy = 'cedente' | 'cedenteDia' | 'cesionario';

/** The documents of one card (core-platform §2 "Cesiones screen"). */
export interface CessionGroup {
  /** Stable key: the party rut, plus '#yyyy-MM-dd' when grouped by day. */
  key: string;
  /** The party the card is about: the cedente, or the cesionario. */
  party: Party;
  /** The day 'yyyy-MM-dd' of fechaCesion when grouped by day, else null. */
  day: string | null;
  cesiones: CesionView[];
  /** Totals over the rows that count ('Cesion Vigente', 'Documento Asociado en Cobranza'), CLP. */
  totals: CessionTotals;
  /**
   * Emisores that differ from the cedente (re-assigned documents), in order of appearance; empty for cesionario groups.
   */
  otherEmisores: Party[];
  /** Rows whose assignee mailbox is invalid (esCasillaCorreta 0). */
  invalidEmailCount: number;
  /** The distinct invalid assignee mailboxes (casillaCesionario) of those rows. */
  invalidEmails: string[];
}

function partyOf(cesion: CesionView, by: GroupBy): Party {
  return by === 'cesionario' ? cesion.cesionario : cesion.cedente;
}

/**
 * Groups cessions into cards, keeping the rows' order inside each group and ordering the cards by the first row of
 * each: the lists arrive ordered by fechaCesion (oldest first) and page by page, so a later page only adds rows to
 * cards already shown or new cards after them, and the cards the first page shows keep their places once the period
 * is complete. With the rows in fechaCesion order that puts the card of the oldest cession first, and a party's day
 * cards oldest day first.
 * Source: core-platform §2 (cards grouped by assignor, or by assignee for assigned; 'Agrupar Cedente/dia';
 * header: total assigned amount, document count, invalid assignee e-mails, the assignor when it differs from
 * the emisor), §4/§9 (totals).
 * @param by the grouping; fechaCesion is 'yyyy-MM-dd HH:mm' (Chile time), its first 10 characters are the day.
 */
export function groupCessions(cesiones: readonly CesionView[], by: GroupBy): CessionGroup[] {
  const byKey = new Map<string, { party: Party; day: string | null; rows: CesionView[] }>();
  for (const cesion of cesiones) {
    const party = partyOf(cesion, by);
    const day = by === 'cedenteDia' ? cesion.fechaCesion.slice(0, 10) : null;
    const key = day ? `${party.rut}#${day}` : party.rut;
    const group = byKey.get(key);
    if (group) group.rows.push(cesion);
    else byKey.set(key, { party, day, rows: [cesion] });
  }
  // A Map iterates in insertion order: the order in which each card's first row came.
  return [...byKey.entries()].map(([key, { party, day, rows }]) => toGroup(key, party, day, rows, by));
}

function toGroup(key: string, party: Party, day: string | null, rows: CesionView[], by: GroupBy): CessionGroup {
  const otherEmisores = new Map<string, Party>();
  const invalidEmails = new Set<string>();
  let invalidEmailCount = 0;
  for (const row of rows) {
    if (by !== 'cesionario' && row.emisor.rut !== party.rut && !otherEmisores.has(row.emisor.rut)) {
      otherEmisores.set(row.emisor.rut, row.emisor);
    }
    if (row.esCasillaCorreta === 0) {
      invalidEmailCount += 1;
      if (row.casillaCesionario) invalidEmails.add(row.casillaCesionario);
    }
  }
  return {
    key,
    party,
    day,
    cesiones: rows,
    totals: cessionTotals(rows),
    otherEmisores: [...otherEmisores.values()],
    invalidEmailCount,
    invalidEmails: [...invalidEmails],
  };
}
