import { createHash } from 'node:crypto';
import type { CessionRecord } from '../../../domain/cession';
import type { SourcedRow } from './period-rows';

/**
 * Version of what {@link buildCessionRecord} (build-cession-record.ts) and the AEC parser build from the same
 * inputs. Bump it whenever either changes its output, so the next refresh rebuilds every record once instead of
 * keeping ones built the old way.
 */
export const RECORD_SOURCE_VERSION = 1;

/**
 * Fingerprint of everything a record takes from the SII apart from the event list and the reception date:
 * the period row (its role, file name and every column), the exact AEC bytes (null without an AEC), whether
 * the period shows the factoring re-ceding it, the factoring and {@link RECORD_SOURCE_VERSION}. Two refreshes
 * with the same fingerprint build the same record from the same AEC, so the second can reuse the stored one
 * without parsing the AEC again.
 * @returns the SHA-256 in base64url (43 characters).
 */
export function sourceHash(
  source: SourcedRow,
  aecBytes: Uint8Array | null,
  context: { rutFactoring: string; recededByPeriod: boolean },
): string {
  const hash = createHash('sha256');
  const inputs = [RECORD_SOURCE_VERSION, context.rutFactoring, source.role, source.fileName, source.row, context.recededByPeriod];
  hash.update(JSON.stringify(inputs));
  hash.update(aecBytes ? '\u0001' : '\u0000');
  if (aecBytes) hash.update(aecBytes);
  return hash.digest('base64url');
}

/** The stored records of a run's window, by the {@link sourceHash} they were built from (those without one left out). */
export function bySourceHash(stored: readonly CessionRecord[]): Map<string, CessionRecord> {
  return new Map(stored.flatMap((record) => (record.sourceHash ? [[record.sourceHash, record] as const] : [])));
}
