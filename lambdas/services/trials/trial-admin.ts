import { todayInChile } from '@domain/chile-time';
import {
  endTrial,
  featureAvailability,
  PAID_FEATURE_NAMES,
  PAID_FEATURES,
  startTrial,
  type FeatureAccess,
  type PaidFeature,
} from '@domain/trial-access';
import type { FactoringScope } from '../../platform/factoring-scope';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import type { TrialOverview } from '@domain/trial-overview';
import type { FactoringRecord, FactoringRepository } from '../../store/factoring-repository';

/** What the platform administrator's trial screen reads and writes: the factoring records and the clock. */
export interface TrialAdminDeps {
  factorings: Pick<FactoringRepository, 'get' | 'setAccess'>;
  now(): Date;
}

/** What the administrator does to one feature's trial. */
export type TrialAction = 'comenzar' | 'terminar';

/**
 * The scope's factoring as the platform administrator's trial screen shows it (client-radar §6, core-platform §1).
 * @throws NotFoundError when the factoring is not registered.
 */
export async function trialOverview(deps: TrialAdminDeps, scope: FactoringScope): Promise<TrialOverview> {
  return overviewOf(await registered(deps, scope), todayInChile(deps.now()));
}

/**
 * Starts (a free trial month from today) or ends (from today) the free trial of one feature of the scope's
 * factoring (domain/trial-access.ts startTrial, endTrial).
 * @returns the factoring's overview after the change.
 * @throws BadRequestError with the rule's Spanish reason when the change may not be made; NotFoundError when the
 *   factoring is not registered.
 */
export async function changeTrial(
  deps: TrialAdminDeps,
  scope: FactoringScope,
  action: TrialAction,
  feature: PaidFeature,
): Promise<TrialOverview> {
  const record = await registered(deps, scope);
  const today = todayInChile(deps.now());
  const change = (action === 'comenzar' ? startTrial : endTrial)(record.acceso, feature, today);
  if (!change.ok) throw new BadRequestError(change.message);
  await deps.factorings.setAccess(record.rut, change.record);
  return overviewOf({ ...record, acceso: change.record }, today);
}

async function registered(deps: TrialAdminDeps, scope: FactoringScope): Promise<FactoringRecord> {
  const record = await deps.factorings.get(scope.rutFactoring);
  if (!record) throw new NotFoundError('Factoring no registrado');
  return record;
}

function overviewOf(record: FactoringRecord, today: string): TrialOverview {
  return {
    rutFactoring: record.rut,
    razonSocial: record.razonSocial,
    funciones: PAID_FEATURES.map((feature) => {
      const estado = featureAvailability(record.acceso, feature, today);
      const hasta = estado === 'available' ? lastUsableDay(record.acceso, feature, today) : null;
      return { feature, nombre: PAID_FEATURE_NAMES[feature], estado, hasta };
    }),
    solicitudes: (record.solicitudesPrueba ?? []).toReversed(),
  };
}

/** The latest of the feature's last paid day and the last days of its trials running today. */
function lastUsableDay(access: FeatureAccess | undefined, feature: PaidFeature, today: string): string | null {
  const days = [
    access?.contratadas?.[feature],
    ...(access?.pruebas ?? [])
      .filter((trial) => trial.feature === feature && trial.desde <= today && today <= trial.hasta)
      .map((trial) => trial.hasta),
  ].filter((day): day is string => Boolean(day && today <= day));
  return days.toSorted().at(-1) ?? null;
}
