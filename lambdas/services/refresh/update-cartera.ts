import { carteraDocument } from '@domain/cartera/cartera-document';
import {
  applyChanges,
  isHeld,
  partyId,
  type CessionChange,
  type PartyAggregate,
} from '@domain/cartera/party-aggregate';
import type { CessionRecord } from '@domain/cession';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CarteraLine, CarteraRepository } from '../../store/cartera-repository';
import { cessionSortKey } from '../../store/cession-keys';
import type { CessionRepository } from '../../store/cession-repository';

/** What keeping 'Cartera' needs. */
export interface CarteraUpdateDeps {
  cessions: Pick<CessionRepository, 'query'>;
  carteras: Pick<CarteraRepository, 'builtAt' | 'markBuilt' | 'parties' | 'writeParties' | 'writeLines' | 'clear'>;
}

const line = (record: CessionRecord): CarteraLine => ({
  sk: cessionSortKey(record),
  document: carteraDocument(record),
});

/**
 * Keeps the 'Cartera' aggregates and drill-down lines of one factoring in step with what a refresh
 * wrote (write-changes.ts), so the view never scans cessions:
 * - aggregates already built: the held records among `changes` are taken out of (before) and put into (after) their
 *   debtor and cedente aggregates (domain/cartera/party-aggregate.ts applyChanges) and their lines replaced;
 * - never built (a factoring's first refresh with 'Cartera', or after a failed update): every stored acquired
 *   cession of the factoring, whatever its date, is read once and the aggregates built from the held ones.
 * `now` (ISO) stamps the build. A failed update forgets the build, so the next refresh builds it whole again.
 * @throws the stores' errors.
 */
export async function updateCartera(
  deps: CarteraUpdateDeps,
  scope: FactoringScope,
  changes: readonly CessionChange[],
  now: Date,
): Promise<void> {
  if (!(await deps.carteras.builtAt(scope))) return buildCartera(deps, scope, now);
  const held = changes.filter(({ before, after }) => (before && isHeld(before)) || (after && isHeld(after)));
  if (held.length === 0) return;
  try {
    const parties = new Map(
      (await deps.carteras.parties(scope)).map((party) => [partyId(party.tipo, party.rut), party]),
    );
    const touched = applyChanges(parties, held);
    await deps.carteras.writeParties(scope, parties, touched);
    const removed = held.flatMap(({ before }) => (before && isHeld(before) ? [line(before)] : []));
    const added = held.flatMap(({ after }) => (after && isHeld(after) ? [line(after)] : []));
    await deps.carteras.writeLines(scope, removed, added);
  } catch (error) {
    await deps.carteras.clear(scope);
    throw error;
  }
}

async function buildCartera(deps: CarteraUpdateDeps, scope: FactoringScope, now: Date): Promise<void> {
  await deps.carteras.clear(scope);
  const { items } = await deps.cessions.query(scope, {
    role: 'cesionario',
    desde: '0000-01-01',
    hasta: '9999-12-31',
  });
  const held = items.filter(isHeld);
  const parties = new Map<string, PartyAggregate>();
  const touched = applyChanges(
    parties,
    held.map((after) => ({ before: null, after })),
  );
  await deps.carteras.writeParties(scope, parties, touched);
  await deps.carteras.writeLines(scope, [], held.map(line));
  await deps.carteras.markBuilt(scope, now.toISOString());
}
