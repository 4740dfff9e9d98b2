/**
 * Loads sql.js (SQLite compiled to WebAssembly: no native build, same engine as the browser's web/src/localdb).
 */
import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | undefined;

/**
 * The sql.js module, initialised once per process with the WASM file of the installed package.
 * @throws the loader's error when sql-wasm.wasm cannot be found or compiled (e.g. not bundled with the Lambda).
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  loading ??= initSqlJs({ locateFile: () => wasm });
  return loading;
}
