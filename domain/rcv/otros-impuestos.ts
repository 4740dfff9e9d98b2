/**
 * The "otro impuesto" cells of an RCV line (código, valor, tasa). A document with several additional taxes has
 * the first on its own row and each further one on a continuation row (see rcv-row.ts isContinuationRow), as in
 * cl-sii's RCV-venta-extra-empty-impuestos-rows.csv.
 */
import type { FieldCollector } from './field-collector';
import type { RcvCells } from './rcv-cells';
import type { RcvLayout } from './rcv-columns';
import { isBlank, optional, readAmount, readDecimal } from './rcv-fields';
import type { RcvOtroImpuesto } from './types';

/**
 * Reads the additional tax of one line.
 * @returns the tax; null when the three cells are empty; undefined after recording an error in `collector`
 *   when the valor is not an integer CLP amount or the tasa is not a number.
 */
export function readOtroImpuesto(
  cells: RcvCells,
  columns: RcvLayout['otroImpuesto'],
  collector: FieldCollector,
): RcvOtroImpuesto | null | undefined {
  const codigoText = cells.get(columns.codigo);
  if ([codigoText, cells.get(columns.valor), cells.get(columns.tasa)].every(isBlank)) return null;
  const valor = collector.read(columns.valor, optional(readAmount));
  const tasa = collector.read(columns.tasa, optional(readDecimal));
  if (valor === undefined || tasa === undefined) return undefined;
  return { codigo: isBlank(codigoText) ? null : codigoText, valor, tasa };
}
