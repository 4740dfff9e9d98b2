import type { EstadoFilter } from '@domain/client-db/views/view-filters';
import { DEFAULT_MATCH_SETTINGS, type MatchSettings } from '@domain/payment-intent/related-cesion';
import type { UrlParamsPatch } from '@web/lib/use-url-params';
import { PAGE_PARAM, pageAddress, pageFromAddress } from '@web/lib/url-page';
import { DOCUMENT_TYPES } from './document-cells';

/**
 * The client detail tabs' own filters and list pages in the address (client-detail.md §2, §4 "Filters and paging"),
 * so a reload or a shared link shows the same: the Cesiones tab's month, Estado and Factoring filters and page
 * (`?mes=2026-05&estados=aceptado,reclamado&factorings=76389992-6&pagina=2`), the Ventas and Compras tabs' selected
 * months (`?meses=2026-04,2026-05`) and their documents table's Tipo, Estado de cesión and Factoring filters and page
 * (`?tipo=33&cedido=no-cedido&factoring=76389992-6&pagina=3`) and the Ventas Cruzadas table's own page
 * (`?pagina-cruzadas=2`), the Riesgo tab's Intención de Pago page and applied Tolerancia (%) and Días hacia adelante
 * (`?pagina=2&tolerancia=2.5&dias=30`), the Poder Judicial tab's page. Each parameter is absent at its default; a value
 * the screen does not offer (an old or edited link) reads as the default.
 */
const PARAMS = {
  month: 'mes',
  months: 'meses',
  estados: 'estados',
  factorings: 'factorings',
  tipo: 'tipo',
  cedido: 'cedido',
  factoring: 'factoring',
  crossSalesPage: 'pagina-cruzadas',
  tolerancia: 'tolerancia',
  dias: 'dias',
} as const;

/** The Ventas Cruzadas table's page parameter: the Ventas tab's documents table holds `pagina`. */
export const CROSS_SALES_PAGE_PARAM = PARAMS.crossSalesPage;

/** Removes every parameter a tab keeps of its own: a new tab, range or counterparty starts them afresh. */
export const TAB_VIEW_RESET: UrlParamsPatch = Object.fromEntries(
  [...Object.values(PARAMS), PAGE_PARAM].map((key) => [key, null]),
);

/**
 * A RUT as the client's database writes it ('NNNNNNNN-D', K in capitals), else null. The shape alone is checked: a
 * choice is one of the database's own RUTs, and one the screen does not offer is kept and matches nothing.
 */
export function addressRut(value: string | null): string | null {
  return value !== null && /^\d{1,9}-[\dK]$/.test(value) ? value : null;
}

const ESTADOS: readonly EstadoFilter[] = ['pendiente', 'aceptado', 'reclamado', 'anulado', 'rebajado'];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Cesiones tab's own view. */
export interface CesionesTabView {
  /** The 'Cesiones Mensuales' bar clicked, 'yyyy-MM', or null. */
  month: string | null;
  estados: EstadoFilter[];
  /** rutCesionario of the Factoring filter; empty for every factoring. */
  factorings: string[];
  /** 1-based. */
  page: number;
}

/** 'Estado de cesión' of the documents table. */
export type CedidoChoice = 'todos' | 'cedido' | 'noCedido';

/** The Ventas or Compras documents table's own view. */
export interface DocumentsTableView {
  /** The DTE type code as text, '' for every type. */
  tipo: string;
  cedido: CedidoChoice;
  /** rutCesionario of the Factoring filter, '' for every factoring. */
  factoring: string;
  /** 1-based. */
  page: number;
}

/** The comma-separated values of `key` that `accept` keeps, in the address's order, without repeats. */
function listOf<T extends string>(params: URLSearchParams, key: string, accept: (value: string) => T | null): T[] {
  const values = (params.get(key) ?? '').split(',').map(accept);
  return [...new Set(values.filter((value): value is T => value !== null))];
}

const listAddress = (values: readonly string[]) => (values.length > 0 ? values.join(',') : null);
const monthOf = (value: string) => (MONTH.test(value) ? value : null);

/** The Cesiones tab's view the address holds (see the parameters above). */
export function cesionesTabViewFromAddress(params: URLSearchParams): CesionesTabView {
  return {
    month: monthOf(params.get(PARAMS.month) ?? ''),
    estados: listOf(params, PARAMS.estados, (value) => ESTADOS.find((estado) => estado === value) ?? null),
    factorings: listOf(params, PARAMS.factorings, addressRut),
    page: pageFromAddress(params),
  };
}

/** The address parameters of the parts of a Cesiones tab view that `changes` gives; a default removes its own. */
export function cesionesTabViewAddress(changes: Partial<CesionesTabView>): UrlParamsPatch {
  return {
    ...(changes.month !== undefined ? { [PARAMS.month]: changes.month } : {}),
    ...(changes.estados ? { [PARAMS.estados]: listAddress(changes.estados) } : {}),
    ...(changes.factorings ? { [PARAMS.factorings]: listAddress(changes.factorings) } : {}),
    ...(changes.page !== undefined ? pageAddress(changes.page) : {}),
  };
}

/** The Ventas or Compras tab's selected months the address holds, 'yyyy-MM', ascending. */
export function ledgerMonthsFromAddress(params: URLSearchParams): string[] {
  return listOf(params, PARAMS.months, monthOf).sort();
}

/** The address parameter of the selected months ('yyyy-MM'); none removes it. */
export function ledgerMonthsAddress(months: readonly string[]): UrlParamsPatch {
  return { [PARAMS.months]: listAddress(months) };
}

/** The address's spelling of each 'Estado de cesión' but the default. */
const CEDIDO_PARAM: Readonly<Record<Exclude<CedidoChoice, 'todos'>, string>> = {
  cedido: 'cedido',
  noCedido: 'no-cedido',
};

/** The documents table's view the address holds (see the parameters above). */
export function documentsTableViewFromAddress(params: URLSearchParams): DocumentsTableView {
  const tipo = params.get(PARAMS.tipo) ?? '';
  const cedido = params.get(PARAMS.cedido);
  return {
    tipo: DOCUMENT_TYPES.some((code) => String(code) === tipo) ? tipo : '',
    cedido: cedido === CEDIDO_PARAM.cedido ? 'cedido' : cedido === CEDIDO_PARAM.noCedido ? 'noCedido' : 'todos',
    factoring: addressRut(params.get(PARAMS.factoring)) ?? '',
    page: pageFromAddress(params),
  };
}

/** The address parameters of the parts of a documents table view that `changes` gives. */
export function documentsTableViewAddress(changes: Partial<DocumentsTableView>): UrlParamsPatch {
  return {
    ...(changes.tipo !== undefined ? { [PARAMS.tipo]: changes.tipo } : {}),
    ...(changes.cedido ? { [PARAMS.cedido]: changes.cedido === 'todos' ? null : CEDIDO_PARAM[changes.cedido] } : {}),
    ...(changes.factoring !== undefined ? { [PARAMS.factoring]: changes.factoring } : {}),
    ...(changes.page !== undefined ? pageAddress(changes.page) : {}),
  };
}

/** A setting the address holds: a number above 0 ('2.5'; an es-CL decimal comma, '2,5', is read too). */
function settingOf(value: string | null): number | null {
  const number = Number((value ?? '').replace(',', '.'));
  return value !== null && Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * The Intención de Pago panel's applied match settings the address holds, each the default (1 %, 14 days:
 * client-detail.md §9) when absent or not a number above 0 (the rule of the panel's own fields, §5).
 */
export function matchSettingsFromAddress(params: URLSearchParams): MatchSettings {
  return {
    toleranciaPct: settingOf(params.get(PARAMS.tolerancia)) ?? DEFAULT_MATCH_SETTINGS.toleranciaPct,
    diasAdelante: settingOf(params.get(PARAMS.dias)) ?? DEFAULT_MATCH_SETTINGS.diasAdelante,
  };
}

/** The address parameters of applied match settings: each removed at its default. */
export function matchSettingsAddress(settings: MatchSettings): UrlParamsPatch {
  const written = (value: number, fallback: number) => (value === fallback ? null : String(value));
  return {
    [PARAMS.tolerancia]: written(settings.toleranciaPct, DEFAULT_MATCH_SETTINGS.toleranciaPct),
    [PARAMS.dias]: written(settings.diasAdelante, DEFAULT_MATCH_SETTINGS.diasAdelante),
  };
}
