/**
 * The DTE a request names, from the four fields every SII interface takes (RUT body of the emisor, its check digit,
 * document type, folio), whatever each interface calls them (rut_emisor/dv_emisor/tipo_docto/folio in the RTC CGIs,
 * rutEmisor/dvEmisor/tipoDoc/folio in RegistroReclamoDte, RutEmisor/DVEmisor/TipoDoc/FolioDoc in wsRPETCConsulta).
 */
import { readRut } from '@domain/sii-values';
import type { DocumentKey } from '@domain/document-key';

/** A request field: absent fields read as ''. */
type Field = string | null | undefined;

/**
 * The DTE, or null when the RUT's check digit fails or the type (1-3 digits) or folio (1-10 digits) is not a number.
 */
export function readDteKey(rutBody: Field, dv: Field, tipo: Field, folio: Field): DocumentKey | null {
  const rutEmisor = readRut(`${rutBody?.trim() ?? ''}-${dv?.trim() ?? ''}`);
  const tipoText = tipo?.trim() ?? '';
  const folioText = folio?.trim() ?? '';
  if (!rutEmisor || !/^\d{1,3}$/.test(tipoText) || !/^\d{1,10}$/.test(folioText)) return null;
  return { rutEmisor, tipoDTE: Number(tipoText), folio: Number(folioText) };
}
