import type { ReportPdfContent } from '@domain/reportes/report-pdf-content';
import { renderReportPdf } from '@domain/reportes/report-pdf';
import type { PdfDocumentClass } from '@domain/pdf/pdf-document';
import { PdfExportButton, type PdfFile } from '@web/components/exports/pdf-export-button';
import { useSelectedCompany } from '@web/lib/company/company-context';
import { useSession } from '@web/lib/session/session-context';

/** The alert of a PDF that could not be produced. */
const PDF_ERROR = 'No se pudo generar el PDF. Por favor, intente nuevamente.';

interface ReportPdfButtonProps {
  /** The screen's report at the click, and the file's name. */
  build: () => { content: ReportPdfContent; fileName: string };
}

/**
 * 'Exportar PDF': the whole screen as a PDF a committee can file, drawn in the browser (pdfkit's standalone build,
 * loaded on the first click, as the client report), with the factoring, the date-time, the signed-in user and the
 * filters on every page. It holds what the screen shows at the click (a card still loading is left out).
 */
export function ReportPdfButton({ build }: ReportPdfButtonProps) {
  const { selected } = useSelectedCompany();
  const { state } = useSession();
  const usuario = state.status === 'signedIn' ? state.user.username : '';
  const produce = async (pdfkit: () => Promise<PdfDocumentClass>): Promise<PdfFile> => {
    if (!selected) throw new Error('Sin factoring seleccionado');
    const { content, fileName } = build();
    const stamp = {
      factoring: { rut: selected.rut, razonSocial: selected.razonSocial },
      usuario,
      generadoEn: new Date(),
    };
    return { bytes: await renderReportPdf(await pdfkit(), content, stamp), fileName };
  };
  return (
    <PdfExportButton
      label="Exportar PDF"
      errorMessage={PDF_ERROR}
      produce={produce}
      disabled={usuario === '' || !selected}
    />
  );
}
