import { useEffect, useState } from 'react';
import { CERTIFICATE_HTML, LOADING_READY } from '@web/lib/downloads/certificate-window';

/** The certificate's own title (its `<title>`), read from an inert parsed copy: nothing in it runs or loads. */
function titleOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').title;
}

/**
 * '/loading' (core-platform §2): the page a new tab shows while a certificate renders. It tells its opener it
 * listens, takes the certificate the opener posts (only from the opener, only from the app's origin;
 * model/certificate-window.ts) and shows it in a frame sandboxed without scripts and without the app's origin.
 */
export function LoadingPage() {
  const [certificate, setCertificate] = useState<string | null>(null);

  useEffect(() => {
    const opener = window.opener as Window | null;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; html?: unknown } | null;
      if (event.source !== opener || event.origin !== window.location.origin) return;
      if (data?.type === CERTIFICATE_HTML && typeof data.html === 'string') {
        document.title = titleOf(data.html) || document.title;
        setCertificate(data.html);
      }
    };
    window.addEventListener('message', onMessage);
    opener?.postMessage(LOADING_READY, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (certificate !== null) {
    return (
      <iframe
        title="Certificado de cesión"
        srcDoc={certificate}
        sandbox=""
        className="d-block vw-100 vh-100 border-0"
      />
    );
  }
  return (
    <div className="d-flex flex-column align-items-center justify-content-center vh-100 text-muted">
      <div className="spinner-border text-primary mb-3" role="status" aria-hidden="true" />
      <p>Generando certificado...</p>
    </div>
  );
}
