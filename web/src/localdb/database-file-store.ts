/**
 * Where downloaded client databases are kept between visits, with the ETag they were served with
 * (client-radar.md §7: a second visit opens from the browser cache after an ETag check).
 */

/** A stored database file: its bytes and the ETag of the response that delivered them. */
export interface StoredDatabaseFile {
  etag: string;
  bytes: Uint8Array;
}

/** Key-value store of database files (IndexedDB in the browser; a Map in tests). */
export interface DatabaseFileStore {
  /** The stored file of `key`, or null. */
  read(key: string): Promise<StoredDatabaseFile | null>;
  /** Stores (or replaces) the file of `key`. */
  write(key: string, file: StoredDatabaseFile): Promise<void>;
  /** Removes the file of `key` (no error when absent). */
  remove(key: string): Promise<void>;
}
