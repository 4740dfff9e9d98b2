import type { ReportFilter } from './report-document';

/** The two views of 'Reportes': the charts ('Resumen') and the management report ('Informe ARC'). */
export type ReportView = 'resumen' | 'arc';

/**
 * What a report shows (the screen's address, the monthly e-mail's fixed choice): months 'yyyy-MM', cedente and debtor
 * RUTs, the executive's e-mail (each '' for none), and the view.
 */
export interface ReportParams extends ReportFilter {
  desde: string;
  hasta: string;
  ejecutivo: string;
  vista: ReportView;
}
