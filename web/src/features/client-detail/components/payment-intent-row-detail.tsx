import type { MatchSettings } from '@domain/payment-intent/related-cesion';
import { formatDate } from '@web/lib/format';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import type { CesionRow } from '@domain/client-db/views/cesiones-view';
import { creditNotesForInvoices } from '@domain/client-db/views/credit-notes-for-invoices';
import { INVOICE_TYPE } from '@domain/client-db/views/document-sql';
import { relatedCesionesView } from '@domain/client-db/views/related-cesiones-view';
import { useLocalView } from '../hooks/use-local-view';
import { WHOLE_NOTE_TEXT } from '../model/credit-note-impact';
import { PAYMENT_INTENT_MESSAGES as M } from '../model/payment-intent-messages';
import { formatPercent } from '../model/risk-display';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { useAmountFormat } from './amount-format';
import { CesionCreditNotes } from './cesion-credit-notes';

/** Cache name of the related-cesion lookups: Aplicar and Reset clear it (client-detail.md §5). */
export const RELATED_CESIONES_VIEW = 'relatedCesiones';

/** The credit notes of one invoice folio of the client's sales. */
function invoiceCreditNotes(reader: LocalDbReader, filters: { folio: number }) {
  return creditNotesForInvoices(reader, 'venta', reader.clientRut, [filters.folio]).get(filters.folio) ?? [];
}

/**
 * The expanded row of a problematic cesión (client-detail.md §2 "expandable related-cesion rows", §4): the credit
 * notes that reference its invoice with their impact badge ('Anula', 'Rebaja n%') and summary, then the related
 * cesiones under the applied tolerance and days ahead, or 'No se encontraron cesiones relacionadas'.
 */
export function PaymentIntentRowDetail({ row, settings }: { row: CesionRow; settings: MatchSettings }) {
  const formatAmount = useAmountFormat();
  const notes = useLocalView(
    'paymentIntentNotes',
    { folio: row.tipo === INVOICE_TYPE ? row.folio : -1 },
    invoiceCreditNotes,
  );
  const related = useLocalView(
    RELATED_CESIONES_VIEW,
    {
      tipoDTE: row.tipo,
      folio: row.folio,
      montoCesion: row.montoCedido,
      fechaHoraCesion: row.fechaCesion,
      ...settings,
    },
    relatedCesionesView,
  );
  const error = notes.error ?? related.error;
  if (error !== null) {
    return (
      <div className="alert alert-danger mb-0" role="alert">
        {error}
      </div>
    );
  }
  return (
    <div className="py-2 px-md-3" data-testid="payment-intent-detail">
      {notes.data && notes.data.length > 0 ? (
        <div className="mb-3">
          <CesionCreditNotes notes={notes.data} amount={row.monto} wholeText={WHOLE_NOTE_TEXT.intencionPago} />
        </div>
      ) : null}
      <h4 className="h6">Cesiones relacionadas</h4>
      {related.data && related.data.length > 0 ? (
        <ScrollRegion label={`Cesiones relacionadas del folio ${row.folio}`}>
          <table className="table table-sm mb-0" data-testid="related-cesiones">
            <thead>
              <tr>
                <th className="text-nowrap">Folio</th>
                <th className="text-nowrap">Tipo</th>
                <th className="text-nowrap">Fecha Emisión</th>
                <th className="text-nowrap">Fecha Cesión</th>
                <th className="text-end text-nowrap">Monto Cedido</th>
                <th className="text-end text-nowrap">Diferencia</th>
                <th className="text-nowrap">Deudor</th>
                <th className="text-nowrap">Factoring</th>
              </tr>
            </thead>
            <tbody>
              {related.data.map((match) => (
                <tr key={match.id} data-testid="related-cesion-row">
                  <td>{match.folio}</td>
                  <td>{match.tipo}</td>
                  <td className="text-nowrap">{formatDate(match.fecha)}</td>
                  <td className="text-nowrap">{formatDate(match.fechaCesion)}</td>
                  <td className="text-end text-nowrap">{formatAmount(match.montoCedido)}</td>
                  <td className="text-end text-nowrap">{formatPercent(match.diferenciaPct, true)}</td>
                  <td>{match.deudor}</td>
                  <td>{match.factoring}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-muted small mb-0" data-testid="related-cesiones-empty">
          {M.noRelated}
        </p>
      )}
    </div>
  );
}
