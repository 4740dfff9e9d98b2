import type { SiiFile } from '../../sii/port';

/**
 * Where a client's own SII and TGR files come from (its RCV exports, VAT history and TGR statement): a directory
 * locally and in tests (directory-client-files.ts); on AWS the SII/TGR clients, once they exist.
 */
export interface ClientFileSource {
  /** Every file of the client (any order); [] when there is none. */
  clientFiles(rutCliente: string): Promise<SiiFile[]>;
}
