/**
 * Streams the client's SQLite file from its signed storage URL, reporting progress (client-radar.md §7
 * "GET that URL to download the SQLite file"), with an ETag-conditional request when a cached copy exists.
 */
import { LOCAL_DB_MESSAGES, LocalDbError } from './errors';

/** Progress of a download: bytes received and expected (null when the server sent no Content-Length). */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

/** Outcome: 'not-modified' (304 for the cached ETag) or the downloaded bytes and their ETag. */
export type DownloadOutcome = { kind: 'not-modified' } | { kind: 'downloaded'; bytes: Uint8Array; etag: string | null };

/**
 * GETs `url` (with If-None-Match when `etag` is given) and reads the body chunk by chunk.
 * @throws LocalDbError DATABASE_DOWNLOAD_FAILED 'Failed to download database from S3: {status}' on a non-OK
 *   status, 'No database data received' on an empty body.
 */
export async function downloadDatabase(
  fetchFn: typeof fetch,
  url: string,
  etag: string | null,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<DownloadOutcome> {
  const response = await fetchFn(url, etag ? { headers: { 'If-None-Match': etag } } : undefined);
  if (response.status === 304) return { kind: 'not-modified' };
  if (!response.ok)
    throw new LocalDbError('DATABASE_DOWNLOAD_FAILED', LOCAL_DB_MESSAGES.downloadFailed(response.status));
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const bytes = await readBody(response, total, onProgress);
  if (bytes.length === 0) throw new LocalDbError('DATABASE_DOWNLOAD_FAILED', LOCAL_DB_MESSAGES.noData);
  return { kind: 'downloaded', bytes, etag: response.headers.get('ETag') };
}

async function readBody(
  response: Response,
  total: number | null,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress?.({ loaded, total });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
