import { isDeepStrictEqual } from 'node:util';
import type { CessionChange } from '@domain/cartera/party-aggregate';
import type { CessionRecord } from '@domain/cession';
import type { SiiRole } from '@domain/sii-role';
import { cessionSortKey } from '../../store/cession-keys';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CessionRepository } from '../../store/cession-repository';
import { recordIdentity } from './cesion-identity';
import { REFRESH_ROLES } from './period-rows';
import type { RefreshWindow } from './refresh-window';
import type { RunReport } from './run-report';

/**
 * Same stored content, updatedAt aside (it changes on every write, never by itself) and sourceFile aside (the web
 * client names an answer by the window asked, which moves every day while the row stays the same).
 */
function sameContent(a: CessionRecord, b: CessionRecord): boolean {
  return isDeepStrictEqual({ ...a, updatedAt: '', sourceFile: '' }, { ...b, updatedAt: '', sourceFile: '' });
}

/**
 * The stored records by rowIdentity (cesion-identity.ts), for a run to find what it stored for each row. When two
 * stored copies of one cesión exist (one under an older idSecuencia, see writeChanges), the one with an AEC wins.
 */
export function byIdentity(stored: ReadonlyMap<SiiRole, CessionRecord[]>): Map<string, CessionRecord> {
  const found = new Map<string, CessionRecord>();
  for (const record of [...stored.values()].flat()) {
    const id = recordIdentity(record);
    if (!found.get(id)?.aecKey) found.set(id, record);
  }
  return found;
}

/**
 * Every cession of the scope's factoring stored in the window, per role (one paged Query per role): what a run
 * compares its records with.
 */
export async function readStored(
  cessions: CessionRepository,
  scope: FactoringScope,
  window: RefreshWindow,
): Promise<Map<SiiRole, CessionRecord[]>> {
  const stored = await Promise.all(
    REFRESH_ROLES.map(async (role) => [role, (await cessions.query(scope, { role, ...window })).items] as const),
  );
  return new Map(stored);
}

/**
 * Writes the refreshed cessions of the scope's factoring so that a repeated run changes nothing: per role it compares
 * them with what is stored in the window (`stored`, from {@link readStored}), writes only new or changed items
 * (BatchWrite) and then deletes stored copies of the same cesión kept under an older key (an idSecuencia
 * learned from an AEC that was missing before). Nothing the SII stopped listing is deleted. Two rows that
 * would share one key keep the first and report the second.
 * @returns what was written: each new or changed record with the copy it replaced (before null for a new key), and
 *   each superseded copy (after null), for the aggregates kept from them (update-cartera.ts).
 */
export async function writeChanges(
  cessions: CessionRepository,
  scope: FactoringScope,
  stored: ReadonlyMap<SiiRole, CessionRecord[]>,
  records: CessionRecord[],
  report: RunReport,
): Promise<CessionChange[]> {
  const changes: CessionChange[] = [];
  for (const role of REFRESH_ROLES) {
    const fresh = new Map<string, CessionRecord>();
    for (const record of records.filter((r) => r.role === role)) {
      const sk = cessionSortKey(record);
      if (fresh.has(sk)) {
        report.problem({
          source: record.sourceFile,
          message: `cesión repetida con la misma clave ${role} ${sk}; se conserva la primera`,
        });
      } else {
        fresh.set(sk, record);
      }
    }
    const storedInRole = stored.get(role) ?? [];
    const storedBySk = new Map(storedInRole.map((record) => [cessionSortKey(record), record]));
    const changed = [...fresh.entries()]
      .filter(([sk, record]) => {
        const previous = storedBySk.get(sk);
        return !previous || !sameContent(previous, record);
      })
      .map(([, record]) => record);
    const freshIdentities = new Set([...fresh.values()].map(recordIdentity));
    const superseded = storedInRole.filter(
      (record) => !fresh.has(cessionSortKey(record)) && freshIdentities.has(recordIdentity(record)),
    );
    await cessions.upsertMany(scope, changed);
    await cessions.removeMany(scope, superseded);
    report.counts.written += changed.length;
    report.counts.unchanged += fresh.size - changed.length;
    changes.push(...changed.map((after) => ({ before: storedBySk.get(cessionSortKey(after)) ?? null, after })));
    changes.push(...superseded.map((before) => ({ before, after: null })));
  }
  return changes;
}
