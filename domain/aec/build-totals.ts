/**
 * The Totales of a cedible DTE computed from its Detalle lines, so that a writer and its checks agree.
 * Source: SII "Formato Documentos Tributarios Electrónicos" rules as DTE_v10.xsd encodes them:
 * 33 and 46 are afectas (MntNeto, TasaIVA 19, IVA = round(neto * 19%), MntTotal = neto + IVA);
 * 34 is exenta (MntExe = MntTotal); 43 liquidación-factura nets the emisor's commission:
 * MntTotal = neto + IVA - (ValComNeto + ValComExe + ValComIVA).
 */
import type { DteItemInput, DteTotalesInput } from './build-input';

/** Chilean VAT rate in percent (DL 825 art. 14). */
export const TASA_IVA = 19;

/**
 * Totales for a tipoDTE 33, 34, 43 or 46 from its lines (amounts CLP).
 * @param comisionNeto only for 43: the commission's net amount; its IVA is computed at {@link TASA_IVA}.
 * @throws RangeError for another tipoDTE or a negative commission.
 */
export function computeTotales(tipoDTE: number, items: DteItemInput[], comisionNeto = 0): DteTotalesInput {
  const sum = items.reduce((total, item) => total + item.montoItem, 0);
  if (comisionNeto < 0) throw new RangeError('La comisión no puede ser negativa');
  switch (tipoDTE) {
    case 34:
      return { montoNeto: null, montoExento: sum, tasaIva: null, iva: null, comisiones: null, montoTotal: sum };
    case 33:
    case 46: {
      const iva = Math.round((sum * TASA_IVA) / 100);
      return { montoNeto: sum, montoExento: null, tasaIva: TASA_IVA, iva, comisiones: null, montoTotal: sum + iva };
    }
    case 43: {
      const iva = Math.round((sum * TASA_IVA) / 100);
      const comisiones = { neto: comisionNeto, exento: 0, iva: Math.round((comisionNeto * TASA_IVA) / 100) };
      const montoTotal = sum + iva - comisiones.neto - comisiones.exento - comisiones.iva;
      return { montoNeto: sum, montoExento: null, tasaIva: TASA_IVA, iva, comisiones, montoTotal };
    }
    default:
      throw new RangeError(`Tipo de DTE no cedible: ${tipoDTE}`);
  }
}
