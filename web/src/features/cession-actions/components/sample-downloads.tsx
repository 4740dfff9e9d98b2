import { useDownloadAction } from '@web/lib/downloads/use-download-action';
import { saveXlsx } from '@web/lib/exports/save-xlsx';
import { SAMPLE_SHEETS } from '../model/sample-sheets';

/**
 * The two sample-file buttons of the mass cession screen (core-platform §2): the workbooks are written in the
 * browser with the exports' writer (exceljs, loaded on the first click) and saved like every other download.
 */
export function SampleDownloads() {
  const [busy, run] = useDownloadAction();
  const download = (kind: keyof typeof SAMPLE_SHEETS) => run(() => saveXlsx(SAMPLE_SHEETS[kind]));
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
      <span className="small text-muted">Formatos de ejemplo:</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy}
        onClick={() => void download('short')}
      >
        Descargar formato 3-4 columnas
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy}
        onClick={() => void download('full')}
      >
        Descargar formato 9 columnas
      </button>
    </div>
  );
}
