import { AEC_NOT_DOWNLOADED_REASON } from '../../../../../domain/cession-rules';

/** Tooltip of the download buttons until the download endpoints exist. */
export const DOWNLOAD_LATER_TITLE = 'Descarga disponible próximamente';

const LABELS = ['PDF', 'AEC', 'Cert.', 'Mvtos.'] as const;

/**
 * The Descargas cell buttons (PDF, AEC, Cert., Mvtos.; core-platform §2). Disabled for now; AEC explains
 * 'No fue posible descargar XML AEC desde el SII' when aec_descargado is 0 or 2 (core-platform §8).
 * Disabled buttons get no pointer events, so each tooltip sits on a focusable wrapper.
 */
export function DownloadButtons({ aecDescargado }: { aecDescargado: number }) {
  const aecMissing = aecDescargado === 0 || aecDescargado === 2;
  return (
    <div className="d-flex flex-wrap gap-1" role="group" aria-label="Descargas">
      {LABELS.map((label) => {
        const title = label === 'AEC' && aecMissing ? AEC_NOT_DOWNLOADED_REASON : DOWNLOAD_LATER_TITLE;
        return (
          <span key={label} className="d-inline-block" tabIndex={0} title={title}>
            <button type="button" className="btn btn-outline-secondary btn-sm py-0 px-1" disabled>
              {label}
            </button>
          </span>
        );
      })}
    </div>
  );
}
