/**
 * When, how much and whom the nightly watch sweeps (a nightly sweep, staggered and within the shared rate, of every
 * enrolled client and the top debtors by exposure, so a new case reaches the analyst by morning): each factoring's
 * watch list, whose records are older than the time to live, is swept again at night, Chile time, when neither the
 * factorings nor the portal are busy, and no faster than the shared rate allows.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from '../chile-time';
import type { PartyAggregate } from '../cartera/party-aggregate';

/** The watch's hours, America/Santiago: from 01:00 to 05:59. */
export const WATCH_HOURS = { from: 1, until: 6 } as const;

/** Whether `now` falls in the watch's hours ({@link WATCH_HOURS}) in Chile. */
export function isWatchHour(now: Date): boolean {
  const hour = Number(format(now, 'H', { in: tz(CHILE_TIME_ZONE) }));
  return hour >= WATCH_HOURS.from && hour < WATCH_HOURS.until;
}

/**
 * How many RUTs one factoring's watch may sweep in one tick of the schedule: the searches the shared rate allows in a
 * tick (`ratePerSecond` × `tickSeconds`), in whole sweeps of `tribunals` searches, shared evenly among `factorings`;
 * at least one, so every factoring's watch moves.
 */
export function watchBudget(ratePerSecond: number, tickSeconds: number, tribunals: number, factorings: number): number {
  return Math.max(1, Math.floor((ratePerSecond * tickSeconds) / tribunals / Math.max(1, factorings)));
}

/**
 * How many of a factoring's debtors the watch follows, those of largest exposure. Twenty: at the default shared rate
 * (4 searches a second, 252 tribunals) the nights of a week (15 ticks of 19 sweeps each) sweep about 2,000 RUTs, so
 * twenty debtors and a factoring's enrolled clients keep a few dozen factorings' lists within the 7-day time to live;
 * in factoring the largest debtors carry most of the money, and past the budget the order below spends it on them
 * first.
 */
export const WATCHED_DEBTORS = 20;

/** CLP of a party's held cessions (the sum of its aggregate's cells: montoCedido of each held document). */
export function exposure(party: Pick<PartyAggregate, 'cells'>): number {
  return Object.values(party.cells).reduce((sum, [, monto]) => sum + monto, 0);
}

/**
 * One factoring's watch list: every enrolled client and the {@link WATCHED_DEBTORS} debtors of its Cartera of
 * largest exposure ({@link exposure}; ties by RUT), each RUT once, ordered by the factoring's whole exposure to the
 * RUT (held cessions where it is the debtor plus those it ceded as a client; CLP), largest first, then by RUT: when a
 * night's share of the shared rate runs out, the most money at stake was swept first.
 * @param clients RUTs of the factoring's enrolled client companies ('12345678-9').
 * @param parties the factoring's Cartera aggregates (debtors and cedentes of its held cessions).
 * @returns RUTs in sweep order.
 */
export function watchList(clients: readonly string[], parties: readonly PartyAggregate[]): string[] {
  const atStake = new Map<string, number>();
  for (const party of parties) atStake.set(party.rut, (atStake.get(party.rut) ?? 0) + exposure(party));
  const byExposure = (a: { rut: string; monto: number }, b: { rut: string; monto: number }) =>
    b.monto - a.monto || a.rut.localeCompare(b.rut);
  const topDebtors = parties
    .filter((party) => party.tipo === 'deudor')
    .map((party) => ({ rut: party.rut, monto: exposure(party) }))
    .toSorted(byExposure)
    .slice(0, WATCHED_DEBTORS)
    .map((debtor) => debtor.rut);
  return [...new Set([...clients, ...topDebtors])]
    .map((rut) => ({ rut, monto: atStake.get(rut) ?? 0 }))
    .toSorted(byExposure)
    .map((entry) => entry.rut);
}
