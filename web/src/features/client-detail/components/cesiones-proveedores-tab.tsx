import { displayRut } from '@web/lib/format';
import { COUNTERPARTY_TOP } from '@domain/client-db/views/counterparty-totals-view';
import { providerCesionesView, type ProviderCesionRow } from '@domain/client-db/views/provider-cesiones-view';
import { providerFactoringView, type ProviderFactoringRow } from '@domain/client-db/views/provider-factoring-view';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { formatFactor } from '../model/sales-factor';
import { useAmountFormat } from './amount-format';
import { CardTable, type CardColumn } from './card-table';
import { ParticipationBar } from './participation-bar';

/**
 * The CesionesProveedores tab (client-detail.md §2, §3 "Provider factoring row", "Provider cesion row", §9 top
 * lists of 20): the cessions of documents the client owes (the client is the deudor), in the range of cession days,
 * as 'Concentración por Factoring - Proveedores' (Factoring, Monto Cedido, Cesiones, Proveedores, Participación) and
 * 'Cesiones por proveedor' (Factoring, Proveedor with RUT, Monto Cedido, Cesiones and a bar of its share), the 20
 * largest pairs, of the supplier of the sticky bar's 'Filtrar por Proveedor' when one is chosen. Each table says
 * 'No hay datos' when the range holds no such cession.
 */
export function CesionesProveedoresTab({ range, deudores }: { range: DetailDateRange; deudores: readonly string[] }) {
  const formatAmount = useAmountFormat();
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin, deudores };
  const factorings = useLocalView('proveedores:factorings', dates, providerFactoringView);
  const pairs = useLocalView('proveedores:cesiones', dates, providerCesionesView);
  const error = factorings.error ?? pairs.error;
  if (error !== null) {
    return (
      <div className="alert alert-danger" role="alert">
        {error}
      </div>
    );
  }
  if (factorings.data === null || pairs.data === null) return null;

  const factoringColumns: CardColumn<ProviderFactoringRow>[] = [
    { header: 'Factoring', cell: (row) => row.factoring },
    { header: 'Monto Cedido', end: true, cell: (row) => formatAmount(row.montoCedido) },
    { header: 'Cesiones', end: true, cell: (row) => row.cantidadCesiones },
    { header: 'Proveedores', end: true, cell: (row) => row.cantidadProveedores },
    { header: 'Participación', end: true, cell: (row) => formatFactor(row.participacion) },
  ];
  const pairColumns: CardColumn<ProviderCesionRow>[] = [
    { header: 'Factoring', cell: (row) => row.factoring },
    {
      header: 'Proveedor',
      cell: (row) => (
        <>
          <div>{row.emisor}</div>
          <div className="small text-muted text-nowrap">{displayRut(row.rutEmisor)}</div>
        </>
      ),
    },
    { header: 'Monto Cedido', end: true, cell: (row) => formatAmount(row.montoCedido) },
    { header: 'Cesiones', end: true, cell: (row) => row.cantidadCesiones },
    { header: 'Participación', cell: (row) => <ParticipationBar percent={row.participacion} /> },
  ];

  return (
    <div className="d-flex flex-column gap-3">
      <CardTable
        title="Concentración por Factoring - Proveedores"
        columns={factoringColumns}
        rows={factorings.data}
        rowKey={(row) => row.rutCesionario}
        testId="proveedores-factoring-table"
      />
      <CardTable
        title="Cesiones por proveedor"
        columns={pairColumns}
        rows={pairs.data.slice(0, COUNTERPARTY_TOP)}
        rowKey={(row) => `${row.rutCesionario}|${row.rutEmisor}`}
        testId="proveedores-cesiones-table"
      />
    </div>
  );
}
