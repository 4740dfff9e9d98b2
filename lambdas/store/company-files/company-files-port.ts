import type { FactoringScope } from '../../platform/factoring-scope';

/** A stored company file as the tax folder check answers it (client-detail.md §3 "Tax folder file check"). */
export interface CompanyFileInfo {
  filename: string;
  /** Bytes. */
  size: number;
  /** ISO 8601 instant of the last write. */
  lastModified: string;
  contentType: string;
}

/**
 * Where the files about a client company are kept (company-file-names.ts): the documents bucket (S3) on AWS and
 * locally (s3rver, filled from the demo world by infra/local/seed-company-files.ts, the tax folder then gathered from
 * the SII by lambdas/services/client-sync/sync-tax-folder.ts). Each factoring keeps its own copy of a client's files,
 * the ones gathered with the credential it holds: another factoring of the same client never reads or replaces them.
 */
export interface CompanyFiles {
  /** The file's metadata, or null when the factoring has no such file. */
  describe(scope: FactoringScope, rutCliente: string, name: string): Promise<CompanyFileInfo | null>;
  /** A presigned GET URL of the file, valid `expiresInSeconds`, that downloads it under its own name. */
  signedUrl(scope: FactoringScope, rutCliente: string, name: string, expiresInSeconds: number): Promise<string>;
  /** The file's bytes, or null when the factoring has no such file. */
  read(scope: FactoringScope, rutCliente: string, name: string): Promise<Uint8Array | null>;
  /** Stores the factoring's copy of a file, replacing its previous one (what the gatherer of its source writes). */
  put(scope: FactoringScope, rutCliente: string, name: string, bytes: Uint8Array): Promise<void>;
}
