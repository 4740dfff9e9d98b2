/**
 * The figures of 'Reportes' from the cells the refresh keeps (report-cell.ts) instead of the documents: each figure is
 * a sum over cells read at `now` with the rules buildReport applies to the acquired list's rows (report.ts,
 * report-figures.ts, open-aging.ts, executive-figures.ts), so both give the same numbers for the same records.
 */
import { acceptanceAt } from '../cartera/acceptance';
import { agingBucket } from '../cartera/aging';
import { concentration } from './concentration';
import { executiveOrder, executivePortfolios, type ClientAssignment, type ExecutiveFigures } from './executive-figures';
import { emptyAging, type AgingFigures } from './open-aging';
import type { Report } from './report';
import type { ReportFilter } from './report-document';
import { parseReportCellKey, reportGroupId, type ReportCellGroup } from './report-cell';
import {
  groupBy,
  partyOrder,
  withRates,
  type GroupCounts,
  type GroupFigures,
  type MonthFigures,
  type PartyFigures,
} from './report-figures';

/** The documents returned to their emisor (GroupFigures.devueltos), by group id (report-cell.ts reportGroupId). */
export type ReturnedByGroup = ReadonlyMap<string, number>;

/** Everything the screen draws but the documents themselves (the drill-down reads those). */
export type CellReport = Omit<Report, 'documentos'>;

/**
 * The figures of a set of groups at `now` (see GroupFigures): aceptados read from each cell's acceptance key at `now`
 * (the 8-day lapse included, domain/cartera/acceptance.ts acceptanceAt), devueltos from `returned`.
 */
export function cellGroupFigures(
  groups: readonly ReportCellGroup[],
  now: Date,
  returned: ReturnedByGroup = new Map(),
): GroupFigures {
  const counts: GroupCounts = {
    documentos: 0,
    montoCedido: 0,
    aceptados: 0,
    reclamados: 0,
    anulados: 0,
    rebajados: 0,
    recedidos: 0,
    devueltos: 0,
  };
  for (const group of groups) {
    counts.devueltos += returned.get(reportGroupId(group)) ?? 0;
    for (const [key, [documentos, monto]] of Object.entries(group.cells)) {
      const facts = parseReportCellKey(key);
      const { estado } = acceptanceAt(facts.aceptacion, now);
      counts.documentos += documentos;
      counts.montoCedido += monto;
      if (estado === 'aceptado') counts.aceptados += documentos;
      if (estado === 'reclamado') counts.reclamados += documentos;
      if (facts.anulado) counts.anulados += documentos;
      if (facts.rebajado) counts.rebajados += documentos;
      if (facts.estado === 'R') counts.recedidos += documentos;
    }
  }
  return withRates(counts);
}

/** The groups whose cedente and debtor match the filter ('' matches any). */
export function filterCellGroups(groups: readonly ReportCellGroup[], filter: ReportFilter): ReportCellGroup[] {
  return groups.filter(
    (g) => (!filter.cedente || g.cedente.rut === filter.cedente) && (!filter.deudor || g.deudor.rut === filter.deudor),
  );
}

/**
 * The report of a period from its groups, as buildReport builds it from the documents: the filters applied, then the
 * figures by month (`meses` 'yyyy-MM' in order, zeros for a month without groups), by cedente and debtor (partyOrder,
 * the razón social the first non-empty one), concentration, the open aging at `now`, and the filter choices.
 */
export function cellReport(
  groups: readonly ReportCellGroup[],
  filter: ReportFilter,
  meses: readonly string[],
  now: Date,
  returned: ReturnedByGroup = new Map(),
): CellReport {
  const selected = filterCellGroups(groups, filter);
  const cedentes = cellFiguresByParty(selected, 'cedente', now, returned);
  const deudores = cellFiguresByParty(selected, 'deudor', now, returned);
  const byMonth = groupBy(selected, (g) => g.mes);
  const filtered = filter.cedente !== '' || filter.deudor !== '';
  return {
    total: cellGroupFigures(selected, now, returned),
    meses: meses.map((mes): MonthFigures => ({ mes, ...cellGroupFigures(byMonth.get(mes) ?? [], now, returned) })),
    cedentes,
    deudores,
    concentracionCedentes: concentration(cedentes.map((p) => p.montoCedido)),
    concentracionDeudores: concentration(deudores.map((p) => p.montoCedido)),
    vencimientos: cellOpenAging(selected, now),
    todosCedentes: filtered ? cellFiguresByParty(groups, 'cedente', now, returned) : cedentes,
    todosDeudores: filtered ? cellFiguresByParty(groups, 'deudor', now, returned) : deudores,
  };
}

/** The figures of each cedente or debtor of the groups, in partyOrder (figuresByParty's rules). */
export function cellFiguresByParty(
  groups: readonly ReportCellGroup[],
  party: 'cedente' | 'deudor',
  now: Date,
  returned: ReturnedByGroup = new Map(),
): PartyFigures[] {
  return [...groupBy(groups, (g) => g[party].rut).entries()]
    .map(([rut, rows]) => ({
      rut,
      razonSocial: rows.find((g) => g[party].razonSocial)?.[party].razonSocial ?? '',
      ...cellGroupFigures(rows, now, returned),
    }))
    .sort(partyOrder);
}

/** The open aging at `now` (open-aging.ts openAging's rules): every tramo in AGING_BUCKETS order, zeros included. */
export function cellOpenAging(groups: readonly ReportCellGroup[], now: Date): AgingFigures[] {
  const figures = emptyAging();
  for (const group of groups)
    for (const [key, [documentos, monto]] of Object.entries(group.cells)) {
      const facts = parseReportCellKey(key);
      if (facts.estado !== 'V' || facts.anulado) continue;
      const figure = figures.get(agingBucket(facts.fechaVencimiento, now))!;
      figure.documentos += documentos;
      figure.montoCedido += monto;
    }
  return [...figures.values()];
}

/** The figures by executive (executive-figures.ts figuresByExecutive's rules and order) from the groups. */
export function cellFiguresByExecutive(
  groups: readonly ReportCellGroup[],
  clients: readonly ClientAssignment[],
  now: Date,
  returned: ReturnedByGroup = new Map(),
): ExecutiveFigures[] {
  return [...executivePortfolios(clients).entries()]
    .map(([ejecutivo, clientes]) => {
      const ruts = new Set(clientes);
      const own = groups.filter((g) => ruts.has(g.cedente.rut));
      return { ejecutivo, clientes, ...cellGroupFigures(own, now, returned) };
    })
    .sort(executiveOrder);
}
