/**
 * Downloads a URL while reporting progress from its Content-Length (core-platform §7 POST /v1/jwt/aecs: "the zip
 * is fetched from that address with its Content-Length read for progress"): the body is read as a stream and
 * `onProgress` receives the fraction received, 0 to 1, after each chunk.
 * @returns the downloaded bytes as a Blob of the answer's content type.
 * @throws Error 'HTTP error! status: N' on a non-2xx answer; an Error when the answer has no Content-Length
 * or no body (the size is needed for the progress bar).
 */
export async function fetchWithProgress(url: string, onProgress: (fraction: number) => void): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const total = Number(response.headers.get('Content-Length'));
  if (!Number.isFinite(total) || total <= 0) throw new Error('El archivo ZIP no informa su tamaño (Content-Length)');
  if (!response.body) throw new Error('El archivo ZIP llegó sin contenido');
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'application/zip' });
}
