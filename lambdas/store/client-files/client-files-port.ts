import type { SiiFile } from '../../platform/sii-port';

/** One file of a client as its source lists it, unread: its name and a tag that changes whenever its bytes do. */
export interface ClientFileEntry {
  name: string;
  tag: string;
}

/**
 * Where a client's own SII and TGR files come from (its RCV exports, VAT history, TGR statement and cesiones en
 * período answers): the answers its own SII session fetched (client-sync/client-file-store.ts), a directory locally
 * and in tests (directory-client-files.ts), or both (combined-client-files.ts).
 */
export interface ClientFileSource {
  /** Every file of the client (any order); [] when there is none. */
  clientFiles(rutCliente: string): Promise<SiiFile[]>;
  /**
   * The same files as {@link clientFiles}, listed without reading them (any order), so an unchanged client costs a
   * listing.
   */
  listFiles(rutCliente: string): Promise<ClientFileEntry[]>;
}
