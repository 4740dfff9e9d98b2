/**
 * The documents behind an exposure of 'Reportes': the held ones of a debtor or cedente as 'Cartera' lists them
 * (domain/cartera/cartera-document.ts), found again among the acquired cessions of their months so that each is shown
 * with its downloads and movements, as every other drill-down of the report.
 */
import type { CesionView } from '../cession';

/** What identifies a held document's cession: its emisor, type, folio and cession instant 'yyyy-MM-dd HH:mm'. */
export interface HeldKey {
  tipoDTE: number;
  folio: number;
  fechaCesion: string;
  emisor: { rut: string };
}

const keyText = (d: HeldKey) => `${d.emisor.rut}#${d.tipoDTE}#${d.folio}#${d.fechaCesion}`;

/** The months 'yyyy-MM' (Chile time, as fechaCesion is written) the held documents were ceded in, in order. */
export function heldMonths(held: readonly HeldKey[]): string[] {
  return [...new Set(held.map((d) => d.fechaCesion.slice(0, 7)))].sort();
}

/**
 * The cessions that are the held documents, in input order: same emisor, type, folio and cession instant, so an
 * earlier cession of the same document that the factoring re-ceded is not taken for the one it holds now.
 */
export function heldCessions(cessions: readonly CesionView[], held: readonly HeldKey[]): CesionView[] {
  const keys = new Set(held.map(keyText));
  return cessions.filter((c) => keys.has(keyText({ ...c, tipoDTE: c.tipo })));
}
