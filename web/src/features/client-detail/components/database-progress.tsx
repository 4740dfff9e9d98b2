import type { DownloadProgress } from '@web/localdb/download-database';
import { downloadPercent } from '../model/download-percent';
import { CLIENT_DETAIL_MESSAGES } from '../model/messages';

/**
 * Loading state of the client detail (client-detail.md §2 "Loading: a database progress bar and skeletons"): the
 * download percent when the size is known, an animated full bar otherwise, and placeholder blocks.
 */
export function DatabaseProgress({ progress }: { progress: DownloadProgress | null }) {
  const percent = downloadPercent(progress);
  return (
    <div data-testid="database-progress">
      <div className="small text-muted mb-1">{CLIENT_DETAIL_MESSAGES.loadingDatabase}</div>
      <div
        className="progress mb-3"
        role="progressbar"
        aria-label={CLIENT_DETAIL_MESSAGES.loadingDatabase}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <div
          className={`progress-bar ${percent === null ? 'progress-bar-striped progress-bar-animated' : ''}`}
          style={{ width: `${percent ?? 100}%` }}
        >
          {percent === null ? null : `${percent}%`}
        </div>
      </div>
      <div className="placeholder-glow" aria-hidden="true">
        <span className="placeholder col-12 mb-2" style={{ height: '6rem' }} />
        <span className="placeholder col-12" style={{ height: '12rem' }} />
      </div>
    </div>
  );
}
