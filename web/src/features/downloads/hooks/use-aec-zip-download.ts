import { useState } from 'react';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import type { DownloadRow } from '@domain/spreadsheet-rows';
import { requestAecsZip, type AecZipError } from '../api/request-aecs-zip';
import { fetchWithProgress } from '../model/fetch-with-progress';
import { saveBlob } from '@web/lib/downloads/save-file';

/** Error shown when the zip cannot be produced or downloaded (core-platform §8). */
export const ZIP_DOWNLOAD_ERROR = 'Error al descargar el archivo ZIP';
/** Name of the saved zip (core-platform §7, §9). */
export const ZIP_FILE_NAME = 'archivo.zip';

/**
 * State of a bulk AEC download: idle, downloading with progress 0..1, done (with the documents the server left
 * out), or failed with the user message.
 */
export type ZipDownloadState =
  | { status: 'idle' }
  | { status: 'done'; errores: AecZipError[] }
  | { status: 'downloading'; progress: number }
  | { status: 'error'; message: string };

/**
 * Bulk AEC download (core-platform §7 POST /v1/jwt/aecs): asks for the zip of the listed documents, streams it
 * with progress from its Content-Length and saves it as 'archivo.zip'. Any failure is logged with its internal
 * cause and surfaces as 'Error al descargar el archivo ZIP'.
 * @returns the state and start(rows).
 */
export function useAecZipDownload(rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  const [state, setState] = useState<ZipDownloadState>({ status: 'idle' });

  const start = async (rows: DownloadRow[]) => {
    setState({ status: 'downloading', progress: 0 });
    try {
      const { url, errores } = await requestAecsZip(restUrl, rutFactoring, rows);
      const zip = await fetchWithProgress(url, (progress) => setState({ status: 'downloading', progress }));
      saveBlob(zip, ZIP_FILE_NAME);
      setState({ status: 'done', errores });
    } catch (error) {
      console.error('Descarga ZIP fallida', error);
      setState({ status: 'error', message: ZIP_DOWNLOAD_ERROR });
    }
  };

  return { state, start };
}
