import type { SiiFile } from '../../platform/sii-port';
import type { ClientFileEntry, ClientFileSource } from './client-files-port';

/**
 * A client's files from two sources: the answers its own SII session fetched (RCV exports, cesiones en período),
 * and from a second source only the files the SII web client does not fetch (`extraPrefixes`, e.g. the VAT history
 * and TGR statement of a directory), so the same file is never read twice.
 */
export class CombinedClientFiles implements ClientFileSource {
  constructor(
    private readonly primary: ClientFileSource,
    private readonly extras: ClientFileSource,
    private readonly extraPrefixes: readonly string[],
  ) {}

  /** Both sources' files, the extras filtered by prefix, in name order. @throws either source's error. */
  async clientFiles(rutCliente: string): Promise<SiiFile[]> {
    return this.both((source) => source.clientFiles(rutCliente));
  }

  /** Both sources' listings, the extras filtered by prefix, in name order. @throws either source's error. */
  async listFiles(rutCliente: string): Promise<ClientFileEntry[]> {
    return this.both((source) => source.listFiles(rutCliente));
  }

  private async both<T extends { name: string }>(read: (source: ClientFileSource) => Promise<T[]>): Promise<T[]> {
    const [primary, extras] = await Promise.all([read(this.primary), read(this.extras)]);
    const wanted = extras.filter((file) => this.extraPrefixes.some((prefix) => file.name.startsWith(prefix)));
    return [...primary, ...wanted].sort((a, b) => a.name.localeCompare(b.name));
  }
}
