/**
 * The red flags of a factoring's cessions, evaluated by the refresh
 * (lambdas/services/refresh/refresh-factoring.ts) and stored on each record as `alertas`, so that the API, the screens
 * and the exports read them and never judge them again.
 */
import type { CessionRecord } from '../cession';
import { debtorClaimFlag, debtorClaims } from './debtor-claim-rate';
import { documentRedFlags } from './document-rules';
import { duplicateCessionFlag } from './duplicate-cession';
import type { RedFlag } from './red-flag';
import type { RedFlagSettings } from './settings';

/**
 * The records of one factoring's refresh with their `alertas` set: rules a-d (document-rules.ts) and e
 * (duplicate-cession.ts) from each record, rule f (debtor-claim-rate.ts) from the debtor's claim rate over all the
 * `records` given (the factoring's acquired cessions among them). Flags keep the order of RED_FLAG_RULES.
 * @param records every cession of the factoring the run holds (all roles).
 * @param context the factoring's RUT 'NNNNNNNN-D' and its settings (settings.ts).
 * @returns new records, in the order given; the inputs are not changed.
 */
export function withRedFlags(
  records: readonly CessionRecord[],
  context: { rutFactoring: string; settings: RedFlagSettings },
): CessionRecord[] {
  const claims = debtorClaims(records);
  return records.map((record) => {
    const alertas: RedFlag[] = [
      ...documentRedFlags(record),
      ...[
        duplicateCessionFlag(record, context.rutFactoring),
        debtorClaimFlag(claims.get(record.deudor.rut), context.settings),
      ].filter((flag): flag is RedFlag => flag !== null),
    ];
    return { ...record, alertas };
  });
}
