/**
 * Browser wiring of the local database service: sql.js with its WASM served from our own build (Vite `?url`
 * asset, never a CDN), IndexedDB for the downloaded files, the page's fetch and clock. In the browser the package
 * export of sql.js is dist/sql-wasm-browser.js, whose matching binary is dist/sql-wasm-browser.wasm.
 */
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import sqlWasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { createIndexedDbFileStore } from './indexeddb-file-store';
import { LocalDatabase } from './local-database';

let instance: LocalDatabase | null = null;
let sqlJs: Promise<SqlJsStatic> | null = null;

/** sql.js initialised once per page with the WASM served from our build (also used by the client list). */
export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= initSqlJs({ locateFile: () => sqlWasmUrl });
  return sqlJs;
}

/** The page's single {@link LocalDatabase}, created on first use. */
export function getLocalDatabase(): LocalDatabase {
  instance ??= new LocalDatabase({
    loadSqlJs,
    fileStore: createIndexedDbFileStore(indexedDB),
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
  });
  return instance;
}
