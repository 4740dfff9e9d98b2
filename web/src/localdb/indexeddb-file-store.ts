/**
 * IndexedDB implementation of {@link DatabaseFileStore}: database 'radar-localdb', object store 'files', each file
 * kept as `{etag, bytes}` with the bytes as a Blob: reading a Blob back is a file read off the main thread, where a
 * stored Uint8Array is deserialised on it (~90 ms for a 57 MB database). Copies stored as a Uint8Array are still read.
 * Storage failures (private mode, quota) degrade to "not cached": the file is downloaded again next time.
 */
import type { DatabaseFileStore } from './database-file-store';

const DB_NAME = 'radar-localdb';
const STORE = 'files';

/** Opens the browser's IndexedDB store of client database files (`factory` is `indexedDB` in the browser). */
export function createIndexedDbFileStore(factory: IDBFactory): DatabaseFileStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  };
  return {
    async read(key) {
      try {
        const stored = (await run('readonly', (store) => store.get(key))) as
          { etag: string; bytes: Blob | Uint8Array } | undefined;
        if (!stored) return null;
        return {
          etag: stored.etag,
          bytes: stored.bytes instanceof Blob ? new Uint8Array(await stored.bytes.arrayBuffer()) : stored.bytes,
        };
      } catch (error) {
        console.warn('[localdb] cache read failed', error);
        return null;
      }
    },
    async write(key, file) {
      try {
        // Downloaded bytes live on an ArrayBuffer (never a SharedArrayBuffer), which is what Blob takes.
        await run('readwrite', (store) =>
          store.put({ etag: file.etag, bytes: new Blob([file.bytes as Uint8Array<ArrayBuffer>]) }, key),
        );
      } catch (error) {
        console.warn('[localdb] cache write failed', error);
      }
    },
    async remove(key) {
      try {
        await run('readwrite', (store) => store.delete(key));
      } catch (error) {
        console.warn('[localdb] cache remove failed', error);
      }
    },
  };
}
