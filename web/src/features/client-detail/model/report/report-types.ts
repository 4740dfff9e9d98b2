import type { ConstitutionDocument } from '@domain/company-registry/constitution-json';
import type { LocalDatabase } from '@web/localdb/local-database';
import type { Constitucion } from '../../api/get-constitucion';
import type { PjudCausa } from '../../api/get-pjud-causas';
import type { PjudLitigante } from '../../api/get-pjud-litigantes';
import type { TgrStatementStatus } from '../../api/tgr-statement-status';
import type { DetailDateRange } from '../date-range';

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
