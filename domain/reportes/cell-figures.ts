/**
 * The figures of 'Reportes' from the cells the refresh keeps (report-cell.ts) instead of the documents. The server
 * reads the stored cells at the request's instant (groupAt: each acceptance key's estado, each open due date's tramo,
 * as toCesionView and openAging read a document at `now`), which merges them into few cells, and each figure is then a
 * sum over those with the rules buildReport applies to the acquired list's rows (report.ts, report-figures.ts,
 * open-aging.ts, executive-figures.ts), so both give the same numbers for the same records.
 */
import { acceptanceAt, type AcceptanceState } from '../cartera/acceptance';
import { agingBucket, type AgingBucket } from '../cartera/aging';
import { concentration } from './concentration';
import { executiveOrder, executivePortfolios, type ClientAssignment, type ExecutiveFigures } from './executive-figures';
import { emptyAging, type AgingFigures } from './open-aging';
import type { Report } from './report';
import { filterReport, type ReportFilter } from './report-document';
import { parseReportCellKey, type ReportCellGroup, type ReportEstado } from './report-cell';
import {
  groupBy,
  partyRanking,
  withRates,
  type GroupCounts,
  type GroupFigures,
  type MonthFigures,
  type PartyFigures,
} from './report-figures';

/** The documents of a group alike at one instant. Amount CLP of those that count toward totals. */
export interface CellAt {
  estado: ReportEstado;
  aceptacion: AcceptanceState;
  anulado: boolean;
  rebajado: boolean;
  /** The aging tramo of an open document (estado 'V', not annulled), null for the others. */
  tramo: AgingBucket | null;
  documentos: number;
  montoCedido: number;
}

/** A group (report-cell.ts ReportCellGroup) read at one instant, with its documents returned to their emisor. */
export interface ReportGroupAt extends Pick<ReportCellGroup, 'mes' | 'cedente' | 'deudor'> {
  /** GroupFigures.devueltos: the platform's last AEC of the document is a devolución the SII accepted. */
  devueltos: number;
  celdas: CellAt[];
}

/** Everything the screen draws but the documents themselves (the drill-down reads those). */
export type CellReport = Omit<Report, 'documentos'>;

/**
 * A stored group read at `now`: each cell's acceptance estado (the 8-day lapse included, domain/cartera/acceptance.ts
 * acceptanceAt) and an open document's tramo (domain/cartera/aging.ts agingBucket), cells alike at `now` merged.
 * @param devueltos the group's returned documents (0 when none).
 */
export function groupAt(group: ReportCellGroup, now: Date, devueltos = 0): ReportGroupAt {
  const merged = new Map<string, CellAt>();
  for (const [key, [documentos, montoCedido]] of Object.entries(group.cells)) {
    const facts = parseReportCellKey(key);
    const open = facts.estado === 'V' && !facts.anulado;
    const cell: CellAt = {
      estado: facts.estado,
      aceptacion: acceptanceAt(facts.aceptacion, now).estado,
      anulado: facts.anulado,
      rebajado: facts.rebajado,
      tramo: open ? agingBucket(facts.fechaVencimiento, now) : null,
      documentos: 0,
      montoCedido: 0,
    };
    const id = `${cell.estado}|${cell.aceptacion}|${cell.anulado}|${cell.rebajado}|${cell.tramo}`;
    const into = merged.get(id) ?? cell;
    into.documentos += documentos;
    into.montoCedido += montoCedido;
    merged.set(id, into);
  }
  return { mes: group.mes, cedente: group.cedente, deudor: group.deudor, devueltos, celdas: [...merged.values()] };
}

/** The figures of a set of groups (see GroupFigures). */
export function cellGroupFigures(groups: readonly ReportGroupAt[]): GroupFigures {
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
    counts.devueltos += group.devueltos;
    for (const cell of group.celdas) {
      counts.documentos += cell.documentos;
      counts.montoCedido += cell.montoCedido;
      if (cell.aceptacion === 'aceptado') counts.aceptados += cell.documentos;
      if (cell.aceptacion === 'reclamado') counts.reclamados += cell.documentos;
      if (cell.anulado) counts.anulados += cell.documentos;
      if (cell.rebajado) counts.rebajados += cell.documentos;
      if (cell.estado === 'R') counts.recedidos += cell.documentos;
    }
  }
  return withRates(counts);
}

/**
 * The report of a period from its groups, as buildReport builds it from the documents: the filters applied, then the
 * figures by month (`meses` 'yyyy-MM' in order, zeros for a month without groups), by cedente and debtor (partyOrder,
 * the razón social the first non-empty one), concentration, the open aging, and the filter choices.
 */
export function cellReport(
  groups: readonly ReportGroupAt[],
  filter: ReportFilter,
  meses: readonly string[],
): CellReport {
  const selected = filterReport(groups, filter);
  const cedentes = cellFiguresByParty(selected, 'cedente');
  const deudores = cellFiguresByParty(selected, 'deudor');
  const byMonth = groupBy(selected, (g) => g.mes);
  const filtered = filter.cedente !== '' || filter.deudor !== '';
  return {
    total: cellGroupFigures(selected),
    meses: meses.map((mes): MonthFigures => ({ mes, ...cellGroupFigures(byMonth.get(mes) ?? []) })),
    cedentes,
    deudores,
    concentracionCedentes: concentration(cedentes.map((p) => p.montoCedido)),
    concentracionDeudores: concentration(deudores.map((p) => p.montoCedido)),
    vencimientos: cellOpenAging(selected),
    todosCedentes: filtered ? cellFiguresByParty(groups, 'cedente') : cedentes,
    todosDeudores: filtered ? cellFiguresByParty(groups, 'deudor') : deudores,
  };
}

/** The figures of each cedente or debtor of the groups, in partyOrder (figuresByParty's rules). */
export function cellFiguresByParty(groups: readonly ReportGroupAt[], party: 'cedente' | 'deudor'): PartyFigures[] {
  return partyRanking(groups, party, cellGroupFigures);
}

/** The open aging (open-aging.ts openAging's rules): every tramo in AGING_BUCKETS order, zeros included. */
export function cellOpenAging(groups: readonly ReportGroupAt[]): AgingFigures[] {
  const figures = emptyAging();
  for (const group of groups)
    for (const cell of group.celdas) {
      if (cell.tramo === null) continue;
      const figure = figures.get(cell.tramo)!;
      figure.documentos += cell.documentos;
      figure.montoCedido += cell.montoCedido;
    }
  return [...figures.values()];
}

/** The figures by executive (executive-figures.ts figuresByExecutive's rules and order) from the groups. */
export function cellFiguresByExecutive(
  groups: readonly ReportGroupAt[],
  clients: readonly ClientAssignment[],
): ExecutiveFigures[] {
  return [...executivePortfolios(clients).entries()]
    .map(([ejecutivo, clientes]) => {
      const ruts = new Set(clientes);
      return { ejecutivo, clientes, ...cellGroupFigures(groups.filter((g) => ruts.has(g.cedente.rut))) };
    })
    .sort(executiveOrder);
}
