import type { DownloadRow } from '@domain/spreadsheet-rows';
import { idTokenAuthorization } from '@web/lib/id-token';
import { demoAnswer, demoRequest } from '@web/lib/demo-mode';

/**
 * A requested document the server left out of the zip, and why (e.g. 'No fue posible descargar XML AEC desde el SII').
 */
export interface AecZipError {
  rut: string;
  tipo: number;
  folio: number;
  error: string;
}

/** The zip the server built: its signed URL and the documents it left out. */
export interface AecsZip {
  url: string;
  errores: AecZipError[];
}

/**
 * Asks the REST API to pack the AECs of the listed documents in one zip (core-platform §7 POST /v1/jwt/aecs,
 * body {aecs, formato: 'zip', rutFactoring}), authenticated with the id token.
 * @param restUrl base URL of the REST API ending in '/' (config.json restUrl).
 * @returns the signed URL of the zip (first entry of `urls`) and `errores`, the documents left out.
 * @throws Error 'HTTP error! status: N' on a non-2xx answer, or when the answer has no URL.
 */
export async function requestAecsZip(restUrl: string, rutFactoring: string, aecs: DownloadRow[]): Promise<AecsZip> {
  const response = await fetch(new URL('v1/jwt/aecs', restUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await idTokenAuthorization()) },
    body: JSON.stringify(demoRequest({ aecs, formato: 'zip', rutFactoring })),
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = demoAnswer(await response.json()) as { urls?: unknown; errores?: AecZipError[] };
  const url = Array.isArray(body.urls) ? body.urls[0] : undefined;
  if (typeof url !== 'string' || url === '') throw new Error('La respuesta no trae la URL del archivo ZIP');
  return { url, errores: Array.isArray(body.errores) ? body.errores : [] };
}
