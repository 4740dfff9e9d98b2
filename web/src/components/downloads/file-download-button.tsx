import { useDownloadAction } from '../../lib/downloads/use-download-action';
import { downloadUrl } from '../../lib/downloads/save-file';
import type { ArchivoDescarga } from '@domain/wire/schema-types';

interface FileDownloadButtonProps {
  label: string;
  /** Asks the API for the signed URL and file name. */
  request: () => Promise<ArchivoDescarga>;
  disabled?: boolean;
  /** Tooltip, also on the disabled button (it sits on a focusable wrapper: disabled buttons get no pointer events). */
  title?: string;
}

/**
 * A Descargas button that saves a server file (PDF, AEC): asks for its signed URL, fetches the exact bytes and
 * saves them under the name the server gives. A spinner while it runs; failures only logged (core-platform §8).
 */
export function FileDownloadButton({ label, request, disabled = false, title }: FileDownloadButtonProps) {
  const [busy, run] = useDownloadAction();
  const download = () =>
    run(async () => {
      const file = await request();
      downloadUrl(file.url, file.nombre);
    });
  return (
    <span className="d-inline-block" tabIndex={disabled ? 0 : undefined} title={title}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm py-0 px-1"
        onClick={() => void download()}
        disabled={disabled || busy}
      >
        {busy ? <span className="spinner-border spinner-border-sm" aria-label="Cargando..." /> : label}
      </button>
    </span>
  );
}
