import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiiFile } from '../../sii/port';
import type { ClientFileSource } from './client-files-port';

/**
 * The client files of a demo-world-shaped directory: `{root}/clientes/{rutCliente}/*` (see
 * lambdas/sii/demo-world/rcv-client-files.ts): its RCV exports, VAT history, TGR statement and its own cesiones en
 * período answers.
 */
export class DirectoryClientFiles implements ClientFileSource {
  constructor(private readonly root: string) {}

  /** @throws the filesystem error other than a missing folder (which means no files). */
  async clientFiles(rutCliente: string): Promise<SiiFile[]> {
    const folder = path.join(this.root, 'clientes', rutCliente);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return Promise.all(names.sort().map(async (name) => ({ name, bytes: await readFile(path.join(folder, name)) })));
  }
}
