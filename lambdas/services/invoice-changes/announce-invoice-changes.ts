import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import type { FactoringScope } from '../../platform/factoring-scope';
import { pushEventoBack, type PushDeps } from '../../push/push';

/**
 * Tells the open eventoBack connections of the scope's factoring that change records were written (client-radar.md
 * §4: the sales-ledger radar fetches them behind its banner without waiting for its 5-minute poll). Nothing is sent
 * for no records.
 * @returns how many connections were told.
 * @throws the push's error (the caller logs it: the poll still brings the records).
 */
export async function announceInvoiceChanges(
  deps: PushDeps,
  scope: FactoringScope,
  records: readonly InvoiceChange[],
): Promise<number> {
  if (records.length === 0) return 0;
  return pushEventoBack(deps, scope, {
    evento: 'eventoBack',
    tipo: 'cambios-facturas',
    nuevos: records.length,
    lastId: Math.max(...records.map((record) => record.id)),
  });
}
