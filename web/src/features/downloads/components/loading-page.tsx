/**
 * '/loading' (core-platform §2): the blank page a new tab shows while a certificate renders; the opener then
 * writes the certificate into it (model/certificate-window.ts).
 */
export function LoadingPage() {
  return (
    <div className="d-flex flex-column align-items-center justify-content-center vh-100 text-muted">
      <div className="spinner-border text-primary mb-3" role="status" aria-hidden="true" />
      <p>Generando certificado...</p>
    </div>
  );
}
