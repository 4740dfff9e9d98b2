import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiiFile } from '../../platform/sii-port';
import type { ClientFileEntry, ClientFileSource } from './client-files-port';

/**
 * The client files of a demo-world-shaped directory: `{root}/clientes/{rutCliente}/*` (see
 * infra/local/demo-world/rcv-client-files.ts): its RCV exports, VAT history, TGR statement and its own cesiones en
 * período answers.
 */
export class DirectoryClientFiles implements ClientFileSource {
  constructor(private readonly root: string) {}

  /** @throws the filesystem error other than a missing folder (which means no files). */
  async clientFiles(rutCliente: string): Promise<SiiFile[]> {
    const folder = path.join(this.root, 'clientes', rutCliente);
    const names = await this.names(folder);
    return Promise.all(names.map(async (name) => ({ name, bytes: await readFile(path.join(folder, name)) })));
  }

  /**
   * Each file's name and the SHA-256 of its bytes: a local directory is cheap to read, and a content hash never
   * misses a rewrite that a size or modification time could.
   * @throws the filesystem error other than a missing folder (which means no files).
   */
  async listFiles(rutCliente: string): Promise<ClientFileEntry[]> {
    const files = await this.clientFiles(rutCliente);
    return files.map((file) => ({ name: file.name, tag: createHash('sha256').update(file.bytes).digest('hex') }));
  }

  private async names(folder: string): Promise<string[]> {
    try {
      return (await readdir(folder)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
