/**
 * The referenced documents of a sales row: 'Tipo Docto. Referencia' and 'Folio Docto. Referencia'.
 * Several folios of the same type are written joined by '-' (e.g. '10370-10371'); tipo '0' with no folio means
 * "no reference". Each folio must be a DTE folio (SiiTypes_v10.xsd FolioType), as in cl-sii's RCV tests
 * (RCV-venta-multiple-dte-referencias.csv, RCV-venta-validation-errors.csv).
 */
import type { FieldCollector } from './field-collector';
import type { RcvCells } from './rcv-cells';
import { FOLIO_SHAPE, isBlank, isFolio, readTipoDte } from './rcv-fields';
import type { RcvReferencia } from './types';

/**
 * Reads the references of a row.
 * @param columns the layout's reference columns.
 * @returns the references ([] when none), or undefined after recording an error in `collector` when the pair is
 *   incomplete (a type without folio or a folio without type) or a folio is not a valid DTE folio.
 */
export function readReferencias(
  cells: RcvCells,
  columns: { tipo: string; folio: string },
  collector: FieldCollector,
): RcvReferencia[] | undefined {
  const tipoText = cells.get(columns.tipo);
  const folioText = cells.get(columns.folio);
  const noTipo = isBlank(tipoText) || tipoText === '0';
  if (noTipo && isBlank(folioText)) return [];
  if (noTipo) {
    collector.fail(columns.tipo, `referencia incompleta: folio "${folioText}" sin tipo de documento`);
    return undefined;
  }
  const tipoReferencia = collector.read(columns.tipo, readTipoDte);
  if (tipoReferencia === undefined) return undefined;
  if (isBlank(folioText)) {
    collector.fail(columns.folio, `referencia incompleta: tipo ${tipoReferencia} sin folio`);
    return undefined;
  }
  const folios = folioText.split('-').map((part) => part.trim());
  if (!folios.every(isFolio)) {
    const reason = `folio de referencia inválido "${folioText}": ${FOLIO_SHAPE} (varios, unidos por "-")`;
    collector.fail(columns.folio, reason);
    return undefined;
  }
  return folios.map((folio) => ({ tipoReferencia, folioReferencia: Number(folio) }));
}
