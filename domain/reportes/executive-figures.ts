/**
 * The acquired cessions of a report by executive (core-platform §6 carteraEjecutivos; client-radar.md §3: a client
 * company's `ejecutivo` holds the e-mails of its executives): each executive's cessions are those ceded by the client
 * companies assigned to them, so a client with two executives counts in both, and cessions of cedentes that are not
 * clients of the factoring's list count in none.
 */
import { groupFigures, type GroupFigures } from './report-figures';
import type { ReportDocument } from './report-document';

/** A client company of the factoring: RUT 'NNNNNNNN-D' and its executives' e-mails (none: unassigned). */
export interface ClientAssignment {
  rut: string;
  ejecutivos: readonly string[];
}

/** The figures of one executive ('' for the clients without one). */
export interface ExecutiveFigures extends GroupFigures {
  ejecutivo: string;
  /** Its client companies, in the list's order. */
  clientes: string[];
}

/**
 * One row per executive named in `clients` and one ('' ejecutivo) for the clients without any, the largest montoCedido
 * first (ties: more clients, then the e-mail, the unassigned last among equals by its empty name), with the figures
 * of the documents their clients ceded.
 */
export function figuresByExecutive<T extends ReportDocument>(
  documents: readonly T[],
  clients: readonly ClientAssignment[],
): ExecutiveFigures[] {
  return [...executivePortfolios(clients).entries()]
    .map(([ejecutivo, clientes]) => ({
      ejecutivo,
      clientes,
      ...groupFigures(executiveDocuments(documents, clientes)),
    }))
    .sort(executiveOrder);
}

/** The order of the executives' rows (see {@link figuresByExecutive}). */
export function executiveOrder(a: ExecutiveFigures, b: ExecutiveFigures): number {
  return (
    b.montoCedido - a.montoCedido || b.clientes.length - a.clientes.length || b.ejecutivo.localeCompare(a.ejecutivo)
  );
}

/**
 * The client companies (RUTs, in the list's order) of each executive, and under '' those without one; a client with two
 * executives is in both portfolios.
 */
export function executivePortfolios(clients: readonly ClientAssignment[]): Map<string, string[]> {
  const portfolios = new Map<string, string[]>();
  for (const client of clients) {
    for (const ejecutivo of client.ejecutivos.length > 0 ? client.ejecutivos : ['']) {
      const portfolio = portfolios.get(ejecutivo) ?? [];
      portfolio.push(client.rut);
      portfolios.set(ejecutivo, portfolio);
    }
  }
  return portfolios;
}

/** The documents ceded by any of `clientes` (RUTs), in input order: an executive's drill-down. */
export function executiveDocuments<T extends Pick<ReportDocument, 'cedente'>>(
  documents: readonly T[],
  clientes: readonly string[],
): T[] {
  const ruts = new Set(clientes);
  return documents.filter((d) => ruts.has(d.cedente.rut));
}
