import { useRef, useState } from 'react';
import { PFX_ACCEPT } from '../model/pfx-file';

/**
 * The certificate file field of 'Firma Digital' (core-platform §2: a drop zone for the certificate file): drop a
 * .pfx/.p12 on it or pick one with the file input inside it. A dropped file is handed to the input too, so the input
 * always names the chosen file.
 */
export function PfxDropZone({ onFile }: { onFile: (file: File | null) => void }) {
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
        onFile(event.dataTransfer.files[0] ?? null);
      }}
    >
      <label htmlFor="certificado-archivo" className="form-label d-block">
        Arrastre aquí su certificado digital (.pfx o .p12) o selecciónelo
      </label>
      <input
        ref={input}
        id="certificado-archivo"
        type="file"
        className="form-control"
        accept={PFX_ACCEPT}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}
