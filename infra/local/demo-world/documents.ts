/**
 * The DTE of one demo document: its lines, totals and references, drawn for the seller's line of business.
 * Totals come from domain/aec/build-totals.ts, the same rule the AEC writer checks.
 */
import type { DteItemInput, DteReferenciaInput, DteTotalesInput } from '@domain/aec/build-input';
import { computeTotales } from '@domain/aec/build-totals';
import { SECTORS } from './names';
import { plusDays } from './local-time';
import type { Rng } from './rng';
import type { WorldCompany } from './world-model';

/** Lines, totals and references of a document of `tipoDTE` sold by `vendedor`, issued on `fechaEmision`. */
export function drawDteContent(
  rng: Rng,
  tipoDTE: 33 | 34 | 43 | 46,
  vendedor: WorldCompany,
  fechaEmision: string,
): { items: DteItemInput[]; totales: DteTotalesInput; referencias: DteReferenciaInput[] } {
  const sector = SECTORS[vendedor.sector]!;
  // Net amounts spread log-uniformly between 150 thousand and 30 million CLP, like a factoring portfolio.
  const neto = Math.round(Math.exp(Math.log(150_000) + rng.next() * (Math.log(30_000_000) - Math.log(150_000))));
  const lineCount = rng.int(1, 4);
  const items: DteItemInput[] = Array.from({ length: lineCount }, (_, i) => {
    const share = Math.max(1, Math.round(neto / lineCount));
    const cantidad = rng.chance(0.5) ? 1 : rng.int(2, 40);
    const precioUnitario = Math.max(1, Math.round(share / cantidad));
    return {
      nombre: tipoDTE === 43 ? `Venta por cuenta de terceros: ${rng.pick(sector.items)}` : rng.pick(sector.items),
      descripcion:
        i === 0 && rng.chance(0.3) ? `Según orden de compra, despacho ${plusDays(fechaEmision, -rng.int(0, 5))}` : null,
      cantidad,
      unidad: sector.unidad,
      precioUnitario,
      montoItem: cantidad * precioUnitario,
      tipoDocLiquidado: tipoDTE === 43 ? '33' : null,
    };
  });
  const comision =
    tipoDTE === 43 ? Math.round((items.reduce((s, it) => s + it.montoItem, 0) * rng.int(3, 8)) / 100) : 0;
  return {
    items,
    totales: computeTotales(tipoDTE, items, comision),
    referencias: drawReferencias(rng, tipoDTE, fechaEmision),
  };
}

function drawReferencias(rng: Rng, tipoDTE: number, fechaEmision: string): DteReferenciaInput[] {
  if (tipoDTE === 43) return [];
  const referencias: DteReferenciaInput[] = [];
  if (rng.chance(0.5)) {
    referencias.push({
      tipoDocRef: '801',
      folioRef: String(rng.int(4_500_000_000, 4_599_999_999)),
      fechaRef: plusDays(fechaEmision, -rng.int(0, 20)),
      razonRef: 'Orden de compra',
    });
  }
  if (rng.chance(0.15)) {
    referencias.push({
      tipoDocRef: 'HES',
      folioRef: String(rng.int(1_000_000, 9_999_999)),
      fechaRef: plusDays(fechaEmision, -rng.int(0, 10)),
      razonRef: 'Hoja de entrada de servicios',
    });
  }
  return referencias;
}
