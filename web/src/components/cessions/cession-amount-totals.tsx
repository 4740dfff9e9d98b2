import type { CessionTotals } from '@domain/cession-rules';
import { formatAmount } from '@web/lib/format';

/**
 * The labelled amounts of a count-and-totals row (card footers showed two bare amounts): 'Cedido'
 * and, muted beside it, 'Documentos', both over the 'Cesion Vigente' and 'Documento Asociado en Cobranza' rows
 * (core-platform §4; domain/cession-rules cessionTotals).
 */
export function CessionAmountTotals({ totals, className }: { totals: CessionTotals; className: string }) {
  return (
    <span className={className} title="Suma de cesiones vigentes y asociadas en cobranza">
      <span className="fw-normal">Cedido vigente: </span>
      <span data-testid="total-monto-cedido">{formatAmount(totals.montoCedido)}</span>
      <span className="small text-muted ms-3">
        Documentos: <span data-testid="total-monto-documento">{formatAmount(totals.montoDocumento)}</span>
      </span>
    </span>
  );
}
