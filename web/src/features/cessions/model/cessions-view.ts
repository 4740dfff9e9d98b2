import type { UrlParamsPatch } from '@web/lib/use-url-params';
import {
  parseRedFlagFilter,
  RED_FLAG_PARAM,
  redFlagAddress,
  type RedFlagFilter,
} from '@web/lib/cessions/red-flag-filter';
import type { SummaryTab } from '../components/summary-tabs';

/** How a cession screen shows its search's rows (core-platform §2), beside the search itself. */
export interface CessionsView {
  /** 'Mostrar Recesiones' (acquired): default checked. */
  showRecesiones: boolean;
  /** The 'Alertas' select: default every row. */
  redFlagFilter: RedFlagFilter;
  /** 'Agrupar Cedente/dia' chosen in the grouping dropdown (acquired): default by cedente. */
  byDay: boolean;
  /** The tab shown in the two-tab variant: default 'Resumen por Cesionario'. */
  summaryTab: SummaryTab;
}

/** The address parameters of a {@link CessionsView}, each absent at its default. */
const PARAMS = {
  showRecesiones: 'recesiones',
  redFlagFilter: RED_FLAG_PARAM,
  byDay: 'agrupar',
  summaryTab: 'resumen',
} as const;

/**
 * The view a cession screen's address holds (`?recesiones=no&alertas=con-alertas&agrupar=dia&resumen=proveedor`);
 * absent or unknown values read as the defaults.
 */
export function viewFromAddress(params: URLSearchParams): CessionsView {
  return {
    showRecesiones: params.get(PARAMS.showRecesiones) !== 'no',
    redFlagFilter: parseRedFlagFilter(params.get(PARAMS.redFlagFilter) ?? ''),
    byDay: params.get(PARAMS.byDay) === 'dia',
    summaryTab: params.get(PARAMS.summaryTab) === 'proveedor' ? 'proveedor' : 'cesionario',
  };
}

/** The address parameters of `view` (the inverse of {@link viewFromAddress}); defaults remove their parameter. */
export function viewAddress(view: CessionsView): UrlParamsPatch {
  return {
    [PARAMS.showRecesiones]: view.showRecesiones ? null : 'no',
    ...redFlagAddress(view.redFlagFilter),
    [PARAMS.byDay]: view.byDay ? 'dia' : null,
    [PARAMS.summaryTab]: view.summaryTab === 'proveedor' ? 'proveedor' : null,
  };
}
