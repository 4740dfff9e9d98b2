/** True for a file named *.pfx or *.p12 (any case). */
export function isPfxFileName(name: string): boolean {
  return /\.(pfx|p12)$/i.test(name.trim());
}

/**
 * The bytes of a chosen file as base64 (the `certificado` argument of insertCertificadoDigital, core-platform §3).
 * @throws DOMException when the browser cannot read the file.
 */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
