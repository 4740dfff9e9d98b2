import { useState } from 'react';
import type { ReportPdfContent } from '@domain/reportes/report-pdf-content';
import { renderReportPdf } from '@domain/reportes/report-pdf';
import { useToast } from '@web/components/ui/toasts';
import { useSelectedCompany } from '@web/lib/company/company-context';
import { saveBlob } from '@web/lib/downloads/save-file';
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
  const toast = useToast();
  const { selected } = useSelectedCompany();
  const { state } = useSession();
  const [busy, setBusy] = useState(false);
  const usuario = state.status === 'signedIn' ? state.user.username : '';
  const run = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      const { content, fileName } = build();
      const { default: PDFDocument } = await import('pdfkit/js/pdfkit.standalone');
      const stamp = {
        factoring: { rut: selected.rut, razonSocial: selected.razonSocial },
        usuario,
        generadoEn: new Date(),
      };
      const bytes = await renderReportPdf(PDFDocument, content, stamp);
      saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
    } catch (error) {
      console.error('PDF de reportes fallido', error);
      toast('error', PDF_ERROR);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-primary"
      onClick={() => void run()}
      disabled={busy || usuario === '' || !selected}
      aria-busy={busy}
    >
      {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
      Exportar PDF
    </button>
  );
}
