/**
 * What a page of the TGR's "Cartola Fiscal" service says (client-detail.md §4 "TGR flow"): the statement itself with
 * its issue date, the TGR's "being processed" page (the statement is generated on request and is not ready yet), or
 * anything else (an error page of the service). The pages are HTML in UTF-8 or ISO-8859-1 with accents as bytes or
 * entities, so they are read folded (domain/sii-web/page-text.ts).
 */
import { foldPageText } from '../sii-web/page-text';

/** One page of the cartola service, read. */
export type CartolaPage =
  | { kind: 'cartola'; /** Issue date-time in Chile 'yyyy-MM-dd HH:mm'. */ fechaEmision: string }
  | { kind: 'en-proceso' }
  | { kind: 'error'; /** The page's folded text, cut to 200 characters, for the log. */ detail: string };

const ISSUE_DATE = /FECHA DE EMISION:? (\d{2})[-/](\d{2})[-/](\d{4})(?: (\d{2}):(\d{2}))?/;
const PROCESSING = /(SE ESTA PROCESANDO|EN PROCESO DE GENERACION)/;

/**
 * Classifies a page of the TGR cartola service.
 * @param bytes the page as served (any of the encodings above).
 * @returns 'cartola' with its issue date when the page is a statement ('CARTOLA' and 'Fecha de emisión: dd-MM-yyyy
 *   [HH:mm]', the time 00:00 when absent); 'en-proceso' for the processing page; otherwise 'error'.
 */
export function readCartolaPage(bytes: Uint8Array): CartolaPage {
  const text = foldPageText(bytes);
  const issued = ISSUE_DATE.exec(text);
  if (text.includes('CARTOLA') && issued) {
    const [, d, m, y, hh = '00', mm = '00'] = issued;
    return { kind: 'cartola', fechaEmision: `${y}-${m}-${d} ${hh}:${mm}` };
  }
  if (PROCESSING.test(text)) return { kind: 'en-proceso' };
  return { kind: 'error', detail: text.slice(0, 200) };
}
