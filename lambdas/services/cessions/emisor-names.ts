import type { CessionRecord } from '@domain/cession';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { ClientNames } from '../accounts/client-names';

/**
 * Names the emisores the SII's answer left unnamed: the period answer gives no emisor name, so a document with no
 * AEC read whose emisor is not its cedente has none (services/refresh/build-cession-record.ts). Such a record takes
 * the razón social the factoring's client list has for that RUT (the SII's Nómina de empresas or a name its
 * documents gave: ClientNames), trimmed and upper-cased as core-platform §3 shows names; one read of the list per
 * page, none when every emisor is named.
 * @returns the records in order, the named ones as they were.
 * @throws what `names` throws.
 */
export async function withEmisorNames(
  scope: FactoringScope,
  records: readonly CessionRecord[],
  names: ClientNames,
): Promise<CessionRecord[]> {
  const unnamed = [...new Set(records.filter((record) => !record.emisor.razonSocial).map((r) => r.emisor.rut))];
  if (unnamed.length === 0) return [...records];
  const found = await names.namesOf(scope, unnamed);
  return records.map((record) => {
    const name = record.emisor.razonSocial ? '' : (found.get(record.emisor.rut)?.trim().toUpperCase() ?? '');
    return name ? { ...record, emisor: { ...record.emisor, razonSocial: name } } : record;
  });
}
