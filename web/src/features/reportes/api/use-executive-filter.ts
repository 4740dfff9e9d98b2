import { useMemo } from 'react';
import { executivePortfolios } from '@domain/reportes/executive-figures';
import { executivesOf } from '@web/localdb/client-list/client-company';
import { useClientList } from '@web/localdb/client-list/get-client-list';

/** The report's executive filter once applied. */
export interface ExecutiveFilter {
  /** The executives named in the client list, sorted; null without the executives' view. */
  ejecutivos: string[] | null;
  /**
   * The client companies (RUTs) whose cessions the report sums: the chosen executive's (executive-figures.ts
   * executiveDocuments narrows to them), null without a filter.
   */
  clientes: readonly string[] | null;
  /** The client list is still loading for a filter. */
  pending: boolean;
  error: Error | null;
}

/**
 * The executive filter of 'Reportes' (carteraEjecutivos): the executives of the client list of 'Dashboard Clientes'
 * for the report's months (the same query, so the same cache as the clients' card), and the client companies of the
 * chosen one (domain/reportes/executive-figures.ts).
 * @param enabled the user has the executives' view and the report is readable; false ignores `ejecutivo`.
 * @param ejecutivo the e-mail in the address, '' for none.
 */
export function useExecutiveFilter(
  rutFactoring: string,
  range: { start: string; end: string },
  enabled: boolean,
  ejecutivo: string,
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
  const ejecutivos = useMemo(() => (portfolios ? [...portfolios.keys()].filter(Boolean).sort() : []), [portfolios]);
  const clientes = useMemo(
    () => (portfolios && ejecutivo ? (portfolios.get(ejecutivo) ?? []) : null),
    [portfolios, ejecutivo],
  );
  if (!enabled) return { ejecutivos: null, clientes: null, pending: false, error: null };
  const waiting = ejecutivo !== '' && !portfolios;
  return {
    ejecutivos,
    // While the list loads for a filter, nothing is summed: the whole portfolio would pass for the executive's.
    clientes: waiting ? [] : clientes,
    pending: waiting && !clients.error,
    error: ejecutivo !== '' ? clients.error : null,
  };
}
