import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '@domain/dashboard-columns/types';
import { DataTable } from '@web/components/ui/data-table';
import { useDataTable } from '@web/components/ui/use-data-table';
import { clientTableColumns, type ColumnClassOf } from '@web/features/client-list/components/client-table-columns';
import { kpiClassOf } from '@web/lib/kpi-radar/kpi-class-of';
import { defaultRadar } from '@tests/support/radar-scales';
import type { ClientRow } from '@web/features/client-list/model/client-row';

const columns: ColumnDefinition[] = [
  { id: 'payment-compliance', displayName: 'Cumplimiento de Pago', type: 'kpi', format: 'percentage', decimals: 1 },
  { id: 'reclamo-promedio', displayName: 'Reclamos Promedio', type: 'kpi', format: 'percentage', decimals: 1 },
  { id: 'margen', displayName: 'Margen', type: 'calculated', expression: '1', format: 'number' },
];

const noClass: ColumnClassOf = () => null;
const radarClass: ColumnClassOf = (id, value) => kpiClassOf(id, value, defaultRadar(['reclamo-promedio']));

const rows: ClientRow[] = [
  {
    rut: '76389992-6',
    razonSocial: 'Alfa Ltda',
    ejecutivo: '',
    estado: 'Error Password',
    tamano: 10,
    correo: 'contacto@alfa.cl',
    telefono: null,
    values: { 'payment-compliance': 92.25, 'reclamo-promedio': 12, margen: 1 },
  },
];

/** The client list's table as the page draws it: the columns on the shared DataTable. */
function ClientsTable({ withEjecutivos, classOf }: { withEjecutivos: boolean; classOf: ColumnClassOf }) {
  const { table, paging } = useDataTable({
    rows,
    columns: clientTableColumns(columns, withEjecutivos, () => undefined, classOf),
    rowId: (row) => row.rut,
  });
  return <DataTable table={table} rows={paging.pageRows} label="Clientes" testId="clients-table" compact />;
}

const render = (withEjecutivos: boolean, classOf: ColumnClassOf = noClass) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ClientsTable withEjecutivos={withEjecutivos} classOf={classOf} />
    </MemoryRouter>,
  );

describe('client list columns on the shared table (client-radar §2, §3, §6)', () => {
  it('shows identification, estado colour, size label, contact, KPI value and the detail link', () => {
    const html = render(false);
    expect(html).toContain('76.389.992-6');
    expect(html).toContain('badge text-bg-danger">Error Password');
    expect(html).toContain('Gran E. R1');
    expect(html).toContain('contacto@alfa.cl');
    expect(html).toContain('92,3%');
    expect(html).toContain('href="/dashboard-clientes/76389992-6?tab=resumen"');
    expect(html).toContain('Ver Detalle');
  });
  it('hides the executive column and actions without carteraEjecutivos', () => {
    const html = render(false);
    expect(html).not.toContain('data-sort-key="ejecutivo"');
    expect(html).not.toContain('Agregar Ejecutivo');
  });
  it('shows them with carteraEjecutivos, offering Agregar for a client without executive', () => {
    const html = render(true);
    expect(html).toContain('data-sort-key="ejecutivo"');
    expect(html).toContain('Agregar Ejecutivo');
    expect(html).toContain('Sin asignar');
  });
  it('makes identification, estado, size and KPI columns sortable (aria-sort) and leaves contact and actions plain', () => {
    const html = render(true);
    for (const key of ['cliente', 'estado', 'tamano', 'ejecutivo', 'kpi:payment-compliance']) {
      expect(html).toContain(`aria-sort="none" data-sort-key="${key}"`);
    }
    expect(html).not.toContain('data-sort-key="contacto"');
    expect(html).not.toContain('data-sort-key="acciones"');
    expect(html).toMatch(/<td data-col="kpi:payment-compliance" class="text-end text-nowrap">92,3%<\/td>/);
  });
  it('shows a KPI header abbreviated, its full name as the tooltip and for screen readers, in the compact table', () => {
    const html = render(false);
    expect(html).toContain(
      '<abbr title="Cumplimiento de Pago" aria-hidden="true">Cumpl. Pago</abbr><span class="visually-hidden">Cumplimiento de Pago</span>',
    );
    expect(html).toContain('rc-data-table-compact');
  });
  it('tints an enabled KPI cell by its radar class and writes the class under the value', () => {
    const html = render(false, radarClass);
    expect(html).toContain(
      '<td data-col="kpi:payment-compliance" class="text-end text-nowrap table-success" data-kpi-class="Bueno">92,3%<span class="d-block small">Bueno</span></td>',
    );
    // A disabled KPI and a calculated column keep the plain numeric cell.
    expect(html).toMatch(/<td data-col="kpi:reclamo-promedio" class="text-end text-nowrap">12,0%<\/td>/);
    expect(html).toMatch(/<td data-col="kpi:margen" class="text-end text-nowrap">1,00<\/td>/);
  });
});
