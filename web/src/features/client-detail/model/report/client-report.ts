/**
 * The 'Informe de cliente' (issue 13 point 6): what a credit committee files about a client, as data a PDF renderer
 * draws. Each built tab of the client detail contributes one section computed from the same in-browser views the tab
 * uses (web/src/localdb/views); a tab that gets built later adds one section builder to {@link REPORT_SECTIONS}.
 * TGR, Poder Judicial and Constitución read server sources (REST) and have no section yet.
 */
import { todayInChile } from '../../../../../../domain/chile-time';
import { formatFecha } from '../../../../../../domain/es-cl-format';
import { formatDateTime } from '../../../../lib/format';
import type { LocalDatabase } from '../../../../localdb/local-database';
import type { DetailDateRange } from '../date-range';
import type { DetailTab } from '../detail-tab';
import { carpetaReportSection } from './carpeta-report-section';
import { cesionesReportSection } from './cesiones-report-section';
import { ledgerReportSection } from './ledger-report-section';
import { proveedoresReportSection } from './proveedores-report-section';
import { riesgoReportSection } from './riesgo-report-section';

/** The views a section reads: the loaded client database with its cached `view` runner. */
export type ReportSource = Pick<LocalDatabase, 'clientRut' | 'all' | 'values' | 'view'>;

/** Labelled figures shown side by side ('Monto cedido' → '$1.234.567'), a value optionally in a colour ('#rrggbb'). */
export interface FiguresBlock {
  kind: 'figures';
  items: { label: string; value: string; color?: string }[];
}

/** A table: its column headers (right-aligned for amounts), relative widths and already formatted cells. */
export interface TableBlock {
  kind: 'table';
  title: string;
  columns: { header: string; width: number; align: 'left' | 'right' }[];
  rows: string[][];
  /** Shown instead of the table when it has no row. */
  empty: string;
}

/** Grouped vertical bars, one group per category (month), CLP values; axis labels in millions. */
export interface BarsBlock {
  kind: 'bars';
  title: string;
  categories: string[];
  series: { name: string; color: string; values: number[] }[];
}

/** A list of sentences (alerts), or `empty` when none. */
export interface ListBlock {
  kind: 'list';
  title: string;
  items: string[];
  empty: string;
}

/** One piece of a section. */
export type ReportBlock = FiguresBlock | TableBlock | BarsBlock | ListBlock;

/** One tab's part of the report. */
export interface ReportSection {
  title: string;
  blocks: ReportBlock[];
}

/** What a section builder gets besides the database: the page's range and today in Chile 'yyyy-MM-dd'. */
export interface ReportContext {
  range: DetailDateRange;
  today: string;
}

/** Builds one tab's section. */
export type ReportSectionBuilder = (source: ReportSource, context: ReportContext) => ReportSection;

/** The tabs with a report section, in the tab bar's order. */
export const REPORT_SECTIONS: readonly { tab: DetailTab; build: ReportSectionBuilder }[] = [
  { tab: 'cesiones', build: cesionesReportSection },
  { tab: 'cesionesProveedores', build: proveedoresReportSection },
  { tab: 'ventas', build: ledgerReportSection('venta') },
  { tab: 'compras', build: ledgerReportSection('compra') },
  { tab: 'carpetaTributaria', build: carpetaReportSection },
  { tab: 'riesgo', build: riesgoReportSection },
];

/** The whole report: identification, period, sections and who produced it when. */
export interface ClientReport {
  rut: string;
  razonSocial: string | null;
  /** 'dd/MM/yyyy' both. */
  periodo: { inicio: string; fin: string };
  sections: ReportSection[];
  /** 'dd/MM/yyyy HH:mm' in America/Santiago. */
  generadoEl: string;
  /** The user's e-mail. */
  generadoPor: string;
  /** 'informe_{rut}_{yyyy-MM-dd}.pdf', the day of generation in Chile. */
  fileName: string;
}

/** What {@link buildClientReport} needs beside the database. */
export interface ClientReportRequest extends ReportContext {
  razonSocial: string | null;
  /** The tabs shown to this user (Riesgo only when the factoring has the feature). */
  tabs: readonly DetailTab[];
  user: string;
  now: Date;
}

/**
 * Computes the report of the loaded client for the page's range: the sections of {@link REPORT_SECTIONS} whose tab is
 * among `tabs`, the period as 'dd/MM/yyyy', and the footer's date-time (America/Santiago, 'dd/MM/yyyy HH:mm') and user.
 * @throws whatever the views raise (LocalDbError DATABASE_CORRUPTED).
 */
export function buildClientReport(source: ReportSource, request: ClientReportRequest): ClientReport {
  const context = { range: request.range, today: request.today };
  return {
    rut: source.clientRut,
    razonSocial: request.razonSocial,
    periodo: { inicio: formatFecha(request.range.inicio), fin: formatFecha(request.range.fin) },
    sections: REPORT_SECTIONS.filter((section) => request.tabs.includes(section.tab)).map((section) => section.build(source, context)),
    generadoEl: formatDateTime(request.now),
    generadoPor: request.user,
    fileName: `informe_${source.clientRut}_${todayInChile(request.now)}.pdf`,
  };
}
