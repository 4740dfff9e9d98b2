/**
 * IndexedDB implementation of {@link DatabaseFileStore}: database 'radar-localdb', object store 'files'.
 * Storage failures (private mode, quota) degrade to "not cached": the file is downloaded again next time.
 */
import type { DatabaseFileStore, StoredDatabaseFile } from './database-file-store';

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
        return ((await run('readonly', (store) => store.get(key))) as StoredDatabaseFile | undefined) ?? null;
      } catch (error) {
        console.warn('[localdb] cache read failed', error);
        return null;
      }
    },
    async write(key, file) {
      try {
        await run('readwrite', (store) => store.put(file, key));
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
