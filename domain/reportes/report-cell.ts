/**
 * The cells 'Reportes' is served from: per factoring, month of fechaCesion, cedente and debtor, the acquired documents
 * (every record of role cesionario, held or not: the acquired list's rows, core-platform §3) counted by the facts the
 * report's figures read (domain/reportes/report-figures.ts, open-aging.ts), kept by the refresh
 * (lambdas/services/refresh/update-report-cells.ts) so a request never reads the documents. A cell holds no
 * clock-dependent fact: the acceptance is stored as its clock-free key (domain/cartera/acceptance.ts) and an open
 * document's due date as a date, and cell-figures.ts reads them at `now`.
 */
import type { CessionRecord } from '../cession';
import { countsTowardTotals } from '../cession-rules';
import { displayParty } from '../cession-view';
import { visibleEvents } from '../aec/link-events';
import { deriveAnulado, deriveRebajado } from '../events';
import { acceptanceKey } from '../cartera/acceptance';
import type { CessionChange } from '../cartera/party-aggregate';
import { cessionMonth } from './report-document';

/** [documentos, montoCedido CLP of the documents that count toward totals (cessionTotals)] of one cell. */
export type ReportCellTotals = [number, number];

/** The acquired documents of one month, cedente and debtor of a factoring, by cell. */
export interface ReportCellGroup {
  /** Month of fechaCesion 'yyyy-MM' (Chile time, as the list writes it). */
  mes: string;
  cedente: { rut: string; razonSocial: string };
  deudor: { rut: string; razonSocial: string };
  /** Keyed by {@link reportCellKey}. */
  cells: Record<string, ReportCellTotals>;
}

/**
 * The estado of a document as the figures read it: 'V' its estadoCesion counts toward totals, 'R' re-ceded by the
 * factoring (the list's estadoCesion '', core-platform §3), 'O' any other.
 */
export type ReportEstado = 'V' | 'R' | 'O';

/** The facts of one cell (see {@link reportCellKey}). */
export interface ReportCellFacts {
  estado: ReportEstado;
  /** The clock-free acceptance key of the document's visible events (domain/cartera/acceptance.ts acceptanceKey). */
  aceptacion: string;
  anulado: boolean;
  rebajado: boolean;
  /** Due date 'yyyy-MM-dd' of an open document (estado 'V', not annulled), null otherwise or when it has none. */
  fechaVencimiento: string | null;
}

/** Id of a group: '{mes}#{rut cedente}#{rut deudor}'. */
export function reportGroupId(group: Pick<ReportCellGroup, 'mes' | 'cedente' | 'deudor'>): string {
  return `${group.mes}#${group.cedente.rut}#${group.deudor.rut}`;
}

/** Id of the group an acquired record counts in ({@link reportGroupId}, its month from fechaCesion). */
export function recordGroupId(record: Pick<CessionRecord, 'fechaCesion' | 'cedente' | 'deudor'>): string {
  return reportGroupId({ mes: cessionMonth(record), cedente: record.cedente, deudor: record.deudor });
}

/** The facts of an acquired record, with the list's rules (domain/cession-view.ts toCesionView). */
export function reportCellFacts(record: CessionRecord): ReportCellFacts {
  const eventos = visibleEvents(record);
  const estadoCesion = record.recedido ? '' : record.estadoCesionSii;
  const estado: ReportEstado = estadoCesion === '' ? 'R' : countsTowardTotals(estadoCesion) ? 'V' : 'O';
  const anulado = deriveAnulado(eventos).state === 'si';
  return {
    estado,
    aceptacion: acceptanceKey({ eventos, fechaRecepcion: record.fechaRecepcion }),
    anulado,
    rebajado: deriveRebajado(eventos).state === 'si',
    fechaVencimiento: estado === 'V' && !anulado ? record.fechaVencimiento : null,
  };
}

/** The cell key of a record: '{estado}|{acceptance key}|{anulado 1/0}{rebajado 1/0}|{open due date or empty}'. */
export function reportCellKey(record: CessionRecord): string {
  const f = reportCellFacts(record);
  return `${f.estado}|${f.aceptacion}|${f.anulado ? 1 : 0}${f.rebajado ? 1 : 0}|${f.fechaVencimiento ?? ''}`;
}

/** The facts of a {@link reportCellKey}. */
export function parseReportCellKey(key: string): ReportCellFacts {
  const [estado = 'O', aceptacion = '', flags = '00', fechaVencimiento = ''] = key.split('|');
  return {
    estado: estado as ReportEstado,
    aceptacion,
    anulado: flags[0] === '1',
    rebajado: flags[1] === '1',
    fechaVencimiento: fechaVencimiento || null,
  };
}

/**
 * Applies one refresh's changes to the groups in place: each acquired (role cesionario) `before` is taken out of its
 * group, each acquired `after` put in (razones sociales from the newest record that has them). Empty cells are dropped
 * and a group left with no document is deleted from the map.
 * @param groups by {@link reportGroupId}, changed in place.
 * @returns the ids of the groups touched (written again, or deleted when absent from the map).
 */
export function applyReportChanges(
  groups: Map<string, ReportCellGroup>,
  changes: readonly CessionChange[],
): Set<string> {
  const touched = new Set<string>();
  const add = (record: CessionRecord, sign: 1 | -1) => {
    const mes = cessionMonth(record);
    const cedente = displayParty(record.cedente);
    const deudor = displayParty(record.deudor);
    const id = recordGroupId(record);
    touched.add(id);
    const group = groups.get(id) ?? { mes, cedente, deudor, cells: {} };
    if (sign > 0 && cedente.razonSocial) group.cedente = cedente;
    if (sign > 0 && deudor.razonSocial) group.deudor = deudor;
    const key = reportCellKey(record);
    const [documentos, monto] = group.cells[key] ?? [0, 0];
    const counted = countsTowardTotals(record.recedido ? '' : record.estadoCesionSii) ? record.montoCedido : 0;
    const next: ReportCellTotals = [documentos + sign, monto + sign * counted];
    if (next[0] === 0) delete group.cells[key];
    else group.cells[key] = next;
    if (Object.keys(group.cells).length === 0) groups.delete(id);
    else groups.set(id, group);
  };
  for (const { before, after } of changes) {
    if (before?.role === 'cesionario') add(before, -1);
    if (after?.role === 'cesionario') add(after, 1);
  }
  return touched;
}
