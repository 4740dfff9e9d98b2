import type { CessionTotals } from '@domain/cession-rules';
import { formatAmount } from '@web/lib/format';

/**
 * The labelled amounts of a count-and-totals row (card footers showed two bare amounts): 'Cedido'
 * and, muted beside it, 'Documentos', both over the 'Cesion Vigente' and 'Documento Asociado en Cobranza' rows
 * (core-platform §4; domain/cession-rules cessionTotals). Each label stays with its amount, and on a phone the two
 * go to separate lines rather than widen the page.
 */
export function CessionAmountTotals({ totals }: { totals: CessionTotals }) {
  return (
    <span
      className="d-inline-flex flex-wrap justify-content-end column-gap-3 text-end"
      title="Suma de cesiones vigentes y asociadas en cobranza"
    >
      <span className="text-nowrap">
        <span className="fw-normal">Cedido vigente: </span>
        <span data-testid="total-monto-cedido">{formatAmount(totals.montoCedido)}</span>
      </span>
      <span className="small text-muted text-nowrap align-self-center">
        Documentos: <span data-testid="total-monto-documento">{formatAmount(totals.montoDocumento)}</span>
      </span>
    </span>
  );
}
