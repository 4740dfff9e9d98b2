import archiver from 'archiver';

/** One file of a zip: its name inside the archive and its bytes (stored unchanged). */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * DEFLATE level of the entries. AECs are mostly base64 (signatures, certificates, the DTE's TED), which
 * deflates about 3:1 at any level: level 1 makes a zip about 5 % bigger than level 6 in half the time.
 */
export const ZIP_COMPRESSION_LEVEL = 1;

/**
 * Packs files into one zip archive (DEFLATE, {@link ZIP_COMPRESSION_LEVEL}) with archiver, consuming `entries`
 * as they come, so the caller can still be reading later files while earlier ones are compressed (zlib
 * works off the main thread). Each entry's bytes are stored exactly as given, so AECs come out byte-identical
 * to the stored ones (core-platform §7 POST /v1/jwt/aecs, zipAecs.zip). Entries keep the given order.
 * @returns the zip file bytes.
 * @throws Error when two entries share a name (the archive would hide one of them); whatever `entries`
 *   throws; archiver's errors.
 */
export async function buildZip(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Promise<Uint8Array> {
  const archive = archiver('zip', { zlib: { level: ZIP_COMPRESSION_LEVEL } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
    archive.on('warning', reject);
  });
  // Until finalize() is awaited below, a failure of the archive must not go unhandled.
  finished.catch(() => undefined);
  const names = new Set<string>();
  try {
    for await (const entry of entries) {
      if (names.has(entry.name)) throw new Error(`Entrada repetida en el zip: ${entry.name}`);
      names.add(entry.name);
      archive.append(Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength), {
        name: entry.name,
      });
    }
  } catch (error) {
    archive.abort();
    throw error;
  }
  await archive.finalize();
  await finished;
  const zip = Buffer.concat(chunks);
  return new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength);
}
