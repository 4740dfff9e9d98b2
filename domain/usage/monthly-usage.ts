import { shiftMonth } from '../calendar-month';

/**
 * One month of a factoring's usage as core-platform.md §9 prices it ('pay only for clients who operated in the
 * month', e.g. 500 monitored, 100 operated).
 */
export interface MonthlyUsage {
  /** 'yyyy-MM' (America/Santiago). */
  mes: string;
  /** Client companies the factoring enrolled (a clave kept) by the end of the month. */
  monitoreados: number;
  /** Those of them that ceded at least one document in the month, to any cesionario. */
  operaron: number;
}

/** An enrolled client company and the month it was enrolled from. */
export interface MonitoredClient {
  rutCliente: string;
  /** 'yyyy-MM' of its enrolment (America/Santiago). */
  desde: string;
}

/**
 * A factoring's usage of the months up to `hasta`, newest first: at most `meses` months, none before its first
 * enrolment. A client counts as monitored from the month it was enrolled, and as operated in a month it was monitored
 * and ceded at least once as cedente, to the factoring or to any other cesionario: what the platform watches for a
 * client is its cessions (the sales-ledger radar's feed and its 'Cedida a otro factoring' alerts), so a month in which
 * a client ceded is a month in which watching it gave the factoring something, whoever bought the document.
 * @param input clients the factoring's enrolled companies; cededIn client RUT → the months 'yyyy-MM' in which it
 *   ceded; hasta 'yyyy-MM' the current month; meses how many months at most (≥ 1).
 * @throws Error when `hasta` is not 'yyyy-MM' (shiftMonth).
 */
export function monthlyUsage(input: {
  clients: readonly MonitoredClient[];
  cededIn: ReadonlyMap<string, ReadonlySet<string>>;
  hasta: string;
  meses: number;
}): MonthlyUsage[] {
  const { clients, cededIn, hasta, meses } = input;
  const first = clients.reduce<string | null>((min, { desde }) => (min === null || desde < min ? desde : min), null);
  const usage: MonthlyUsage[] = [];
  for (let back = 0; back < meses && first !== null; back++) {
    const mes = shiftMonth(hasta, -back);
    if (mes < first) break;
    const monitored = clients.filter((client) => client.desde <= mes);
    const operaron = monitored.filter((client) => cededIn.get(client.rutCliente)?.has(mes)).length;
    usage.push({ mes, monitoreados: monitored.length, operaron });
  }
  return usage;
}
