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
 * the SII by lambdas/services/client-sync/sync-tax-folder.ts); a company's files are the
 * same whichever factoring asks, the routes check that the company is a client of the factoring.
 */
export interface CompanyFiles {
  /** The file's metadata, or null when there is no such file. */
  describe(rutCliente: string, name: string): Promise<CompanyFileInfo | null>;
  /** A presigned GET URL of the file, valid `expiresInSeconds`, that downloads it under its own name. */
  signedUrl(rutCliente: string, name: string, expiresInSeconds: number): Promise<string>;
  /** The file's bytes, or null when there is no such file. */
  read(rutCliente: string, name: string): Promise<Uint8Array | null>;
  /** Stores a file, replacing the previous one (what the gatherer of its source writes). */
  put(rutCliente: string, name: string, bytes: Uint8Array): Promise<void>;
}
