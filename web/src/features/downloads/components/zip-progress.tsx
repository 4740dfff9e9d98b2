import { ProgressBar } from '@web/components/ui/progress-bar';

/** Bootstrap progress bar of the zip download; `progress` is 0..1 (core-platform §2 "Bulk AEC download"). */
export function ZipProgress({ progress }: { progress: number }) {
  return (
    <ProgressBar share={progress} label="Progreso de descarga" className="my-3">
      {Math.round(progress * 100)}%
    </ProgressBar>
  );
}
