import { downloadUrl } from '@web/lib/downloads/save-file';
import { useDownloadAction } from '@web/lib/downloads/use-download-action';
import { formatFileSize } from '@web/lib/file-size';
import { getAdjuntoCertificado } from '../api/get-adjunto-certificado';
import type { CertificadoDigital } from '../model/certificado-digital';

/**
 * The supporting files stored with the certificate (core-platform §2 'Firma Digital'), each with its size and a
 * 'Descargar' button that opens a signed link to it; nothing when there are none.
 */
export function CertificateAttachments({
  rutFactoring,
  adjuntos,
}: {
  rutFactoring: string;
  adjuntos: CertificadoDigital['adjuntos'];
}) {
  const [busy, run] = useDownloadAction();
  if (adjuntos.length === 0) return null;
  const download = (nombre: string) =>
    run(async () => {
      const link = await getAdjuntoCertificado(rutFactoring, nombre);
      downloadUrl(link.url, link.nombre);
    });
  return (
    <div className="mt-3" data-testid="certificate-attachments">
      <h2 className="h6">Archivos de respaldo</h2>
      <ul className="list-group">
        {adjuntos.map((adjunto) => (
          <li key={adjunto.nombre} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="me-auto text-break">{adjunto.nombre}</span>
            <span className="text-muted small">{formatFileSize(adjunto.bytes)}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={busy}
              onClick={() => void download(adjunto.nombre)}
            >
              Descargar
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
