import { useState } from 'react';
import { formatFecha } from '@domain/es-cl-format';
import { HttpError } from '@web/lib/rest/rest-get';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { useTaxFolderCheck } from '../api/tax-folder-check';
import { getTaxFolderDownload } from '../api/tax-folder-download';
import type { DetailClient } from '../model/detail-client';
import { COMPANY_FILE_MESSAGES as M, downloadErrorText } from '../model/company-file-messages';
import { formatFileSize } from '@web/lib/file-size';
import { carpetaDownloadEvent } from '@domain/analytics/usage-event';
import { useAnalytics } from '@web/lib/analytics/use-analytics';

/**
 * 'Descargar Carpeta Tributaria' (client-detail.md §2 Carpeta Tributaria tab, §4 "Tax folder file", §8): checks the
 * PDF (loading, then available with its name, size and date and a download button; 'Archivo aún no disponible'; or
 * 'Error al verificar disponibilidad'); the button asks for a 2-hour signed link and opens it.
 */
export function TaxFolderCard({ client }: { client: DetailClient }) {
  const { restUrl } = useRuntimeConfig();
  const analytics = useAnalytics();
  const check = useTaxFolderCheck(client.rut, client.rutFactoring);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const link = await getTaxFolderDownload(restUrl, client.rut, client.rutFactoring);
      const anchor = document.createElement('a');
      anchor.href = link.downloadUrl;
      anchor.download = link.filename;
      anchor.rel = 'noopener';
      anchor.click();
      analytics.record(carpetaDownloadEvent());
    } catch (error) {
      setDownloadError(downloadErrorText(error, error instanceof HttpError ? error.status : null));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="card h-100" data-testid="tax-folder-card">
      <div className="card-header fw-semibold">{M.taxFolderTitle}</div>
      <div className="card-body">
        <p className="text-muted small mb-3">{M.taxFolderSubtitle}</p>
        {check.isPending ? (
          <div className="placeholder-glow" aria-busy="true">
            <span className="placeholder col-8" />
            <span className="placeholder col-5" />
          </div>
        ) : null}
        {check.isError ? (
          <div className="alert alert-danger mb-0" role="alert">
            {M.checkError}: {check.error.message}
          </div>
        ) : null}
        {check.data?.exists === false ? (
          <div className="alert alert-secondary mb-0" role="status">
            <div className="fw-semibold">{M.unavailable}</div>
            <div className="small">{M.unavailableDetail}</div>
          </div>
        ) : null}
        {check.data?.exists ? (
          <>
            <div className="text-break fw-semibold" data-testid="tax-folder-filename">
              {check.data.filename}
            </div>
            <div className="small text-muted mb-3">
              {formatFileSize(check.data.size ?? 0)}
              {check.data.lastModified ? ` · ${formatFecha(check.data.lastModified).slice(0, 10)}` : ''}
            </div>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void download()}
              disabled={downloading}
              aria-busy={downloading}
            >
              {downloading ? 'Generando enlace...' : 'Descargar PDF'}
            </button>
            {downloadError ? (
              <div className="alert alert-warning mt-3 mb-0" role="alert">
                {downloadError}
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
