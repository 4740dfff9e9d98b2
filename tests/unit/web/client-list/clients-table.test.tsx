import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../../../domain/dashboard-columns/types';
import { ClientsTable } from '../../../../web/src/features/client-list/components/clients-table';
import type { ClientRow } from '../../../../web/src/features/client-list/model/client-row';

const columns: ColumnDefinition[] = [
  { id: 'payment-compliance', displayName: 'Cumplimiento de Pago', type: 'kpi', format: 'percentage', decimals: 1 },
];

const rows: ClientRow[] = [
  {
    rut: '76389992-6',
    razonSocial: 'Alfa Ltda',
    ejecutivo: '',
    estado: 'Error Password',
    tamano: 10,
    correo: 'contacto@alfa.cl',
    telefono: null,
    values: { 'payment-compliance': 92.25 },
  },
];

const render = (withEjecutivos: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ClientsTable rows={rows} columns={columns} withEjecutivos={withEjecutivos} onEjecutivoAction={() => undefined} />
    </MemoryRouter>,
  );

describe('ClientsTable (client-radar §2, §3, §6)', () => {
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
    expect(html).not.toContain('<th>Ejecutivo</th>');
    expect(html).not.toContain('Agregar Ejecutivo');
  });
  it('shows them with carteraEjecutivos, offering Agregar for a client without executive', () => {
    const html = render(true);
    expect(html).toContain('<th>Ejecutivo</th>');
    expect(html).toContain('Agregar Ejecutivo');
    expect(html).toContain('Sin asignar');
  });
});
