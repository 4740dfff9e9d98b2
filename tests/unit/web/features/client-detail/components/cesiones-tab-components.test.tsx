import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CesionCreditNotes } from '@web/features/client-detail/components/cesion-credit-notes';
import { EstadoFilter } from '@web/features/client-detail/components/estado-filter';
import { FactoringConcentrationTable } from '@web/features/client-detail/components/factoring-concentration-table';
import type { FactoringConcentrationRow } from '@domain/client-db/views/factoring-concentration-view';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Cesiones tab pieces (client-detail §2, §4)', () => {
  it('marks the selected factorings and leaves select-all unchecked while only some are chosen', () => {
    const rows: FactoringConcentrationRow[] = ['76000001-1', '76000002-K'].map((id, index) => ({
      id,
      rutCesionario: id,
      factoring: `Factoring ${index + 1}`,
      montoCedido: 1_000_000 * (2 - index),
      cantidadDeudores: 3,
      cantidadCesiones: 4,
      participacion: index === 0 ? 66.7 : 33.3,
    }));
    const html = renderToStaticMarkup(
      <FactoringConcentrationTable rows={rows} selected={['76000002-K']} onSelect={() => undefined} />,
    );
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(3);
    expect(boxes.map((box) => box.includes('checked'))).toEqual([false, false, true]);
    expect(text(html)).toContain('Factoring 1 $2.000.000 3 4');
  });

  it('lists each credit note with its impact and sums them against the document', () => {
    const notes = [
      { folio: 71, fecha: '2026-03-05', total: 300_000, receptor: 'Deudor SpA', rutReceptor: '77000001-1' },
      { folio: 72, fecha: '2026-03-09', total: 400_000, receptor: 'Deudor SpA', rutReceptor: '77000001-1' },
    ];
    const shown = text(renderToStaticMarkup(<CesionCreditNotes notes={notes} amount={1_000_000} />));
    expect(shown).toContain('71 05/03/2026 $300.000 Deudor SpA Rebaja 30%');
    expect(shown).toContain('72 09/03/2026 $400.000 Deudor SpA Rebaja 40%');
    expect(shown).toContain('Total notas de crédito: $700.000 Cesión rebajada 70%');
  });

  it('shows every estado with its count', () => {
    const counts = { pendiente: 5, aceptado: 4, reclamado: 3, anulado: 2, rebajado: 1 };
    const html = renderToStaticMarkup(
      <EstadoFilter selected={['anulado']} counts={counts} onChange={() => undefined} />,
    );
    expect(text(html)).toContain('Pendiente 5 Aceptado 4 Reclamado 3 Anulado 2 Rebajado 1');
    expect([...html.matchAll(/<input[^>]*>/g)].filter((m) => m[0].includes('checked'))).toHaveLength(1);
  });
});
