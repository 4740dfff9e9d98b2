import type { SiiFile } from '../../sii/port';
import type { ClientFileSource } from './client-files-port';

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
    const [primary, extras] = await Promise.all([this.primary.clientFiles(rutCliente), this.extras.clientFiles(rutCliente)]);
    const wanted = extras.filter((file) => this.extraPrefixes.some((prefix) => file.name.startsWith(prefix)));
    return [...primary, ...wanted].sort((a, b) => a.name.localeCompare(b.name));
  }
}
