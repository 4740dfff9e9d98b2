/**
 * Packs named byte entries into one tar.gz in memory with archiver (archiver('tar', {gzip: true})), entries in the
 * given order, each dated, bytes unchanged.
 */
import archiver from 'archiver';

/** One file of the archive: its path inside the tar, its bytes and its modification time. */
export interface TarEntry {
  name: string;
  bytes: Uint8Array;
  date: Date;
}

/**
 * The tar.gz of `entries`.
 * @throws the archiver error when packing fails.
 */
export async function packTarGz(entries: readonly TarEntry[]): Promise<Buffer> {
  const archive = archiver('tar', { gzip: true });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('end', () => resolve());
    archive.on('error', reject);
    archive.on('warning', reject);
  });
  for (const entry of entries) archive.append(Buffer.from(entry.bytes), { name: entry.name, date: entry.date });
  await archive.finalize();
  await finished;
  return Buffer.concat(chunks);
}
