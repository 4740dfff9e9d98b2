import { describe, expect, it } from 'vitest';
import { createIndexedDbFileStore } from '@web/localdb/indexeddb-file-store';

/** A request answered on a later task, as IndexedDB answers. */
function answer<T>(result: () => T): IDBRequest<T> {
  const request = {} as { result: T; onsuccess?: () => void; onupgradeneeded?: () => void };
  setTimeout(() => {
    request.result = result();
    request.onupgradeneeded?.();
    request.onsuccess?.();
  }, 0);
  return request as unknown as IDBRequest<T>;
}

/** One object store kept in a Map (values by reference: the real store's structured clone is not the subject). */
function fakeIndexedDb(): { factory: IDBFactory; values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  const store = {
    get: (key: string) => answer(() => values.get(key)),
    put: (value: unknown, key: string) => answer(() => void values.set(key, value)),
    delete: (key: string) => answer(() => void values.delete(key)),
  };
  const db = { transaction: () => ({ objectStore: () => store }), createObjectStore: () => store };
  const factory = { open: () => answer(() => db) } as unknown as IDBFactory;
  return { factory, values };
}

describe('createIndexedDbFileStore', () => {
  it('keeps the bytes as a Blob beside their ETag and reads them back as the same bytes', async () => {
    const { factory, values } = fakeIndexedDb();
    const store = createIndexedDbFileStore(factory);
    const bytes = new Uint8Array([83, 81, 76, 105, 116, 101, 0, 255]);
    await store.write('76354771-K', { etag: '"v1"', bytes });
    const kept = values.get('76354771-K') as { etag: string; bytes: unknown };
    expect(kept.etag).toBe('"v1"');
    expect(kept.bytes).toBeInstanceOf(Blob);
    expect(await store.read('76354771-K')).toEqual({ etag: '"v1"', bytes });
  });

  it('still reads a copy stored as a Uint8Array, and answers null for a missing or removed one', async () => {
    const { factory, values } = fakeIndexedDb();
    const store = createIndexedDbFileStore(factory);
    const bytes = new Uint8Array([1, 2, 3]);
    values.set('76354771-K', { etag: '"v0"', bytes });
    expect(await store.read('76354771-K')).toEqual({ etag: '"v0"', bytes });
    await store.remove('76354771-K');
    expect(await store.read('76354771-K')).toBeNull();
  });
});
