import { useRef, useState } from 'react';
import { CERTIFICATE_FILES_ACCEPT } from '@domain/credentials/supporting-files';

/**
 * The file field of 'Firma Digital' (core-platform §2: a drop zone for the certificate file; images, PDF, .pfx,
 * PKCS12, at most 3 files): drop the .pfx/.p12 and up to 2 supporting images or PDFs on it, or pick them with the file
 * input inside it. Dropped files are handed to the input too, so the input always names the chosen files.
 */
export function PfxDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      className={`rounded p-3 mb-3 text-center ${over ? 'bg-primary-subtle' : ''}`}
      style={{ border: `2px dashed var(${over ? '--bs-primary' : '--bs-border-color'})` }}
      data-testid="pfx-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (input.current) input.current.files = event.dataTransfer.files;
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <label htmlFor="certificado-archivo" className="form-label d-block">
        Arrastre aquí su certificado digital (.pfx o .p12) y hasta 2 archivos de respaldo (imágenes o PDF), o
        selecciónelos
      </label>
      <input
        ref={input}
        id="certificado-archivo"
        type="file"
        className="form-control"
        accept={CERTIFICATE_FILES_ACCEPT}
        multiple
        onChange={(event) => onFiles([...(event.target.files ?? [])])}
      />
    </div>
  );
}
