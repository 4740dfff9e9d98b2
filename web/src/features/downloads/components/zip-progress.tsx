/** Bootstrap progress bar of the zip download; `progress` is 0..1 (core-platform §2 "Bulk AEC download"). */
export function ZipProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div
      className="progress my-3"
      role="progressbar"
      aria-label="Progreso de descarga"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }}>
        {percent}%
      </div>
    </div>
  );
}
