import { flagWithNewCases } from '@domain/cartera/judicial-flag';
import type { PartyAggregate } from '@domain/cartera/party-aggregate';
import { newCases, type SweepState } from '@domain/judicial/sweep';
import { alertCase } from '@domain/alerts/alert-text';
import { JUDICIAL_ALERT_TYPE } from '@domain/alerts/alert-types';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CarteraRepository } from '../../store/cartera-repository';
import type { AlertsSink } from '../alerts/alerts-sink';

/** What the new-case alerts use: every factoring's scope, each one's Cartera and flags, and the alerts sink. */
export interface NewCaseAlertDeps {
  /** A scope for each factoring of the platform (minted by the job entry, which acts for all of them). */
  factorings(): Promise<FactoringScope[]>;
  carteras: Pick<CarteraRepository, 'party' | 'judicialFlag' | 'putJudicialFlag'>;
  alerts: Pick<AlertsSink, 'publishJudicialCases'>;
  logger: Pick<Console, 'error'>;
}

/**
 * After a RUT's sweep finished: its new cases (domain/judicial/sweep.ts newCases: none for a first sweep, a running or
 * a blocked one) flag the RUT in the Cartera of every factoring holding it as a client (cedente) or debtor, and alert
 * that factoring's users ('Causa judicial nueva', lambdas/services/alerts/alerts-sink.ts), each factoring in its own
 * scope: what one is told names only the RUT of its own Cartera. A factoring that fails is logged and the others go
 * on.
 * @returns how many factorings were alerted.
 * @throws the factorings' listing error.
 */
export async function alertNewCases(deps: NewCaseAlertDeps, sweep: SweepState): Promise<number> {
  const casos = newCases(sweep);
  if (casos.length === 0) return 0;
  const at = sweep.finishedAt ?? sweep.updatedAt;
  let alerted = 0;
  for (const scope of await deps.factorings()) {
    try {
      const held = await heldParty(deps, scope, sweep.rut);
      if (!held) continue;
      const flag = flagWithNewCases(await deps.carteras.judicialFlag(scope, sweep.rut), sweep.rut, casos, at);
      await deps.carteras.putJudicialFlag(scope, flag);
      await deps.alerts.publishJudicialCases(
        scope,
        casos.map((caso) => ({
          id: `${JUDICIAL_ALERT_TYPE}|${scope.rutFactoring}|${sweep.rut}|${caso.tribunal}|${caso.rol}`,
          fecha: at,
          causa: alertCase({ rut: sweep.rut, razonSocial: held.razonSocial }, caso),
        })),
      );
      alerted += 1;
    } catch (error) {
      deps.logger.error('judicial new-case alert failed', { rutFactoring: scope.rutFactoring, error: String(error) });
    }
  }
  return alerted;
}

/** The RUT's aggregate in the factoring's Cartera, as a client (cedente) first, else as a debtor; null when neither. */
async function heldParty(
  deps: Pick<NewCaseAlertDeps, 'carteras'>,
  scope: FactoringScope,
  rut: string,
): Promise<PartyAggregate | null> {
  return (await deps.carteras.party(scope, 'cedente', rut)) ?? (await deps.carteras.party(scope, 'deudor', rut));
}
