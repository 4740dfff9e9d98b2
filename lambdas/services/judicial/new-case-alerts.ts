import { flagWithNewCases } from '@domain/cartera/judicial-flag';
import { newCases, type SweepState } from '@domain/judicial/sweep';
import { alertCase } from '@domain/alerts/alert-text';
import {
  judicialCaseEvent,
  judicialCaseEventId,
  type CarteraRelation,
} from '@domain/platform-events/judicial-case-event';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CarteraRepository } from '../../store/cartera-repository';
import type { AlertsSink } from '../alerts/alerts-sink';
import type { WebhookSink } from '../events/webhook-sink';

/**
 * What the new-case alerts use: every factoring's scope, each one's Cartera and flags, its enrolled clients, the alerts
 * and webhooks.
 */
export interface NewCaseAlertDeps {
  /** A scope for each factoring of the platform (minted by the job entry, which acts for all of them). */
  factorings(): Promise<FactoringScope[]>;
  carteras: Pick<CarteraRepository, 'party' | 'judicialFlag' | 'putJudicialFlag'>;
  /**
   * Whether the factoring enrolled the RUT as a client company (its clave in the credential store: the nightly watch
   * sweeps those too, lambdas/services/judicial/judicial-watch.ts); false where the SII is read from files.
   */
  enrolled(scope: FactoringScope, rut: string): Promise<boolean>;
  alerts: Pick<AlertsSink, 'publishJudicialCases'>;
  /** The webhook deliveries of each factoring subscribed to 'judicial.causa-nueva'. */
  webhooks: Pick<WebhookSink, 'publish'>;
  logger: Pick<Console, 'error'>;
}

/**
 * After a RUT's sweep finished: its new cases (domain/judicial/sweep.ts newCases: none for a first sweep, a running or
 * a blocked one) flag the RUT in the Cartera of every factoring holding it as a client (cedente) or debtor, or that
 * enrolled it as a client (the watch sweeps its enrolled clients, held or not), alert
 * that factoring's users ('Causa judicial nueva', lambdas/services/alerts/alerts-sink.ts) and go to its webhook of
 * that type, one event per case (domain/platform-events/judicial-case-event.ts), each factoring in its own scope: what
 * one is told names only the RUT of its own Cartera. A factoring that fails is logged and the others go on; its
 * webhook is tried even when its alerts failed.
 * @returns how many factorings were alerted.
 * @throws the factorings' listing error.
 */
export async function alertNewCases(deps: NewCaseAlertDeps, sweep: SweepState): Promise<number> {
  const casos = newCases(sweep);
  if (casos.length === 0) return 0;
  const at = sweep.finishedAt ?? sweep.updatedAt;
  let alerted = 0;
  for (const scope of await deps.factorings()) {
    const failed = (what: string) => (error: unknown) =>
      deps.logger.error(`judicial new-case ${what} failed`, { rutFactoring: scope.rutFactoring, error: String(error) });
    const held = await watchedParty(deps, scope, sweep).catch(failed('cartera read'));
    if (!held) continue;
    try {
      const flag = flagWithNewCases(await deps.carteras.judicialFlag(scope, sweep.rut), sweep.rut, casos, at);
      await deps.carteras.putJudicialFlag(scope, flag);
      await deps.alerts.publishJudicialCases(
        scope,
        casos.map((caso) => ({
          id: judicialCaseEventId(scope.rutFactoring, sweep.rut, caso),
          fecha: at,
          causa: alertCase({ rut: sweep.rut, razonSocial: held.razonSocial }, caso),
        })),
      );
      alerted += 1;
    } catch (error) {
      failed('alert')(error);
    }
    const parte = { rut: sweep.rut, razonSocial: held.razonSocial, relacion: held.relacion };
    await deps.webhooks
      .publish(
        scope,
        casos.map((caso) => judicialCaseEvent(scope.rutFactoring, parte, caso, sweep.records.litigantes, at)),
      )
      .catch(failed('webhook'));
  }
  return alerted;
}

/**
 * How the factoring knows the swept RUT: as a client (cedente) of its Cartera first, else as a debtor, else as an
 * enrolled client company not (yet) in its Cartera, named as a litigant of the sweep names it ('' when none does);
 * null when none of these.
 */
async function watchedParty(
  deps: Pick<NewCaseAlertDeps, 'carteras' | 'enrolled'>,
  scope: FactoringScope,
  sweep: SweepState,
): Promise<{ razonSocial: string; relacion: CarteraRelation } | null> {
  const { rut } = sweep;
  const cliente = await deps.carteras.party(scope, 'cedente', rut);
  if (cliente) return { razonSocial: cliente.razonSocial, relacion: 'cliente' };
  const deudor = await deps.carteras.party(scope, 'deudor', rut);
  if (deudor) return { razonSocial: deudor.razonSocial, relacion: 'deudor' };
  if (!(await deps.enrolled(scope, rut))) return null;
  const named = sweep.records.litigantes.find((litigante) => litigante.rut === rut);
  return { razonSocial: named?.nombre ?? '', relacion: 'cliente' };
}
