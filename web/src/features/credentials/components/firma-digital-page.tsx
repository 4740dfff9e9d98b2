import { useState } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { useCertificadoDigital } from '../api/get-certificado-digital';
import { credentialErrorText } from '../model/error-text';
import { CertificateCard } from './certificate-card';
import { CertificateUploadForm } from './certificate-upload-form';
import { ClaveSiiCard } from './clave-sii-card';
import { DeleteCertificateModal } from './delete-certificate-modal';

interface FirmaDigitalPageProps {
  rutFactoring: string;
  /** The user holds firmaDigital (core-platform §6); the server checks it again on every call. */
  allowed: boolean;
}

/**
 * '/certificadoDigital' and '/certificado-digital', 'Firma Digital' (core-platform §2, §5): the
 * stored certificate with 'Reemplazar' and 'Eliminar', or the upload form when there is none; and the SII clave of
 * the factoring's authorized user. Secrets only go to the server; nothing read back holds them.
 */
export function FirmaDigitalPage({ rutFactoring, allowed }: FirmaDigitalPageProps) {
  const certificado = useCertificadoDigital(rutFactoring, allowed);
  const [replacing, setReplacing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        Su usuario no tiene el permiso Firma Digital.
      </div>
    );
  }

  const stored = certificado.data ?? null;
  return (
    <section>
      <h1 className="h4 mb-3">Firma Digital</h1>
      {certificado.isPending ? <Spinner /> : null}
      {certificado.isError ? (
        <div className="alert alert-danger" role="alert">
          {credentialErrorText(certificado.error)}
        </div>
      ) : null}
      {stored && !replacing ? (
        <CertificateCard
          rutFactoring={rutFactoring}
          certificado={stored}
          onReplace={() => setReplacing(true)}
          onDelete={() => setDeleting(true)}
        />
      ) : null}
      {certificado.isSuccess && (!stored || replacing) ? (
        <div className="card mb-3">
          <div className="card-header">{stored ? 'Reemplazar certificado digital' : 'Cargar certificado digital'}</div>
          <div className="card-body">
            <CertificateUploadForm
              rutFactoring={rutFactoring}
              onCancel={stored ? () => setReplacing(false) : undefined}
              onUploaded={() => setReplacing(false)}
            />
          </div>
        </div>
      ) : null}
      <ClaveSiiCard rutFactoring={rutFactoring} />
      {deleting ? <DeleteCertificateModal rutFactoring={rutFactoring} onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}
