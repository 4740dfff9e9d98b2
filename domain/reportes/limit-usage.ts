/**
 * The exposure of each debtor and cedente against the factoring's Cartera limits, as 'Reportes' shows it: the held
 * portfolio of 'Cartera' today (domain/cartera/cartera-view.ts, whose `excesos` decide a breach), with how much of its
 * tightest limit each party uses and how much more it may take. The period of a report does not change it: an
 * exposure is what the factoring holds now, whenever it was ceded.
 */
import type { CarteraParty } from '../cartera/cartera-view';

/** The fields of a Cartera party the usage reads (amounts CLP, shares fractions 0..1). */
export type LimitedParty = Pick<
  CarteraParty,
  | 'tipo'
  | 'rut'
  | 'razonSocial'
  | 'documentos'
  | 'monto'
  | 'participacion'
  | 'participacionMaxima'
  | 'montoMaximo'
  | 'excesos'
>;

/** A party under at least one limit, with its use of them. */
export interface LimitUsage extends LimitedParty {
  /** The largest fraction of a limit it uses: monto / montoMaximo or participacion / participacionMaxima (1: at it). */
  uso: number;
  /**
   * CLP it may still take before its tightest limit is passed (negative: by how much it is over); null when no limit
   * caps an amount (only a 100 % share).
   */
  disponible: number | null;
}

/**
 * The usage of one party, or null when no limit applies to it. Buying x more CLP of a party raises the portfolio too,
 * so under a share s of a portfolio T it may take up to (s·T − monto) / (1 − s).
 * @param total the held portfolio's monto (CLP), the base of the shares.
 */
export function limitUsage(party: LimitedParty, total: number): LimitUsage | null {
  const { monto, participacion, participacionMaxima: share, montoMaximo } = party;
  if (share === null && montoMaximo === null) return null;
  const uses: number[] = [];
  const room: number[] = [];
  if (montoMaximo !== null) {
    uses.push(monto / montoMaximo);
    room.push(montoMaximo - monto);
  }
  if (share !== null) {
    uses.push(participacion / share);
    if (share < 1) room.push(Math.floor((share * total - monto) / (1 - share)));
  }
  return { ...party, uso: Math.max(...uses), disponible: room.length > 0 ? Math.min(...room) : null };
}

/**
 * The parties of one kind under a limit, the most used first (ties by monto, then RUT), narrowed to `rut` when the
 * report filters that kind ('' for all).
 */
export function limitUsages(parties: readonly LimitedParty[], total: number, rut: string): LimitUsage[] {
  return parties
    .filter((party) => !rut || party.rut === rut)
    .map((party) => limitUsage(party, total))
    .filter((usage) => usage !== null)
    .sort((a, b) => b.uso - a.uso || b.monto - a.monto || a.rut.localeCompare(b.rut));
}
