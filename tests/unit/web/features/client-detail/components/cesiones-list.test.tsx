import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CesionesList } from '@web/features/client-detail/components/cesiones-list';
import type { CesionesPage } from '@domain/client-db/views/cesiones-view';
import { cesionRow } from '../model/cesion-row';

const row = cesionRow();

const page: CesionesPage = {
  items: [row],
  total: 21,
  page: 2,
  limit: 20,
  totalPages: 2,
  estadoCounts: { pendiente: 0, aceptado: 0, reclamado: 1, anulado: 0, rebajado: 1 },
};

const cellsOf = (html: string): string[] =>
  [...(/<tbody>(.*)<\/tbody>/.exec(html)?.[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!);

describe('CesionesList (client-detail §2 Cesiones list)', () => {
  const html = renderToStaticMarkup(<CesionesList page={page} onPage={() => undefined} />);

  it('has the columns of the spec, in order', () => {
    const headers = [...html.matchAll(/<th(?:\s[^>]*)?>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual([
      'Folio',
      'Tipo',
      'Fecha Emisión',
      'Fecha Cesión',
      'Monto',
      'Deudor',
      'Aceptado/Reclamado',
      'Anulado',
      'Rebajado',
      'Monto Cedido',
      'Factoring',
    ]);
  });

  it('shows a row with Chilean dates and pesos and the status cells', () => {
    expect(cellsOf(html).map((cell) => cell.replace(/<[^>]+>/g, ''))).toEqual([
      '1501',
      '33',
      '02/03/2026',
      '10/03/2026',
      '$1.190.000',
      'Deudor SpA',
      'Reclamado',
      'No',
      'Rebajado (1 NC)',
      '$1.000.000',
      'Factoring Uno SA',
    ]);
  });

  it("shows Anulado and Rebajado as badges, 'Rebajado (n NC)' with each note and the total as its tooltip", () => {
    const notes = new Map([
      [
        row.folio,
        [
          { folio: 900, fecha: '2026-03-12', total: 100_000, receptor: 'Deudor SpA', rutReceptor: row.rutDeudor },
          { folio: 901, fecha: '2026-03-13', total: 90_000, receptor: 'Deudor SpA', rutReceptor: row.rutDeudor },
        ],
      ],
    ]);
    const withNotes = renderToStaticMarkup(
      <CesionesList
        page={{ ...page, items: [{ ...row, ncReferenceCount: 2, ncTotalAmount: 190_000 }] }}
        onPage={() => undefined}
        notes={notes}
      />,
    );
    const cells = cellsOf(withNotes.replaceAll('\n', '|'));
    expect(cells[7]).toBe('<span class="badge text-bg-secondary">No</span>');
    expect(cells[8]).toContain('class="badge text-bg-warning text-decoration-underline"');
    expect(cells[8]).toContain('title="NC 900: $100.000|NC 901: $90.000|Total: $190.000"');
    expect(cells[8]).toContain('>Rebajado (2 NC)</span>');
  });

  it('reads the summary line of the page', () => {
    expect(html).toContain('Mostrando 1 de 21 cesiones, Página 2 de 2');
  });
});
