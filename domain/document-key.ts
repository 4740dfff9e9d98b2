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
