/**
 * The 'Informe de cliente': what a credit committee files about a client, as data a PDF renderer
 * draws. Each built tab of the client detail contributes one section computed from the same in-browser views the tab
 * uses (web/src/localdb/views); TGR, Poder Judicial and Constitución add what their tabs' server requests gave
 * ({@link ReportServerSources}, loaded before the report is built). Amounts follow the page's Completo / 'M$ Millones'
 * toggle (amount-format.ts) and the header states the unit.
 */
import { todayInChile } from '@domain/chile-time';
import { formatFecha } from '@domain/es-cl-format';
import { formatDateTime } from '@web/lib/format';
import type { LocalDatabase } from '@web/localdb/local-database';
import type { ConstitutionDocument } from '@domain/company-registry/constitution-json';
import type { Constitucion } from '../../api/get-constitucion';
import type { PjudCausa } from '../../api/get-pjud-causas';
import type { PjudLitigante } from '../../api/get-pjud-litigantes';
import type { TgrStatementStatus } from '../../api/tgr-statement-status';
import { formatDetailAmount, type AmountMode } from '../amount-format';
import type { DetailDateRange } from '../date-range';
import type { DetailTab } from '../detail-tab';
import { carpetaReportSection } from './carpeta-report-section';
import { cesionesReportSection } from './cesiones-report-section';
import { constitucionReportSection } from './constitucion-report-section';
import { ledgerReportSection } from './ledger-report-section';
import { pjudReportSection } from './pjud-report-section';
import { proveedoresReportSection } from './proveedores-report-section';
import { riesgoReportSection } from './riesgo-report-section';
import { tgrReportSection } from './tgr-report-section';

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

/** A paragraph (a source's state, a notice, a summary); `muted` in grey italics. */
export interface TextBlock {
  kind: 'text';
  text: string;
  muted?: boolean;
}

/** One piece of a section. */
export type ReportBlock = FiguresBlock | TableBlock | BarsBlock | ListBlock | TextBlock;

/** One tab's part of the report. */
export interface ReportSection {
  title: string;
  blocks: ReportBlock[];
}

/** What a server source gave: its data, or the message of the request that failed. */
export type SourceOutcome<T> = { ok: true; data: T } | { ok: false; error: string };

/** The Poder Judicial data: the cases, and the litigants of the cases already opened in the tab (by rol). */
export interface PjudReportData {
  causas: PjudCausa[];
  litigantes: Record<string, PjudLitigante[]>;
}

/** The constitution answer and, when registered with data, the statute's parsed document (or why it failed). */
export interface ConstitucionReportData {
  constitucion: Constitucion;
  document: SourceOutcome<ConstitutionDocument> | null;
}

/** What the tabs' server requests gave, one entry per shown tab (absent: the tab is not shown). */
export interface ReportServerSources {
  tgr?: SourceOutcome<TgrStatementStatus>;
  poderJudicial?: SourceOutcome<PjudReportData>;
  constitucion?: SourceOutcome<ConstitucionReportData>;
}

/**
 * What a section builder gets besides the database: the page's range, today in Chile 'yyyy-MM-dd', the amount
 * formatter of the page's mode and the server sources.
 */
export interface ReportContext {
  range: DetailDateRange;
  today: string;
  formatAmount: (amount: number) => string;
  sources: ReportServerSources;
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
  { tab: 'tgr', build: tgrReportSection },
  { tab: 'poderJudicial', build: pjudReportSection },
  { tab: 'constitucion', build: constitucionReportSection },
  { tab: 'riesgo', build: riesgoReportSection },
];

/** The whole report: identification, period, sections and who produced it when. */
export interface ClientReport {
  rut: string;
  razonSocial: string | null;
  /** 'dd/MM/yyyy' both. */
  periodo: { inicio: string; fin: string };
  /** The unit of every amount, as the header states it. */
  unidad: string;
  sections: ReportSection[];
  /** 'dd/MM/yyyy HH:mm' in America/Santiago. */
  generadoEl: string;
  /** The user's e-mail. */
  generadoPor: string;
  /** 'informe_{rut}_{yyyy-MM-dd}.pdf', the day of generation in Chile. */
  fileName: string;
}

/**
 * The header's statement of the unit, per amounts mode (client-detail.md §9 "In millions mode, amounts read 'M$'...").
 */
export const AMOUNT_UNIT: Record<AmountMode, string> = {
  completo: 'Montos en pesos chilenos ($)',
  millones: 'Montos en millones de pesos (M$)',
};

/** What {@link buildClientReport} needs beside the database. */
export interface ClientReportRequest {
  range: DetailDateRange;
  /** Today in Chile 'yyyy-MM-dd'. */
  today: string;
  /** The page's Completo / 'M$ Millones' toggle. */
  amountMode: AmountMode;
  sources: ReportServerSources;
  razonSocial: string | null;
  /** The tabs shown to this user (Riesgo only when the factoring has the feature). */
  tabs: readonly DetailTab[];
  user: string;
  now: Date;
}

/**
 * Computes the report of the loaded client for the page's range: the sections of {@link REPORT_SECTIONS} whose tab is
 * among `tabs`, amounts in the request's mode, the period as 'dd/MM/yyyy', and the footer's date-time
 * (America/Santiago, 'dd/MM/yyyy HH:mm') and user.
 * @throws whatever the views raise (LocalDbError DATABASE_CORRUPTED).
 */
export function buildClientReport(source: ReportSource, request: ClientReportRequest): ClientReport {
  const context: ReportContext = {
    range: request.range,
    today: request.today,
    formatAmount: (amount) => formatDetailAmount(amount, request.amountMode),
    sources: request.sources,
  };
  return {
    rut: source.clientRut,
    razonSocial: request.razonSocial,
    periodo: { inicio: formatFecha(request.range.inicio), fin: formatFecha(request.range.fin) },
    unidad: AMOUNT_UNIT[request.amountMode],
    sections: REPORT_SECTIONS.filter((section) => request.tabs.includes(section.tab)).map((section) =>
      section.build(source, context),
    ),
    generadoEl: formatDateTime(request.now),
    generadoPor: request.user,
    fileName: `informe_${source.clientRut}_${todayInChile(request.now)}.pdf`,
  };
}
