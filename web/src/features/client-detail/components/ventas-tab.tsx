import { useEffect, useState } from 'react';
import { claimsByCounterpartyView, type ClaimsRow } from '../../../localdb/views/claims-by-counterparty-view';
import { counterpartyTotalsView, type CounterpartyTotalsFilters, type CounterpartyTotalsRow } from '../../../localdb/views/counterparty-totals-view';
import {
  creditNotesByCounterpartyView,
  type CreditNotesByCounterpartyFilters,
  type CreditNotesRow,
} from '../../../localdb/views/credit-notes-by-counterparty-view';
import type { LocalDbReader } from '../../../localdb/local-database';
import { monthlySummaryView, type MonthlySummaryFilters, type MonthlySummaryRow } from '../../../localdb/views/monthly-summary-view';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { monthSelectionRange, toggleMonth } from '../model/month-selection';
import { formatFactor, salesFactor } from '../model/sales-factor';
import { useAmountFormat } from './amount-format';
import { CardTable, type CardColumn } from './card-table';
import { CrossSales } from './cross-sales';
import { IssuedDocuments } from './issued-documents';

const salesMonths = (reader: LocalDbReader, filters: MonthlySummaryFilters) => monthlySummaryView(reader, 'venta', filters);
const salesByDebtor = (reader: LocalDbReader, filters: CounterpartyTotalsFilters) => counterpartyTotalsView(reader, 'venta', filters);
const notesByDebtor = (reader: LocalDbReader, filters: CreditNotesByCounterpartyFilters) => creditNotesByCounterpartyView(reader, 'venta', filters);
const claimsByDebtor = (reader: LocalDbReader, filters: CounterpartyTotalsFilters) => claimsByCounterpartyView(reader, 'venta', filters);

interface VentasTabProps {
  range: DetailDateRange;
  today: string;
  lastYear: DetailDateRange;
  onRange: (range: DetailDateRange) => void;
}

/**
 * The Ventas tab (client-detail.md §2 Ventas tab, §9 factors) over the local views: monthly sales, credit notes
 * and claims (three month tables sharing one multi-select month list; clicking a month filters the debtor tables,
 * Limpiar clears it; a failing month filter is cleared), sales, credit notes and claims by debtor, the credit-note grouping choice (date of the
 * referenced invoice by default, or the note's own date), the credit-note/sales and claims/sales factors, and the
 * 'Ventas Cruzadas' and the issued documents table.
 * @param range the global Inicio/Fin; today Chile 'yyyy-MM-dd'; lastYear and onRange the 12-month shortcut.
 */
export function VentasTab({ range, today, lastYear, onRange }: VentasTabProps) {
  const formatAmount = useAmountFormat();
  const [useNCIssueDate, setUseNCIssueDate] = useState(false);
  const [months, setMonths] = useState<string[]>([]);
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
  const debtorDates = monthSelectionRange(months, range);
  const monthly = useLocalView('ventas:months', { ...dates, useNCIssueDate }, salesMonths);
  const debtors = useLocalView('ventas:debtors', debtorDates, salesByDebtor);
  const notes = useLocalView('ventas:notesByDebtor', { ...debtorDates, useNCIssueDate }, notesByDebtor);
  const claims = useLocalView('ventas:claimsByDebtor', debtorDates, claimsByDebtor);

  // A month filter that fails restores the unfiltered tables (client-detail.md §2 Ventas tab).
  const monthFilterFailed = months.length > 0 && (debtors.error ?? notes.error ?? claims.error) !== null;
  useEffect(() => {
    if (monthFilterFailed) setMonths([]);
  }, [monthFilterFailed]);

  const error = monthly.error ?? debtors.error ?? notes.error ?? claims.error;
  if (error !== null) {
    return (
      <div className="alert alert-danger" role="alert">
        Error cargando datos mensuales: {error}
      </div>
    );
  }
  if (!monthly.data || !debtors.data || !notes.data || !claims.data) return null;

  const monthProps = {
    rows: monthly.data,
    rowKey: (row: MonthlySummaryRow) => row.period,
    onRowClick: (row: MonthlySummaryRow) => setMonths((selected) => toggleMonth(selected, row.period)),
    isSelected: (row: MonthlySummaryRow) => months.includes(row.period),
    actions:
      months.length > 0 ? (
        <button type="button" className="btn btn-sm btn-outline-secondary py-0" onClick={() => setMonths([])}>
          Limpiar
        </button>
      ) : null,
  };
  const mes: CardColumn<MonthlySummaryRow> = { header: 'Mes', cell: (row) => <span className="text-nowrap">{row.mesDisplay}</span> };
  const debtor = { header: 'Deudor', cell: (row: { contraparte: string }) => row.contraparte };

  const salesColumns: CardColumn<MonthlySummaryRow>[] = [
    mes,
    { header: 'Ventas', end: true, cell: (row) => formatAmount(row.total) },
    { header: 'Documentos', end: true, cell: (row) => row.cantidad },
    { header: 'Cedido', end: true, cell: (row) => formatAmount(row.cedido) },
  ];
  const notesColumns: CardColumn<MonthlySummaryRow>[] = [
    mes,
    { header: 'Notas de Crédito', end: true, cell: (row) => formatAmount(row.notasCredito) },
    { header: 'Cantidad', end: true, cell: (row) => row.ncCount },
    { header: 'Factor NC/Ventas', end: true, cell: (row) => formatFactor(salesFactor(row.notasCredito, row.total)) },
  ];
  const claimsColumns: CardColumn<MonthlySummaryRow>[] = [
    mes,
    { header: 'Reclamos', end: true, cell: (row) => formatAmount(row.reclamos) },
    { header: 'Cantidad', end: true, cell: (row) => row.reclamosCount },
    { header: 'Factor Reclamos/Ventas', end: true, cell: (row) => formatFactor(salesFactor(row.reclamos, row.total)) },
  ];
  const debtorColumns: CardColumn<CounterpartyTotalsRow>[] = [
    debtor,
    { header: 'Monto Total', end: true, cell: (row) => formatAmount(row.montoTotal) },
    { header: 'Documentos', end: true, cell: (row) => row.cantidadDocumentos },
    { header: 'Monto Cedido', end: true, cell: (row) => formatAmount(row.montoCedido) },
    { header: 'Participación', end: true, cell: (row) => formatFactor(row.participacion) },
  ];
  const notesDebtorColumns: CardColumn<CreditNotesRow>[] = [
    debtor,
    { header: 'Cantidad', end: true, cell: (row) => row.cantidadTotal },
    { header: 'Monto Total', end: true, cell: (row) => formatAmount(row.montoTotal) },
    { header: 'Anulación', end: true, cell: (row) => formatAmount(row.montoAnulacion) },
    { header: 'Rebaja', end: true, cell: (row) => formatAmount(row.montoRebaja) },
    { header: '% Total', end: true, cell: (row) => formatFactor(row.porcentajeTotal) },
  ];
  const claimsDebtorColumns: CardColumn<ClaimsRow>[] = [
    debtor,
    { header: 'Reclamados', end: true, cell: (row) => `${row.documentosReclamados} de ${row.totalDocumentos}` },
    { header: 'Monto Reclamado', end: true, cell: (row) => formatAmount(row.montoReclamado) },
    { header: '% Reclamos', end: true, cell: (row) => formatFactor(row.porcentajeReclamos) },
    { header: 'Impacto Monto', end: true, cell: (row) => formatFactor(row.impactoMonto) },
  ];
  const counterpartyKey = (row: { rutContraparte: string }) => row.rutContraparte;

  return (
    <div className="d-flex flex-column gap-3">
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <CardTable title="Ventas Mensuales" columns={salesColumns} testId="ventas-monthly" {...monthProps} />
        </div>
        <div className="col-12 col-xxl-7">
          <CardTable title="Ventas por Deudor" columns={debtorColumns} rows={debtors.data} rowKey={counterpartyKey} testId="ventas-by-debtor" />
        </div>
      </div>
      <fieldset className="d-flex flex-wrap gap-3 align-items-center">
        <legend className="form-label small mb-0 me-2 w-auto float-none">Agrupar notas de crédito por</legend>
        <div className="form-check form-check-inline mb-0">
          <input className="form-check-input" type="radio" name="nc-grouping" id="nc-grouping-ref" checked={!useNCIssueDate} onChange={() => setUseNCIssueDate(false)} />
          <label className="form-check-label" htmlFor="nc-grouping-ref">
            Fecha de la factura referenciada
          </label>
        </div>
        <div className="form-check form-check-inline mb-0">
          <input className="form-check-input" type="radio" name="nc-grouping" id="nc-grouping-own" checked={useNCIssueDate} onChange={() => setUseNCIssueDate(true)} />
          <label className="form-check-label" htmlFor="nc-grouping-own">
            Fecha de emisión de la nota de crédito
          </label>
        </div>
      </fieldset>
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <CardTable title="Notas de Crédito Mensuales" columns={notesColumns} testId="ventas-notes-monthly" {...monthProps} />
        </div>
        <div className="col-12 col-xxl-7">
          <CardTable title="Notas de Crédito por Deudor" columns={notesDebtorColumns} rows={notes.data} rowKey={counterpartyKey} testId="ventas-notes-by-debtor" />
        </div>
      </div>
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <CardTable title="Reclamos Mensuales" columns={claimsColumns} testId="ventas-claims-monthly" {...monthProps} />
        </div>
        <div className="col-12 col-xxl-7">
          <CardTable title="Reclamos por Deudor" columns={claimsDebtorColumns} rows={claims.data} rowKey={counterpartyKey} testId="ventas-claims-by-debtor" />
        </div>
      </div>
      <CrossSales range={range} lastYear={lastYear} onRange={onRange} />
      <IssuedDocuments range={range} today={today} />
    </div>
  );
}
