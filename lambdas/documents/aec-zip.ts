import JSZip from 'jszip';

/** One file of a zip: its name inside the archive and its bytes (stored unchanged). */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * Packs files into one zip archive (DEFLATE) with JSZip; each entry's bytes are stored exactly as given, so
 * AECs come out byte-identical to the stored ones (core-platform §7 POST /v1/jwt/aecs, zipAecs.zip).
 * @returns the zip file bytes.
 * @throws Error when two entries share a name (the archive would hide one of them).
 */
export async function buildZip(entries: readonly ZipEntry[]): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const entry of entries) {
    if (zip.file(entry.name)) throw new Error(`Entrada repetida en el zip: ${entry.name}`);
    zip.file(entry.name, entry.bytes, { binary: true });
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
