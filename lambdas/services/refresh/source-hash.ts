import { createHash } from 'node:crypto';
import type { SourcedRow } from './sourced-row';

/**
 * Version of what {@link buildCessionRecord} (build-cession-record.ts) and the AEC parser build from the same
 * inputs. Bump it whenever either changes its output, so the next refresh fetches and rebuilds every record once
 * instead of keeping ones built the old way.
 */
export const RECORD_SOURCE_VERSION = 2;

/**
 * Fingerprint of the period row a record is built from: the row (its role and every column), whether the period
 * shows the factoring re-ceding it, the factoring and {@link RECORD_SOURCE_VERSION}. Not the file name: the SII web
 * client names answers by the window asked, which moves every day. A stored record with the same fingerprint
 * describes the same cesión as the SII still lists it, so its AEC need not be asked for again (an AEC of a given
 * cesión never changes; a later cesión the factoring takes part in shows as a new or changed row).
 * @returns the SHA-256 in base64url (43 characters).
 */
export function sourceHash(source: SourcedRow, context: { rutFactoring: string; recededByPeriod: boolean }): string {
  const inputs = [RECORD_SOURCE_VERSION, context.rutFactoring, source.role, source.row, context.recededByPeriod];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
}
