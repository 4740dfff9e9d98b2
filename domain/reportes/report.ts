import type { CesionView } from '../cession';
import { concentration, type Concentration } from './concentration';
import { openAging, type AgingFigures } from './open-aging';
import { filterReport, type ReportFilter } from './report-document';
import {
  figuresByMonth,
  figuresByParty,
  groupFigures,
  type GroupFigures,
  type MonthFigures,
  type PartyFigures,
} from './report-figures';

/** Everything the screen draws, from the period's acquired cessions. */
export interface Report {
  /** The cessions after the cedente and debtor filters (the drill-down reads these). */
  documentos: CesionView[];
  total: GroupFigures;
  meses: MonthFigures[];
  cedentes: PartyFigures[];
  deudores: PartyFigures[];
  concentracionCedentes: Concentration;
  concentracionDeudores: Concentration;
  vencimientos: AgingFigures[];
  /** Every cedente and debtor of the period before the filters (the filter choices). */
  todosCedentes: PartyFigures[];
  todosDeudores: PartyFigures[];
}

/**
 * The report of a period: the filters applied, then each figure by the rules of domain/reportes (the monitoring
 * screen's totals rule included).
 * @param meses the period's months 'yyyy-MM'.
 * @param now the clock of the aging tramos.
 */
export function buildReport(
  cesiones: readonly CesionView[],
  filter: ReportFilter,
  meses: readonly string[],
  now: Date,
): Report {
  const documentos = filterReport(cesiones, filter);
  const cedentes = figuresByParty(documentos, 'cedente');
  const deudores = figuresByParty(documentos, 'deudor');
  // Without a filter the choices are the rankings themselves.
  const filtered = filter.cedente !== '' || filter.deudor !== '';
  return {
    documentos,
    total: groupFigures(documentos),
    meses: figuresByMonth(documentos, meses),
    cedentes,
    deudores,
    concentracionCedentes: concentration(cedentes.map((p) => p.montoCedido)),
    concentracionDeudores: concentration(deudores.map((p) => p.montoCedido)),
    vencimientos: openAging(documentos, now),
    todosCedentes: filtered ? figuresByParty(cesiones, 'cedente') : cedentes,
    todosDeudores: filtered ? figuresByParty(cesiones, 'deudor') : deudores,
  };
}
