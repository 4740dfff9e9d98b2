/**
 * The 'Informe de cliente': what a credit committee files about a client, as data a PDF renderer
 * draws. Each built tab of the client detail contributes one section computed from the same in-browser views the tab
 * uses (domain/client-db/views); TGR, Poder Judicial and Constitución add what their tabs' server requests gave
 * ({@link ReportServerSources}, loaded before the report is built). Amounts follow the page's Completo / 'M$ Millones'
 * toggle (amount-format.ts) and the header states the unit.
 */
import { todayInChile } from '@domain/chile-time';
import { formatFecha } from '@domain/es-cl-format';
import { formatDateTime } from '@web/lib/format';
import { formatDetailAmount, type AmountMode } from '../amount-format';
import type { DetailDateRange } from '../date-range';
import type { DetailTab } from '../detail-tab';
import type {
  ReportContext,
  ReportSection,
  ReportSectionBuilder,
  ReportServerSources,
  ReportSource,
} from './report-types';
import { carpetaReportSection } from './carpeta-report-section';
import { cesionesReportSection } from './cesiones-report-section';
import { constitucionReportSection } from './constitucion-report-section';
import { ledgerReportSection } from './ledger-report-section';
import { pjudReportSection } from './pjud-report-section';
import { proveedoresReportSection } from './proveedores-report-section';
import { riesgoReportSection } from './riesgo-report-section';
import { tgrReportSection } from './tgr-report-section';

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
