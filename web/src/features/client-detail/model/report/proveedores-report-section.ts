import { countText } from '@domain/es-cl-format';
import { providerCesionesView } from '@domain/client-db/views/provider-cesiones-view';
import { providerFactoringView } from '@domain/client-db/views/provider-factoring-view';
import { formatFactor } from '../sales-factor';
import { nameWithRut } from './report-names';
import type { ReportContext, ReportSection, ReportSource } from './report-types';
import { concentrationTable, REPORT_TOP_ROWS } from './concentration-table';

/**
 * The Cesiones Proveedores part of the report (client-detail.md §2 CesionesProveedores tab): the cessions of the
 * documents the client owes (the client is the deudor) made in the range: the amount ceded by its suppliers and the
 * cessions; 'Concentración por Factoring - Proveedores' and 'Cesiones por proveedor' (the first
 * {@link REPORT_TOP_ROWS} factoring-supplier pairs). Same views and cache keys as cesiones-proveedores-tab.tsx.
 */
export function proveedoresReportSection(source: ReportSource, { range, formatAmount }: ReportContext): ReportSection {
  const dates = { fechaDesde: range.inicio, fechaHasta: range.fin };
  const factorings = source.view('proveedores:factorings', dates, providerFactoringView);
  const pairs = source.view('proveedores:cesiones', dates, providerCesionesView);
  return {
    title: 'Cesiones Proveedores',
    blocks: [
      {
        kind: 'figures',
        items: [
          {
            label: 'Monto cedido por proveedores',
            value: formatAmount(factorings.reduce((sum, row) => sum + row.montoCedido, 0)),
          },
          {
            label: 'Cesiones',
            value: countText(
              factorings.reduce((sum, row) => sum + row.cantidadCesiones, 0),
              'cesión',
              'cesiones',
            ),
          },
          { label: 'Factorings', value: countText(factorings.length, 'factoring', 'factorings') },
        ],
      },
      concentrationTable({
        title: 'Concentración por Factoring - Proveedores',
        nameHeader: 'Factoring',
        countHeaders: ['Cesiones', 'Proveedores'],
        rows: factorings,
        name: (row) => nameWithRut(row.factoring, row.rutCesionario),
        counts: (row) => [row.cantidadCesiones, row.cantidadProveedores],
        formatAmount,
        empty: 'No hay datos',
      }),
      {
        kind: 'table',
        title: 'Cesiones por proveedor',
        columns: [
          { header: 'Factoring', width: 2, align: 'left' },
          { header: 'Proveedor', width: 3, align: 'left' },
          { header: 'Monto Cedido', width: 1.4, align: 'right' },
          { header: 'Cesiones', width: 0.9, align: 'right' },
          { header: 'Participación', width: 1.1, align: 'right' },
        ],
        rows: pairs
          .slice(0, REPORT_TOP_ROWS)
          .map((row) => [
            row.factoring,
            nameWithRut(row.emisor, row.rutEmisor),
            formatAmount(row.montoCedido),
            String(row.cantidadCesiones),
            formatFactor(row.participacion),
          ]),
        empty: 'No hay datos',
      },
    ],
  };
}
