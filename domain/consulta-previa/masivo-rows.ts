/**
 * The masivo file of the prior consultation (core-platform.md §5 "Masivo"): first sheet, header row dropped, one
 * document per row as rut emisor, tipo, folio (the spec names the fields, not their order; ours, as in the bulk AEC
 * download list); rows missing rut, type or folio are dropped and listed; at most 100 documents.
 */
import { collectRows, isBlank, type Cell, type RowError, type RowsResult } from '../spreadsheet-rows';
import { isValidRut, normalizeRut } from '../rut';
import type { DteConsulta } from './folio-range';
import { MAX_DTES_MASIVO, TIPOS_CONSULTA } from './limits';
import { ARCHIVO_SIN_DATOS, DEMASIADOS_DTES } from './messages';

/** A row refused, with its reason. */
class MasivoRowProblem extends Error {}

/**
 * The file as a whole is refused: 'El archivo no tiene datos válidos.' or 'El archivo debe tener 100 o menos DTEs.'.
 */
export class MasivoFileError extends Error {
  constructor(
    message: string,
    readonly errors: RowError[],
  ) {
    super(message);
    this.name = 'MasivoFileError';
  }
}

/**
 * Reads the rows: rut (dots allowed, valid check digit), tipo 33, 34 or 46, folio a positive integer; extra columns
 * are ignored. The same document named twice is kept once (the second is listed as repeated).
 * @returns the documents kept and the rows refused (1-based sheet row, reason).
 * @throws MasivoFileError 'El archivo no tiene datos válidos.' when none is kept, 'El archivo debe tener 100 o menos
 *   DTEs.' when more than 100 are.
 */
export function parseMasivoRows(sheet: readonly (readonly Cell[])[]): RowsResult<DteConsulta> {
  const seen = new Set<string>();
  const result = collectRows(
    sheet.slice(1),
    2,
    (cells) => {
      const [rut, tipo, folio] = cells;
      if ([rut, tipo, folio].some(isBlank)) throw new MasivoRowProblem('Faltan rut, tipo o folio');
      const rutText = String(rut).replace(/\./g, '').trim();
      if (!isValidRut(rutText)) throw new MasivoRowProblem(`RUT inválido: '${String(rut)}'`);
      const tipoDTE = integer(tipo);
      if (!TIPOS_CONSULTA.includes(tipoDTE))
        throw new MasivoRowProblem(`Tipo de documento no consultable: '${String(tipo)}' (33, 34 o 46)`);
      const folioDTE = integer(folio);
      if (!(folioDTE > 0)) throw new MasivoRowProblem(`El folio debe ser un entero positivo: '${String(folio)}'`);
      const row = { rutEmisor: normalizeRut(rutText), tipoDTE, folioDTE };
      const key = `${row.rutEmisor}#${tipoDTE}#${folioDTE}`;
      if (seen.has(key)) throw new MasivoRowProblem('Documento repetido');
      seen.add(key);
      return row;
    },
    (error): error is MasivoRowProblem => error instanceof MasivoRowProblem,
  );
  if (result.rows.length === 0) throw new MasivoFileError(ARCHIVO_SIN_DATOS, result.errors);
  if (result.rows.length > MAX_DTES_MASIVO) throw new MasivoFileError(DEMASIADOS_DTES, result.errors);
  return result;
}

function integer(cell: Cell): number {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : NaN;
  return typeof cell === 'string' && /^\s*\d+\s*$/.test(cell) ? Number(cell) : NaN;
}
