import { useState } from 'react';
import { certificateFormProblem } from '@domain/credentials/credential-forms';
import { RutField } from '@web/components/ui/rut-field';
import { TextField } from '@web/components/ui/text-field';
import { useToast } from '@web/components/ui/toasts';
import { useInsertCertificadoDigital } from '../api/insert-certificado-digital';
import { useCredentialSubmit } from '../hooks/use-credential-submit';
import { certificateFilesProblem, splitCertificateFiles } from '../model/certificate-files';
import { fileBase64 } from '../model/pfx-file';
import { uploadFailureText, withUploadTimeout } from '../model/upload-failure';
import { PfxDropZone } from './pfx-drop-zone';

interface CertificateUploadFormProps {
  rutFactoring: string;
  /** Shown beside 'Subir firma' when a certificate is already stored (replacing it). */
  onCancel?: () => void;
  onUploaded: () => void;
}

/**
 * The upload form of 'Firma Digital' (core-platform §2, §5): the certificate file and up to 2 supporting images or
 * PDFs (model/certificate-files.ts), 'Rut firmante' (at most 10
 * characters, like 12345678-9), 'Nombre', 'Clave' and 'Subir firma'. The form rules run before sending, with the
 * spec's messages (domain/credentials/credential-forms.ts); the server's checks (password, key, validity, RUT) come
 * back as its message, and a failed upload as §8 maps it (no answer in 30 s, a lost session, a server fault:
 * model/upload-failure.ts). Every message shows in the alert above the button.
 */
export function CertificateUploadForm({ rutFactoring, onCancel, onUploaded }: CertificateUploadFormProps) {
  const toast = useToast();
  const upload = useInsertCertificadoDigital(rutFactoring);
  const [files, setFiles] = useState<File[]>([]);
  const [rutFirmante, setRutFirmante] = useState('');
  const [nombre, setNombre] = useState('');
  const [clave, setClave] = useState('');
  const { certificado: pfx, adjuntos: supporting } = splitCertificateFiles(files);
  const { error, onSubmit } = useCredentialSubmit(
    () =>
      certificateFormProblem({ rutFirmante, clave, nombre, archivoBytes: pfx?.size ?? 0 }) ??
      certificateFilesProblem(files),
    async () => {
      // The problem above refuses a form without a .pfx/.p12, so it is set here.
      const certificado = await fileBase64(pfx!);
      const adjuntos = await Promise.all(
        supporting.map(async (file) => ({ nombre: file.name, contenido: await fileBase64(file) })),
      );
      await withUploadTimeout(
        upload.mutateAsync({ rutFirmante: rutFirmante.trim(), nombre: nombre.trim(), clave, certificado, adjuntos }),
      );
      toast('success', 'Firma digital cargada correctamente');
      onUploaded();
    },
    uploadFailureText,
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="certificate-upload-form">
      <PfxDropZone onFiles={setFiles} />
      <div className="row g-3">
        <RutField
          id="rut-firmante"
          label="Rut firmante"
          className="col-md-4"
          value={rutFirmante}
          onValueChange={setRutFirmante}
        />
        <TextField
          id="nombre-firmante"
          label="Nombre"
          className="col-md-4"
          value={nombre}
          onValueChange={setNombre}
          autoComplete="off"
        />
        <TextField
          id="clave-certificado"
          label="Clave"
          className="col-md-4"
          type="password"
          value={clave}
          onValueChange={setClave}
          autoComplete="new-password"
        />
      </div>
      {error ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="certificate-error">
          {error}
        </div>
      ) : null}
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
          {upload.isPending ? 'Subiendo...' : 'Subir firma'}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancelar
          </button>
        ) : null}
      </div>
    </form>
  );
}
