import type { CesionView } from '@domain/cession';
import { useToast } from '@web/components/ui/toasts';
import { getCertificadoAceptacionReclamo } from '../../lib/downloads/get-certificado-aceptacion-reclamo';
import { useDownloadAction } from '../../lib/downloads/use-download-action';
import { documentFileName, documentKey } from '../../lib/downloads/document-key';
import { saveHtml } from '../../lib/downloads/save-file';
import { CERTIFICATE_NOT_READY } from './certificate-button';

/**
 * The acceptance / rejection (reclamo) certificate of a document whose acceptance is decided (aceptado si or no;
 * core-platform §4, §7 getCertificadosAceptacionReclamo), saved as
 * '{rutEmisor}_{tipo}_{folio}_certificado_aceptacion_rechazo.html' (core-platform §9). Renders nothing while the
 * acceptance is pending or unknown. Not ready: the 5 s warning of core-platform §8.
 */
export function AcceptanceCertificateButton({ cesion, rutFactoring }: { cesion: CesionView; rutFactoring: string }) {
  const toast = useToast();
  const [busy, run] = useDownloadAction();
  if (cesion.aceptado.state !== 'si' && cesion.aceptado.state !== 'no') return null;

  const download = () =>
    run(async () => {
      const key = documentKey(cesion, rutFactoring);
      const html = await getCertificadoAceptacionReclamo(key);
      if (html === null) toast('warning', CERTIFICATE_NOT_READY, 5000);
      else saveHtml(html, documentFileName(key, '_certificado_aceptacion_rechazo.html'));
    });

  const title = cesion.aceptado.state === 'si' ? 'Certificado de aceptación' : 'Certificado de reclamo';
  return (
    <button
      type="button"
      className="btn btn-outline-secondary btn-sm py-0 px-1"
      title={title}
      onClick={() => void download()}
      disabled={busy}
    >
      {busy ? <span className="spinner-border spinner-border-sm" aria-label="Cargando..." /> : 'Cert. A/R'}
    </button>
  );
}
