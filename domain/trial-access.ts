/**
 * Each factoring's paid features and free trials (client-radar.md §1 'usable only when an availability check says the
 * free trial month has begun', §6; core-platform §1 'a contact-us call to start a free trial month'), kept in the
 * factoring record (attribute `acceso` of lambdas/store/factoring-repository.ts). The server reads it to gate the
 * assistant, the judicial radar and the enroller, and the campaigns (domain/campaigns.ts) to know what a factoring
 * lacks.
 */
import { addDays, format, parseISO } from 'date-fns';

/**
 * The features a factoring pays for or tries: the three the server gates (client-radar §6) and the other products the
 * campaigns sell (core-platform §1: tax-treasury data, financial radar, company statutes, portfolio administration).
 */
export const PAID_FEATURES = [
  'asistente',
  'radarJudicial',
  'enrolador',
  'tgr',
  'radarFinanciero',
  'estatutos',
  'cartera',
] as const;

export type PaidFeature = (typeof PAID_FEATURES)[number];

/** Each feature's name on the screens (Spanish). */
export const PAID_FEATURE_NAMES: Readonly<Record<PaidFeature, string>> = {
  asistente: 'Asistente de Consultas',
  radarJudicial: 'Radar Judicial',
  enrolador: 'Enrolador',
  tgr: 'Datos de Tesorería (TGR)',
  radarFinanciero: 'Radar Financiero',
  estatutos: 'Estatutos de empresas',
  cartera: 'Administración de cartera',
};

/** One free trial of one feature: its first and last day, 'yyyy-MM-dd' in Chile, both included. */
export interface FeatureTrial {
  feature: PaidFeature;
  desde: string;
  hasta: string;
}

/** The factoring's paid features and trials; absent fields mean none. */
export interface FeatureAccess {
  /** Each paid feature's last paid day, 'yyyy-MM-dd' in Chile. */
  contratadas?: Partial<Record<PaidFeature, string>>;
  /** Every trial started, oldest first. */
  pruebas?: FeatureTrial[];
}

/** Length of a free trial, days ('mes de prueba gratis'). */
export const TRIAL_DAYS = 30;

/** What the check says: usable, the trial not begun, or the trial over without a subscription. */
export type Availability = 'available' | 'not-started' | 'ended';

/** The blocked screens' texts (client-radar.md §2 for 'not-started'). */
export const AVAILABILITY_MESSAGES: Readonly<Record<Exclude<Availability, 'available'>, string>> = {
  'not-started': 'No has comenzado tu mes de prueba gratis. Contáctanos para comenzar.',
  ended: 'Tu mes de prueba gratis terminó. Contáctanos para continuar.',
};

/** Answer to an availability check (client-radar §7 `{consulta: 'available'}`): the state and the blocked text. */
export interface AvailabilityAnswer {
  respuesta: Availability;
  message?: string;
}

/** `{respuesta: 'available'}`, or the blocked state with the text the blocked screen shows. */
export function availabilityAnswer(respuesta: Availability): AvailabilityAnswer {
  return respuesta === 'available' ? { respuesta } : { respuesta, message: AVAILABILITY_MESSAGES[respuesta] };
}

/**
 * Whether a factoring may use a feature today (client-radar §6).
 * @param record the factoring's record (null or undefined: nothing paid, no trial).
 * @param today 'yyyy-MM-dd' in Chile.
 * @returns 'available' up to the feature's last paid day or within one of its trials; otherwise 'ended' when a trial
 *   of it began before today, else 'not-started'.
 */
export function featureAvailability(
  record: FeatureAccess | null | undefined,
  feature: PaidFeature,
  today: string,
): Availability {
  const paidUntil = record?.contratadas?.[feature];
  if (paidUntil && today <= paidUntil) return 'available';
  const begun = (record?.pruebas ?? []).filter((trial) => trial.feature === feature && trial.desde <= today);
  if (begun.some((trial) => today <= trial.hasta)) return 'available';
  return begun.length > 0 ? 'ended' : 'not-started';
}

/** A change to the record, or why it may not be made (Spanish, shown to the platform administrator). */
export type TrialChange = { ok: true; record: FeatureAccess } | { ok: false; message: string };

/**
 * Starts a free trial month of a feature today: {@link TRIAL_DAYS} days from `today`, both ends included.
 * @param today 'yyyy-MM-dd' in Chile.
 * @returns the record with the trial added; refused when the feature is already available (paid or in trial).
 */
export function startTrial(record: FeatureAccess | null | undefined, feature: PaidFeature, today: string): TrialChange {
  if (featureAvailability(record, feature, today) === 'available')
    return { ok: false, message: `${PAID_FEATURE_NAMES[feature]} ya está disponible para este factoring` };
  const hasta = format(addDays(parseISO(today), TRIAL_DAYS - 1), 'yyyy-MM-dd');
  return { ok: true, record: { ...record, pruebas: [...(record?.pruebas ?? []), { feature, desde: today, hasta }] } };
}

/**
 * Ends today's trials of a feature: each running one's last day becomes yesterday, so the feature is blocked from
 * today on (a subscription is untouched).
 * @param today 'yyyy-MM-dd' in Chile.
 * @returns the record changed; refused when no trial of the feature is running.
 */
export function endTrial(record: FeatureAccess | null | undefined, feature: PaidFeature, today: string): TrialChange {
  const running = (trial: FeatureTrial) => trial.feature === feature && trial.desde <= today && today <= trial.hasta;
  const pruebas = record?.pruebas ?? [];
  if (!pruebas.some(running))
    return { ok: false, message: `${PAID_FEATURE_NAMES[feature]} no tiene una prueba en curso` };
  const yesterday = format(addDays(parseISO(today), -1), 'yyyy-MM-dd');
  return {
    ok: true,
    record: { ...record, pruebas: pruebas.map((trial) => (running(trial) ? { ...trial, hasta: yesterday } : trial)) },
  };
}

/** Whether `value` names a {@link PaidFeature}. */
export function isPaidFeature(value: unknown): value is PaidFeature {
  return (PAID_FEATURES as readonly unknown[]).includes(value);
}
