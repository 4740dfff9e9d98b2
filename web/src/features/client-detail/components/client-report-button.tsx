import { useQueryClient } from '@tanstack/react-query';
import type { PdfDocumentClass } from '@domain/pdf/pdf-document';
import { PdfExportButton, type PdfFile } from '@web/components/exports/pdf-export-button';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { getLocalDatabase } from '@web/localdb/browser-local-database';
import { useSession } from '@web/lib/session/session-context';
import { clientNameOf } from '@domain/client-db/views/client-name';
import { loadReportSources } from '../api/load-report-sources';
import type { AmountMode } from '../model/amount-format';
import type { DetailDateRange } from '../model/date-range';
import type { DetailTab } from '../model/detail-tab';
import { buildClientReport } from '../model/report/client-report';
import { renderClientReportPdf } from '../model/report/client-report-pdf';

/** The alert of a report that could not be produced. */
const REPORT_ERROR = 'No se pudo generar el informe. Por favor, intente nuevamente.';

interface ClientReportButtonProps {
  range: DetailDateRange;
  /** Today in Chile 'yyyy-MM-dd', as the tabs use it. */
  today: string;
  /** The tabs shown on the page: their sections go into the report. */
  tabs: readonly DetailTab[];
  /** The page's Completo / 'M$ Millones' toggle: the report's amounts follow it. */
  amountMode: AmountMode;
  /** The client and the selected factoring, for the server sources (TGR, Poder Judicial, Constitución). */
  client: { rut: string; rutFactoring: string };
}

/**
 * 'Informe de cliente': builds the report of the loaded client for the page's Inicio/Fin from the
 * in-browser views plus the TGR, Poder Judicial and Constitución tabs' requests (load-report-sources.ts), amounts in
 * the page's mode, and saves it as 'informe_{rut}_{yyyy-MM-dd}.pdf'. The PDF is drawn in the browser (pdfkit's
 * standalone build, loaded on the first click), so no client data leaves it; the footer names the signed-in user.
 */
export function ClientReportButton({ range, today, tabs, amountMode, client }: ClientReportButtonProps) {
  const queryClient = useQueryClient();
  const { restUrl } = useRuntimeConfig();
  const { state } = useSession();
  const user = state.status === 'signedIn' ? state.user.username : '';
  const produce = async (pdfkit: () => Promise<PdfDocumentClass>): Promise<PdfFile> => {
    const database = getLocalDatabase();
    const sources = await loadReportSources(queryClient, restUrl, client, tabs);
    const report = buildClientReport(database, {
      range,
      today,
      amountMode,
      sources,
      tabs,
      razonSocial: clientNameOf(database),
      user,
      now: new Date(),
    });
    return { bytes: await renderClientReportPdf(await pdfkit(), report), fileName: report.fileName };
  };
  return (
    <PdfExportButton
      label="Informe de cliente"
      errorMessage={REPORT_ERROR}
      produce={produce}
      disabled={user === ''}
      testId="client-report-button"
    />
  );
}
