import type { CessionChange } from '@domain/cartera/party-aggregate';
import type { CessionRecord } from '@domain/cession';
import { acquiredCessionChanges } from '@domain/invoice-changes/detect-changes';
import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import { radarWindowStart } from '@domain/invoice-changes/radar-window';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CredentialRepository } from '../../store/credential-repository';
import type { InvoiceChangeRepository } from '../../store/invoice-change-repository';

/** What a refresh needs to record the sales-ledger radar's cessions it found. */
export interface AcquiredCessionDeps {
  credentials: Pick<CredentialRepository, 'listClients'>;
  changes: Pick<InvoiceChangeRepository, 'recordNew'>;
}

/**
 * Records a `cesion` change (client-radar.md §3) for each cession a refresh newly stored with the scope's factoring as
 * cesionario of a document its enrolled clients issued within the radar's window: the factoring sees its own purchase
 * in the feed after its refresh, before the client's sync lists it (that sync then finds it recorded).
 * @param written what the refresh wrote (write-changes.ts): a record with no `before` is new.
 * @returns the records written.
 * @throws the stores' errors.
 */
export async function recordAcquiredCessions(
  deps: AcquiredCessionDeps,
  scope: FactoringScope,
  written: readonly CessionChange[],
  now: Date,
): Promise<InvoiceChange[]> {
  const fresh = written
    .filter((change) => change.before === null)
    .map((change) => change.after)
    .filter((record): record is CessionRecord => record !== null);
  if (fresh.length === 0) return [];
  const enrolled = new Set((await deps.credentials.listClients(scope)).map((client) => client.rutCliente));
  const candidates = acquiredCessionChanges(scope.rutFactoring, fresh, enrolled, radarWindowStart(now));
  return candidates.length > 0 ? deps.changes.recordNew(scope, candidates, now) : [];
}
