import { useEffect, useId, useMemo, useState } from 'react';
import { claimsByCounterpartyView, type ClaimsRow } from '@domain/client-db/views/claims-by-counterparty-view';
import {
  counterpartyTotalsView,
  type CounterpartyTotalsFilters,
  type CounterpartyTotalsRow,
} from '@domain/client-db/views/counterparty-totals-view';
import {
  creditNotesByCounterpartyView,
  type CreditNotesByCounterpartyFilters,
  type CreditNotesRow,
} from '@domain/client-db/views/credit-notes-by-counterparty-view';
import type { LocalDbReader } from '@domain/client-db/db-reader';
import {
  monthlySummaryView,
  type MonthlySummaryFilters,
  type MonthlySummaryRow,
} from '@domain/client-db/views/monthly-summary-view';
import { useUrlParams } from '@web/lib/use-url-params';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { ledgerTexts, notesAndClaimsRows, type LedgerSide } from '../model/ledger-side';
import { monthSetFilter, toggleMonth } from '../model/month-selection';
import { formatFactor, salesFactor } from '../model/sales-factor';
import { ledgerMonthsAddress, ledgerMonthsFromAddress } from '../model/tab-view';
import { useAmountFormat } from './amount-format';
import { CardTable, type CardColumn } from './card-table';
import { CrossSales } from './cross-sales';
import { LedgerDocuments } from './ledger-documents';
import { LedgerMonthlyChart } from './ledger-monthly-chart';

/** The views of one book, bound once per side so that the cached results keep their identity. */
function bookViews(book: LedgerSide) {
  return {
    months: (reader: LocalDbReader, filters: MonthlySummaryFilters) => monthlySummaryView(reader, book, filters),
    totals: (reader: LocalDbReader, filters: CounterpartyTotalsFilters) =>
      counterpartyTotalsView(reader, book, filters),
    notes: (reader: LocalDbReader, filters: CreditNotesByCounterpartyFilters) =>
      creditNotesByCounterpartyView(reader, book, filters),
    claims: (reader: LocalDbReader, filters: CounterpartyTotalsFilters) =>
      claimsByCounterpartyView(reader, book, filters),
  };
}

const VIEWS: Readonly<Record<LedgerSide, ReturnType<typeof bookViews>>> = {
  venta: bookViews('venta'),
  compra: bookViews('compra'),
};

interface LedgerTabProps {
  /** 'venta' for the Ventas tab, 'compra' for the Compras tab. */
  side: LedgerSide;
  range: DetailDateRange;
  /** Counterparties to keep (the sticky bar's filter; empty for all). */
  deudores: readonly string[];
  today: string;
  lastYear: DetailDateRange;
  onRange: (range: DetailDateRange) => void;
}

/**
 * The Ventas and Compras tabs (client-detail.md §2, §9 factors and top lists) over the local views of one book:
 * the monthly chart (ledger-monthly-chart.tsx), monthly sales or purchases, credit notes and claims (three month
 * tables sharing one multi-select month list; clicking months filters the debtor or supplier tables to exactly the
 * selected months, Limpiar clears it; the selection lives in the address, model/tab-view.ts; a month filter that
 * fails is cleared and the unfiltered tables shown), every
 * table kept to the sticky bar's counterparty,
 * sales by debtor or purchases by supplier, credit notes and claims by counterparty, the credit-note grouping choice
 * (date of the referenced invoice by default, or the note's own date), the credit-note and claims factors over the
 * month's sales or purchases, then the documents table; Ventas adds 'Ventas Cruzadas'.
 * @param range the global Inicio/Fin; today Chile 'yyyy-MM-dd'; lastYear and onRange the 12-month shortcut.
 */
export function LedgerTab({ side, range, deudores, today, lastYear, onRange }: LedgerTabProps) {
  const texts = ledgerTexts(side);
  const views = VIEWS[side];
  const grouping = useId();
  const formatAmount = useAmountFormat();
  const [useNCIssueDate, setUseNCIssueDate] = useState(false);
  const [params, patchParams] = useUrlParams();
  const months = useMemo(() => ledgerMonthsFromAddress(params), [params]);
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin, deudores };
  const counterpartyDates = { ...monthSetFilter(months, range), deudores };
  const monthly = useLocalView(`${texts.key}:months`, { ...dates, useNCIssueDate }, views.months);
  const totals = useLocalView(`${texts.key}:totals`, counterpartyDates, views.totals);
  const notes = useLocalView(`${texts.key}:notesByCounterparty`, { ...counterpartyDates, useNCIssueDate }, views.notes);
  const claims = useLocalView(`${texts.key}:claimsByCounterparty`, counterpartyDates, views.claims);

  // A month filter that fails restores the unfiltered tables (client-detail.md §2 Ventas tab): its error is not shown.
  const monthFilterFailed = months.length > 0 && (totals.error ?? notes.error ?? claims.error) !== null;
  useEffect(() => {
    if (monthFilterFailed) patchParams(ledgerMonthsAddress([]));
  }, [monthFilterFailed, patchParams]);
  if (monthFilterFailed) return null;

  const error = monthly.error ?? totals.error ?? notes.error ?? claims.error;
  if (error !== null) {
    return (
      <div className="alert alert-danger" role="alert">
        {texts.monthlyError}: {error}
      </div>
    );
  }
  if (!monthly.data || !totals.data || !notes.data || !claims.data) return null;

  const shownRows = notesAndClaimsRows(side, months.length > 0);
  const monthProps = {
    rows: monthly.data,
    rowKey: (row: MonthlySummaryRow) => row.period,
    onRowClick: (row: MonthlySummaryRow) => patchParams(ledgerMonthsAddress(toggleMonth(months, row.period))),
    isSelected: (row: MonthlySummaryRow) => months.includes(row.period),
    actions:
      months.length > 0 ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary py-0"
          onClick={() => patchParams(ledgerMonthsAddress([]))}
        >
          Limpiar
        </button>
      ) : null,
  };
  const mes: CardColumn<MonthlySummaryRow> = {
    header: 'Mes',
    cell: (row) => <span className="text-nowrap">{row.mesDisplay}</span>,
  };
  const counterparty = { header: texts.counterparty, cell: (row: { contraparte: string }) => row.contraparte };

  const amountColumns: CardColumn<MonthlySummaryRow>[] = [
    mes,
    { header: texts.amount, end: true, cell: (row) => formatAmount(row.total) },
    { header: 'Documentos', end: true, cell: (row) => row.cantidad },
    { header: 'Cedido', end: true, cell: (row) => formatAmount(row.cedido) },
  ];
  const notesColumns: CardColumn<MonthlySummaryRow>[] = [
    mes,
    { header: 'Notas de Crédito', end: true, cell: (row) => formatAmount(row.notasCredito) },
    { header: 'Cantidad', end: true, cell: (row) => row.ncCount },
    {
      header: `Factor NC/${texts.amount}`,
      end: true,
      cell: (row) => formatFactor(salesFactor(row.notasCredito, row.total)),
    },
  ];
  const claimsColumns: CardColumn<MonthlySummaryRow>[] = [
    mes,
    { header: texts.reclamos, hint: texts.reclamosRule, end: true, cell: (row) => formatAmount(row.reclamos) },
    { header: 'Cantidad', end: true, cell: (row) => row.reclamosCount },
    {
      header: `Factor Reclamos/${texts.amount}`,
      hint: texts.reclamosRule,
      end: true,
      cell: (row) => formatFactor(salesFactor(row.reclamos, row.total)),
    },
  ];
  const totalsColumns: CardColumn<CounterpartyTotalsRow>[] = [
    counterparty,
    { header: 'Monto Total', end: true, cell: (row) => formatAmount(row.montoTotal) },
    { header: 'Documentos', end: true, cell: (row) => row.cantidadDocumentos },
    { header: 'Monto Cedido', end: true, cell: (row) => formatAmount(row.montoCedido) },
    { header: 'Participación', end: true, cell: (row) => formatFactor(row.participacion) },
  ];
  const notesCounterpartyColumns: CardColumn<CreditNotesRow>[] = [
    counterparty,
    { header: 'Cantidad', end: true, cell: (row) => row.cantidadTotal },
    { header: 'Monto Total', end: true, cell: (row) => formatAmount(row.montoTotal) },
    { header: 'Anulación', end: true, cell: (row) => formatAmount(row.montoAnulacion) },
    { header: 'Rebaja', end: true, cell: (row) => formatAmount(row.montoRebaja) },
    { header: '% Total', end: true, cell: (row) => formatFactor(row.porcentajeTotal) },
  ];
  const claimsCounterpartyColumns: CardColumn<ClaimsRow>[] = [
    counterparty,
    { header: 'Reclamados', end: true, cell: (row) => `${row.documentosReclamados} de ${row.totalDocumentos}` },
    { header: 'Monto Reclamado', end: true, cell: (row) => formatAmount(row.montoReclamado) },
    { header: '% Reclamos', end: true, cell: (row) => formatFactor(row.porcentajeReclamos) },
    { header: 'Impacto Monto', end: true, cell: (row) => formatFactor(row.impactoMonto) },
  ];
  const counterpartyKey = (row: { rutContraparte: string }) => row.rutContraparte;
  const by = `por ${texts.counterparty}`;

  return (
    <div className="d-flex flex-column gap-3">
      <LedgerMonthlyChart texts={texts} rows={monthly.data} />
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <CardTable
            title={`${texts.amount} Mensuales`}
            columns={amountColumns}
            testId={`${texts.key}-monthly`}
            {...monthProps}
          />
        </div>
        <div className="col-12 col-xxl-7">
          <CardTable
            title={`${texts.amount} ${by}`}
            columns={totalsColumns}
            rows={totals.data}
            rowKey={counterpartyKey}
            testId={`${texts.key}-by-counterparty`}
          />
        </div>
      </div>
      <fieldset className="d-flex flex-wrap gap-3 align-items-center">
        <legend className="form-label small mb-0 me-2 w-auto float-none">Agrupar notas de crédito por</legend>
        <div className="form-check form-check-inline mb-0">
          <input
            className="form-check-input"
            type="radio"
            name={grouping}
            id={`${grouping}-ref`}
            checked={!useNCIssueDate}
            onChange={() => setUseNCIssueDate(false)}
          />
          <label className="form-check-label" htmlFor={`${grouping}-ref`}>
            Fecha de la factura referenciada
          </label>
        </div>
        <div className="form-check form-check-inline mb-0">
          <input
            className="form-check-input"
            type="radio"
            name={grouping}
            id={`${grouping}-own`}
            checked={useNCIssueDate}
            onChange={() => setUseNCIssueDate(true)}
          />
          <label className="form-check-label" htmlFor={`${grouping}-own`}>
            Fecha de emisión de la nota de crédito
          </label>
        </div>
      </fieldset>
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <CardTable
            title="Notas de Crédito Mensuales"
            columns={notesColumns}
            testId={`${texts.key}-notes-monthly`}
            {...monthProps}
          />
        </div>
        <div className="col-12 col-xxl-7">
          <CardTable
            title={`Notas de Crédito ${by}`}
            columns={notesCounterpartyColumns}
            rows={notes.data.slice(0, shownRows)}
            rowKey={counterpartyKey}
            testId={`${texts.key}-notes-by-counterparty`}
          />
        </div>
      </div>
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <CardTable
            title="Reclamos Mensuales"
            columns={claimsColumns}
            testId={`${texts.key}-claims-monthly`}
            {...monthProps}
          />
        </div>
        <div className="col-12 col-xxl-7">
          <CardTable
            title={`Reclamos ${by}`}
            columns={claimsCounterpartyColumns}
            rows={claims.data.slice(0, shownRows)}
            rowKey={counterpartyKey}
            testId={`${texts.key}-claims-by-counterparty`}
          />
        </div>
      </div>
      {side === 'venta' ? <CrossSales range={range} deudores={deudores} lastYear={lastYear} onRange={onRange} /> : null}
      <LedgerDocuments side={side} range={range} deudores={deudores} today={today} />
    </div>
  );
}
