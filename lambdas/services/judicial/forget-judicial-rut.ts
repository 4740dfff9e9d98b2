import type { UserDirectory } from '../../access/user-directory';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { AlertRepository } from '../../store/alert-repository';
import type { CarteraRepository } from '../../store/cartera-repository';
import type { CredentialRepository } from '../../store/credential-repository';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { JudicialSweepStore } from '../../store/judicial-sweep-store';
import { staleAt } from './judicial-radar';

/**
 * What a factoring's deletion uses: the judicial store, Carteras, enrolments, its users and their alerts, the
 * factorings' list, the clock.
 */
export interface ForgetJudicialRutDeps {
  sweeps: Pick<JudicialSweepStore, 'deleteQuery' | 'otherAskers' | 'deleteSweep'>;
  carteras: Pick<CarteraRepository, 'deleteJudicialFlag' | 'holders'>;
  credentials: Pick<CredentialRepository, 'enrolledBy'>;
  users: Pick<UserDirectory, 'listForFactoring'>;
  alerts: Pick<AlertRepository, 'deleteJudicialCases'>;
  factorings: Pick<FactoringRepository, 'list'>;
  clock(): Date;
}

/**
 * A factoring deletes what it keeps of a RUT's court records (Ley 21.719: a data subject may ask the factoring, which
 * answers for what it keeps): its query record of the RUT (what let it read the RUT's sweep), its Cartera's 'Causa
 * judicial nueva' flag of it and its users' alerts of the RUT's new cases (their caratulados name the litigants; a
 * former user's go with the alerts' retention). The RUT's sweep is public records gathered once for every factoring,
 * so it goes too only when it serves no other factoring: none has a query record of the RUT within its time to live,
 * none holds the RUT in its Cartera or enrolled it as a client (their nightly watch compares each new sweep with this
 * one to find the new cases: without it the next sweep would be a fresh baseline, and a case filed meanwhile would
 * never alert), and it is not running (its worker would write it back; unread, it then expires with its time to
 * live). Nothing of another factoring is ever deleted. The nightly watch is not held off (unlike the platform
 * administrator's deletion, domain/judicial/erasure.ts): a RUT that stays in a Cartera or among the enrolled clients is
 * that factoring's to watch. What the caller is told must not say whether the sweep went: that would tell it another
 * factoring asked for, holds or enrolled the RUT.
 * @param rut normalised '12345678-9'.
 * @returns whether the RUT's sweep was deleted too (for the log only).
 * @throws the stores' error.
 */
export async function forgetJudicialRut(
  deps: ForgetJudicialRutDeps,
  scope: FactoringScope,
  rut: string,
): Promise<{ barridoEliminado: boolean }> {
  const now = deps.clock();
  await deps.sweeps.deleteQuery(scope, rut);
  await deps.carteras.deleteJudicialFlag(scope, rut);
  for (const user of await deps.users.listForFactoring(scope))
    await deps.alerts.deleteJudicialCases(scope, user.username, rut);
  if ((await deps.sweeps.otherAskers(scope, rut, now)).length > 0) return { barridoEliminado: false };
  const others = (await deps.factorings.list())
    .map((factoring) => factoring.rut)
    .filter((rutFactoring) => rutFactoring !== scope.rutFactoring);
  if ((await deps.carteras.holders(rut, others)).length > 0) return { barridoEliminado: false };
  if ((await deps.credentials.enrolledBy(rut, others)).length > 0) return { barridoEliminado: false };
  return { barridoEliminado: await deps.sweeps.deleteSweep(rut, staleAt(now)) };
}
