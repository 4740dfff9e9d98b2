import type { CesionView } from '@domain/cession';
import { AEC_NOT_DOWNLOADED_REASON } from '@domain/cession-rules';
import { useSelectedCompany } from '@web/lib/company/company-context';
import { getAecFile } from '@web/lib/downloads/get-aec-file';
import { getPdfFile } from '@web/lib/downloads/get-pdf-file';
import { AcceptanceCertificateButton } from '@web/components/downloads/acceptance-certificate-button';
import { CertificateButton } from '@web/components/downloads/certificate-button';
import { FileDownloadButton } from '@web/components/downloads/file-download-button';
import { MovimientosButton } from '@web/components/downloads/movimientos-button';
import { documentKey } from '@web/lib/downloads/document-key';

/**
 * The Descargas cell of a document (core-platform §2): PDF, AEC (the XML exactly as the SII gave it), Cert.
 * (assignment certificate in a new tab), Mvtos. (event history modal), plus the acceptance / rejection
 * certificate once acceptance is decided. AEC is disabled with the tooltip 'No fue posible descargar XML AEC
 * desde el SII' when aec_descargado is 0 or 2 (core-platform §8). Acts for the factoring selected in the header.
 */
export function DownloadButtons({ cesion }: { cesion: CesionView }) {
  const { selected } = useSelectedCompany();
  if (!selected) return null;
  const rutFactoring = selected.rut;
  const key = documentKey(cesion, rutFactoring);
  const aecMissing = cesion.aec_descargado === 0 || cesion.aec_descargado === 2;
  return (
    <div className="d-flex flex-wrap gap-1" role="group" aria-label="Descargas">
      <FileDownloadButton label="PDF" request={() => getPdfFile(key)} />
      <FileDownloadButton
        label="AEC"
        request={() => getAecFile(key)}
        disabled={aecMissing}
        title={aecMissing ? AEC_NOT_DOWNLOADED_REASON : undefined}
      />
      <CertificateButton cesion={cesion} rutFactoring={rutFactoring} />
      <MovimientosButton cesion={cesion} rutFactoring={rutFactoring} />
      <AcceptanceCertificateButton cesion={cesion} rutFactoring={rutFactoring} />
    </div>
  );
}
