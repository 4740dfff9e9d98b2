/**
 * One DTE as the SII names it in every interface (RUTEmisor, TipoDTE, Folio; core-platform §3): the key of a document
 * across the platform. The emisor RUT is normalised ('NNNNNNNN-D'); places that need more (the cesión's idSecuencia)
 * extend it.
 */
export interface DocumentKey {
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
}

/**
 * A document's identity as one text, '{rutEmisor}#{tipoDTE}#{folio}': the sort key of its envío, its id inside a
 * factoring's cessions partition and the sales-ledger radar's name for its records.
 */
export function documentKeyText(document: DocumentKey): string {
  return `${document.rutEmisor}#${document.tipoDTE}#${document.folio}`;
}
