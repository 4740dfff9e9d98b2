/** Percentage shown by the database progress bar (client-detail.md §2 "Loading: a database progress bar"). */
import type { DownloadProgress } from '@web/localdb/download-database';

/**
 * Whole percent 0..100 of the bytes received, or null when the size is unknown (no Content-Length, or no
 * progress reported yet): the bar is then shown indeterminate.
 */
export function downloadPercent(progress: DownloadProgress | null): number | null {
  if (!progress || progress.total === null || progress.total <= 0) return null;
  return Math.min(100, Math.floor((progress.loaded * 100) / progress.total));
}
