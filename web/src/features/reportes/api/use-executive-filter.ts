import { useMemo } from 'react';
import type { CesionView } from '@domain/cession';
import { executiveDocuments, executivePortfolios } from '@domain/reportes/executive-figures';
import { executivesOf } from '@web/localdb/client-list/client-company';
import { useClientList } from '@web/localdb/client-list/get-client-list';

/** The report's executive filter once applied. */
export interface ExecutiveFilter {
  /** The executives named in the client list, sorted; null without the executives' view. */
  ejecutivos: string[] | null;
  /** The cessions the report sums: those ceded by the executive's clients, or all of them without a filter. */
  cesiones: readonly CesionView[];
  /** The client list is still loading for a filter. */
  pending: boolean;
  error: Error | null;
}

/**
 * The executive filter of 'Reportes' (carteraEjecutivos): the executives of the client list of 'Dashboard Clientes'
 * for the report's months (the same query, so the same cache as the clients' card), and the period's cessions narrowed
 * to those their client companies ceded (domain/reportes/executive-figures.ts).
 * @param enabled the user has the executives' view and the report is readable; false ignores `ejecutivo`.
 * @param ejecutivo the e-mail in the address, '' for none.
 */
export function useExecutiveFilter(
  rutFactoring: string,
  range: { start: string; end: string },
  enabled: boolean,
  ejecutivo: string,
  cesiones: readonly CesionView[],
): ExecutiveFilter {
  const clients = useClientList(rutFactoring, enabled ? range : null);
  const companies = clients.data?.companies;
  const portfolios = useMemo(
    () =>
      companies
        ? executivePortfolios(companies.map((company) => ({ rut: company.rut, ejecutivos: executivesOf(company) })))
        : null,
    [companies],
  );
  const narrowed = useMemo(
    () => (portfolios && ejecutivo ? executiveDocuments(cesiones, portfolios.get(ejecutivo) ?? []) : cesiones),
    [portfolios, ejecutivo, cesiones],
  );
  const ejecutivos = useMemo(() => (portfolios ? [...portfolios.keys()].filter(Boolean).sort() : []), [portfolios]);
  if (!enabled) return { ejecutivos: null, cesiones, pending: false, error: null };
  const waiting = ejecutivo !== '' && !portfolios;
  return {
    ejecutivos,
    cesiones: waiting ? [] : narrowed,
    pending: waiting && !clients.error,
    error: ejecutivo !== '' ? clients.error : null,
  };
}
