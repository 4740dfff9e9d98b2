import type { CesionView } from '@domain/cession';
import { useToast } from '@web/components/ui/toasts';
import { getCertificate } from '../../lib/downloads/get-certificate';
import { useDownloadAction } from '../../lib/downloads/use-download-action';
import { openLoadingTab, sendToTab } from '../../lib/downloads/certificate-window';
import { documentFileName, documentKey } from '../../lib/downloads/document-key';
import { saveHtml } from '../../lib/downloads/save-file';

/** Warning when the certificate is not ready (core-platform §8), shown 5 s. */
export const CERTIFICATE_NOT_READY = 'El certificado aun no se encuentra disponible';
const CERTIFICATE_NOT_READY_MS = 5000;

/**
 * 'Cert.' button (core-platform §2, §7 getCertificate): opens '/loading' in a new tab, asks for the assignment
 * certificate and hands its printable HTML to the tab, which shows it in a sandboxed frame. When the server has
 * none yet the tab is closed and 'El certificado aun no se encuentra disponible' is shown 5 s; when the browser
 * blocked the tab (or it never loaded) the HTML is saved as '{rutEmisor}_{tipo}_{folio}_certificado_cesion.html'
 * (core-platform §9).
 */
export function CertificateButton({ cesion, rutFactoring }: { cesion: CesionView; rutFactoring: string }) {
  const toast = useToast();
  const [busy, run] = useDownloadAction();

  const open = () => {
    const tab = openLoadingTab();
    const key = documentKey(cesion, rutFactoring);
    void run(async () => {
      try {
        const html = await getCertificate(key);
        if (html === null) {
          tab?.tab.close();
          toast('warning', CERTIFICATE_NOT_READY, CERTIFICATE_NOT_READY_MS);
        } else if (!tab || !(await sendToTab(tab, html))) {
          tab?.tab.close();
          saveHtml(html, documentFileName(key, '_certificado_cesion.html'));
        }
      } catch (error) {
        tab?.tab.close();
        throw error;
      }
    });
  };

  return (
    <button type="button" className="btn btn-outline-secondary btn-sm py-0 px-1" onClick={open} disabled={busy}>
      {busy ? <span className="spinner-border spinner-border-sm" aria-label="Cargando..." /> : 'Cert.'}
    </button>
  );
}
