import type { CessionRecord } from '@domain/cession';
import type { SiiRole } from '@domain/sii-role';
import { encodePageToken } from './page-token';

/*
 * The keys of the cessions table (lambdas/store/tables.ts), apart from the repository so that code which only names
 * keys (resolvers, the refresh's change detection) does not load the DynamoDB SDK.
 */

/** Partition key of the cessions table: '{rutFactoring}#{role}' (lambdas/store/tables.ts). */
export function cessionPartitionKey(rutFactoring: string, role: SiiRole): string {
  return `${rutFactoring}#${role}`;
}

/** Sort key of a cession: '{fechaCesion yyyy-MM-dd HH:mm}#{rutEmisor}#{tipoDTE}#{folio}#{idSecuencia}'. */
export function cessionSortKey(record: CessionRecord): string {
  return `${record.fechaCesion}#${record.emisor.rut}#${record.tipoDTE}#${record.folio}#${record.idSecuencia}`;
}

/**
 * The page token that continues a cessions Query after `record` (its pk/sk, as {@link CessionRepository.query} hands
 * out), for a page cut short by its caller (e.g. at an answer's byte budget).
 */
export function cessionPageTokenAfter(record: CessionRecord): string {
  return encodePageToken({ pk: cessionPartitionKey(record.rutFactoring, record.role), sk: cessionSortKey(record) });
}

/** byDocument index key of a cession: '{rutFactoring}#{role}#{rutEmisor}#{tipoDTE}#{folio}'. */
export function cessionDocKey(record: CessionRecord): string {
  return `${cessionPartitionKey(record.rutFactoring, record.role)}#${record.emisor.rut}#${record.tipoDTE}#${record.folio}`;
}
