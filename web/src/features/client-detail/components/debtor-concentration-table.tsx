import type { DebtorConcentrationRow } from '@domain/client-db/views/debtor-concentration-view';
import { useAmountFormat } from './amount-format';
import { CardTable, type CardColumn } from './card-table';
import { ParticipationBar } from './participation-bar';

/**
 * 'Concentración por Deudor' (client-detail.md §2 Cesiones tab, §9 top 20): Deudor, Monto Cedido (CLP), Factorings,
 * Cesiones and a bar of the debtor's share of the ceded amount.
 */
export function DebtorConcentrationTable({ rows }: { rows: readonly DebtorConcentrationRow[] }) {
  const formatAmount = useAmountFormat();
  const columns: CardColumn<DebtorConcentrationRow>[] = [
    { header: 'Deudor', cell: (row) => row.deudor },
    { header: 'Monto Cedido', end: true, cell: (row) => formatAmount(row.montoCedido) },
    { header: 'Factorings', end: true, cell: (row) => row.cantidadFactorings },
    { header: 'Cesiones', end: true, cell: (row) => row.cantidadCesiones },
    { header: 'Participación', cell: (row) => <ParticipationBar percent={row.participacion} /> },
  ];
  return (
    <CardTable
      title="Concentración por Deudor"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.rutDeudor}
      testId="debtor-concentration-table"
    />
  );
}
