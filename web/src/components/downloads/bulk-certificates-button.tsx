import type { CesionView } from '@domain/cession';
import { useToast } from '@web/components/ui/toasts';
import { toDteInputs } from '../../lib/downloads/dte-input';
import { getCertificateMasivo } from '../../lib/downloads/get-certificate-masivo';
import { getCesionesPdf } from '../../lib/downloads/get-cesiones-pdf';
import { getPdfs } from '../../lib/downloads/get-pdfs';
import { useDownloadAction } from '../../lib/downloads/use-download-action';
import { downloadUrl, saveHtml } from '../../lib/downloads/save-file';

/** Toast when a bulk action has no document (core-platform §5, §8). */
export const NO_DOCUMENT_SELECTED = 'Debe elegir por lo menos un documento';

interface BulkCertificatesButtonProps {
  /** The selected documents. */
  cesiones: CesionView[];
  rutFactoring: string;
  tipoConsulta: 'adquiridas' | 'cedidas';
  /** Search window, 'yyyy-MM-dd'. */
  fechaDesde: string;
  fechaHasta: string;
}

/**
 * Bulk downloads of the selected documents (core-platform §2 'Descargar certificados', §7, §9):
 * the assignment certificates in one HTML file '{rut}_certificado_cesion_masivo.html', the list of cessions as
 * 'Cesiones_{rut}.pdf' and the documents' own PDFs merged into one named with the emisor's RUT (getPdfs; names given
 * by the server). Warns when nothing is selected.
 */
export function BulkCertificatesButton({
  cesiones,
  rutFactoring,
  tipoConsulta,
  fechaDesde,
  fechaHasta,
}: BulkCertificatesButtonProps) {
  const toast = useToast();
  const [certificatesBusy, runCertificates] = useDownloadAction();
  const [pdfBusy, runPdf] = useDownloadAction();
  const [pdfsBusy, runPdfs] = useDownloadAction();

  const guard = (action: () => Promise<void>) => () => {
    if (cesiones.length === 0) {
      toast('warning', NO_DOCUMENT_SELECTED);
      return;
    }
    void action();
  };

  const downloadCertificates = guard(() =>
    runCertificates(async () => {
      const html = await getCertificateMasivo({
        rutEmpresa: rutFactoring,
        tipoConsulta,
        fechaCesionDesde: fechaDesde,
        fechaCesionHasta: fechaHasta,
        dtes: toDteInputs(cesiones, rutFactoring),
      });
      saveHtml(html, `${rutFactoring}_certificado_cesion_masivo.html`);
    }),
  );

  /** Downloads the file the server makes of the selected documents, under the name it gives. */
  const serverFile = (run: typeof runPdf, make: typeof getPdfs) =>
    guard(() =>
      run(async () => {
        const file = await make(rutFactoring, toDteInputs(cesiones, rutFactoring));
        downloadUrl(file.url, file.nombre);
      }),
    );
  const downloadPdf = serverFile(runPdf, getCesionesPdf);
  const downloadPdfs = serverFile(runPdfs, getPdfs);

  return (
    <div className="btn-group btn-group-sm" role="group" aria-label="Descargas masivas">
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={downloadCertificates}
        disabled={certificatesBusy}
      >
        {certificatesBusy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        Descargar certificados
      </button>
      <button type="button" className="btn btn-outline-primary" onClick={downloadPdf} disabled={pdfBusy}>
        {pdfBusy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        Descargar PDF cesiones
      </button>
      <button type="button" className="btn btn-outline-primary" onClick={downloadPdfs} disabled={pdfsBusy}>
        {pdfsBusy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        Descargar PDFs
      </button>
    </div>
  );
}
