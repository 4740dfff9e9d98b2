import { displayRut, formatDate } from '@web/lib/format';
import { expiryWarning, type CertificadoDigital } from '../model/certificado-digital';
import { CertificateAttachments } from './certificate-attachments';

interface CertificateCardProps {
  rutFactoring: string;
  certificado: CertificadoDigital;
  onReplace: () => void;
  onDelete: () => void;
}

/**
 * The stored certificate of 'Firma Digital' (the screen lists subject, RUT and expiry, warns 30
 * days before expiry, and can replace or delete it), with its supporting files to download. Dates dd/MM/yyyy in Chile
 * (core-platform §1).
 */
export function CertificateCard({ rutFactoring, certificado, onReplace, onDelete }: CertificateCardProps) {
  const warning = expiryWarning(certificado);
  return (
    <div className="card mb-3" data-testid="certificate-card">
      <div className="card-header d-flex align-items-center justify-content-between">
        <span>Certificado digital cargado</span>
        {certificado.vencido ? (
          <span className="badge text-bg-danger" data-testid="certificate-state">
            Vencido
          </span>
        ) : (
          <span className="badge text-bg-success" data-testid="certificate-state">
            Vigente
          </span>
        )}
      </div>
      <div className="card-body">
        <dl className="row mb-0">
          <dt className="col-sm-3">Titular</dt>
          <dd className="col-sm-9" data-testid="certificate-titular">
            {certificado.titular}
          </dd>
          <dt className="col-sm-3">RUT</dt>
          <dd className="col-sm-9" data-testid="certificate-rut">
            {displayRut(certificado.rutTitular)}
          </dd>
          <dt className="col-sm-3">Firmante</dt>
          <dd className="col-sm-9">{certificado.nombre}</dd>
          <dt className="col-sm-3">Emisor</dt>
          <dd className="col-sm-9">{certificado.emisor}</dd>
          <dt className="col-sm-3">Válido desde</dt>
          <dd className="col-sm-9">{formatDate(certificado.validoDesde)}</dd>
          <dt className="col-sm-3">Válido hasta</dt>
          <dd className="col-sm-9" data-testid="certificate-expiry">
            {formatDate(certificado.validoHasta)}
          </dd>
          <dt className="col-sm-3">Cargado el</dt>
          <dd className="col-sm-9">{formatDate(certificado.cargadoEn)}</dd>
        </dl>
        <CertificateAttachments rutFactoring={rutFactoring} adjuntos={certificado.adjuntos} />
        {certificado.vencido ? (
          <div className="alert alert-danger mt-3 mb-0" role="status">
            El certificado venció el {formatDate(certificado.validoHasta)}; cargue uno vigente para operar con el SII.
          </div>
        ) : null}
        {warning ? (
          <div className="alert alert-warning mt-3 mb-0" role="status" data-testid="certificate-warning">
            {warning}
          </div>
        ) : null}
      </div>
      <div className="card-footer d-flex gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={onReplace}>
          Reemplazar
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={onDelete}>
          Eliminar
        </button>
      </div>
    </div>
  );
}
