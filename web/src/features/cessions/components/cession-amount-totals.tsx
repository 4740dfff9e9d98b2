import type { CessionTotals } from '../../../../../domain/cession-rules';
import { formatAmount } from '../../../lib/format';

/**
 * The amounts of a count-and-totals row: total ceded and, muted beside it, total of the documents, both over the
 * 'Cesion Vigente' and 'Documento Asociado en Cobranza' rows (core-platform §4; domain/cession-rules cessionTotals).
 */
export function CessionAmountTotals({ totals, className }: { totals: CessionTotals; className: string }) {
  return (
    <span className={className} title="Suma de cesiones vigentes y asociadas en cobranza">
      <span data-testid="total-monto-cedido">{formatAmount(totals.montoCedido)}</span>
      <span className="small text-muted ms-2" data-testid="total-monto-documento">
        {formatAmount(totals.montoDocumento)}
      </span>
    </span>
  );
}
