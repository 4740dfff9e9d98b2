/**
 * The local SII's persistent state, one JSON file in its state directory, readable by its owner only (mode 0600): the
 * CA and TLS keys, and the users with their claves, certificates and clave locks (the SII's own database, as it were).
 * Portal sessions, seeds and tokens are not kept: they live in memory, as short-lived as the SII's.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyAndCertificate } from './local-ca';

/** Name of the state file inside the state directory. */
export const STATE_FILE = 'local-sii.json';

/** A company a person may represent (admRPDOBuild.cgi lists it). */
export interface RepresentedCompany {
  rut: string;
  razonSocial: string;
}

/** A user of the local SII: a person who represents companies, or a company logging in as itself. */
export interface StoredUser {
  /** RUT 'NNNNNNNN-D' the user logs in with. */
  rut: string;
  /** The person's name, or the company's razón social. */
  nombre: string;
  kind: 'persona' | 'empresa';
  clave: string;
  /** The companies a person may represent with APPLS=RPETC ([] for a company). */
  represents: RepresentedCompany[];
  /** A person's PKCS#12 certificate (base64) and its password. */
  certificate?: { pfxBase64: string; password: string };
  /** Consecutive wrong claves since the last good login or lock. */
  failures: number;
  /** Epoch milliseconds until which the clave is locked (ERR 19), or null. */
  lockedUntil: number | null;
}

/** Everything the local SII keeps between runs. */
export interface LocalSiiState {
  version: 1;
  ca: KeyAndCertificate;
  tls: KeyAndCertificate;
  users: StoredUser[];
}

/**
 * Reads the state of `dir`.
 * @returns the state, or null when the directory has none yet.
 * @throws SyntaxError for a state file that is not JSON; Error for one of another version.
 */
export function readState(dir: string): LocalSiiState | null {
  const file = path.join(dir, STATE_FILE);
  if (!existsSync(file)) return null;
  const state = JSON.parse(readFileSync(file, 'utf8')) as LocalSiiState;
  if (state.version !== 1) throw new Error(`${file}: versión de estado del SII local desconocida`);
  return state;
}

/**
 * Writes the state of `dir` (created mode 0700 when missing) atomically: a temporary file with mode 0600 renamed over
 * the old one.
 * @throws the filesystem error.
 */
export function writeState(dir: string, state: LocalSiiState): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, STATE_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}
