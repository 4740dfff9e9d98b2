import { faltanDiasText } from '@domain/events';
import { documentKeyText } from '@domain/document-key';
import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import { displayRut, formatAmount, formatDateTime } from '@web/lib/format';
import { eventBadge, eventDate, radarDteTypeName } from '../model/invoice-change-rows';

interface InvoiceChangesTableProps {
  rows: readonly InvoiceChange[];
  /** The text shown instead of rows when there are none. */
  emptyText: string;
  /** Days left to claim of each document the factoring could still buy, by documentKeyText (financiable.ts). */
  financiables: ReadonlyMap<string, number>;
}

/**
 * The sales-ledger radar's table (client-radar.md §2): one change record a row; a row of a document the factoring
 * could still buy carries 'Financiable' beside its event, with the days left of its acceptance window.
 */
export function InvoiceChangesTable({ rows, emptyText, financiables }: InvoiceChangesTableProps) {
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover align-middle mb-0" data-testid="invoice-changes">
        <thead>
          <tr>
            <th scope="col">Cliente</th>
            <th scope="col">Deudor</th>
            <th scope="col">Fecha</th>
            <th scope="col">Folio</th>
            <th scope="col">Tipo DTE</th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col">Evento</th>
            <th scope="col">Cesionario</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className="text-center text-body-secondary py-4">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <ChangeRow
                key={row.id}
                row={row}
                diasRestantes={financiables.get(
                  documentKeyText({ rutEmisor: row.rut_emisor, tipoDTE: row.tipo_dte, folio: row.folio }),
                )}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function ChangeRow({ row, diasRestantes }: { row: InvoiceChange; diasRestantes: number | undefined }) {
  const badge = eventBadge(row);
  const { rutReceptor, razonSocialReceptor } = row.invoice_data;
  return (
    <tr data-testid="invoice-change-row">
      <td>
        <Party name={row.razonsocial} rut={row.rut_emisor} />
      </td>
      <td>{rutReceptor ? <Party name={razonSocialReceptor} rut={rutReceptor} /> : '-'}</td>
      <td className="text-nowrap">{formatDateTime(eventDate(row))}</td>
      <td>
        {row.folio}
        {row.invoice_data.referencia ? (
          <div className="small text-body-secondary">
            ref. {radarDteTypeName(row.invoice_data.referencia.tipoDTE)} {row.invoice_data.referencia.folio}
          </div>
        ) : null}
      </td>
      <td>{radarDteTypeName(row.tipo_dte)}</td>
      <td className="text-end text-nowrap">{formatAmount(row.total)}</td>
      <td>
        <span className={`badge text-bg-${badge.tone}`}>{badge.text}</span>
        {diasRestantes === undefined ? null : (
          <>
            {' '}
            <span className="badge text-bg-success" data-testid="financiable">
              Financiable
            </span>
            <div className="small text-body-secondary">{faltanDiasText(diasRestantes)}</div>
          </>
        )}
      </td>
      <td>{row.razonsocial_cesionario ?? '-'}</td>
    </tr>
  );
}

function Party({ name, rut }: { name: string; rut: string }) {
  return (
    <>
      <div className="fw-semibold">{name || displayRut(rut)}</div>
      {name ? <div className="small text-body-secondary">{displayRut(rut)}</div> : null}
    </>
  );
}
