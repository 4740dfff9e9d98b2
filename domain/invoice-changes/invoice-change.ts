/**
 * The sales-ledger radar's change record (client-radar.md §3 'Invoice change record', §4 'Change event'): one newly
 * seen sales document of an enrolled client (`new`) or one cession of such a document (`cesion`), as
 * GET api/invoice-changes answers it.
 */

/**
 * What happened to the document: first seen in the client's sales book (`new`; a credit note is `nota_credito`),
 * ceded (`cesion`), or claimed (`reclamada`) or acknowledged (`aceptada`) by its debtor. The spec names the first two;
 * the others tell a factoring what changes the worth of an invoice it holds or may buy.
 */
export type InvoiceChangeType = 'new' | 'cesion' | 'nota_credito' | 'reclamada' | 'aceptada';

/** The document's counterpart and SII reception, as the spec nests them. */
export interface InvoiceChangeData {
  /** The debtor (receptor of the sale), 'NNNNNNNN-D'; '' when the ledger does not name one. */
  rutReceptor: string;
  razonSocialReceptor: string;
  /** SII reception 'yyyy-MM-dd HH:mm:ss' (Chile local time); for a cession whose sale is unknown, '' . */
  fechaHoraEnSII: string;
  /** The cession's instant 'yyyy-MM-dd HH:mm' (Chile local time); only on a `cesion` record. */
  fechaCesion?: string;
  /** The cesionario's RUT 'NNNNNNNN-D'; only on a `cesion` record. */
  rutCesionario?: string;
  /** When the debtor claimed or acknowledged it, 'yyyy-MM-dd HH:mm:ss'; only on `reclamada` and `aceptada`. */
  fechaEvento?: string;
  /** The document a credit note references (its first reference); only on `nota_credito`. */
  referencia?: { tipoDTE: number; folio: number };
}

/** One change record of a factoring's feed; ids increase per factoring in the order records were written. */
export interface InvoiceChange {
  id: number;
  /** The client (issuer of the document), 'NNNNNNNN-D'. */
  rut_emisor: string;
  /** The client's razón social; '' when no answer named it yet. */
  razonsocial: string;
  invoice_data: InvoiceChangeData;
  /** ISO instant the platform recorded it. */
  detected_at: string;
  folio: number;
  tipo_dte: number;
  /** CLP. */
  total: number;
  change_type: InvoiceChangeType;
  /** 1 when the factoring the feed belongs to is the cesionario of this cession, else 0. */
  is_cesionario: 0 | 1;
  /** The cesionario's razón social (cessions only), else null. */
  razonsocial_cesionario: string | null;
}

/**
 * A change found in the data and not yet numbered: `key` names the document and event once for all (the same sale
 * or cession found again gives the same key, which keeps a repeated sync from recording it twice), `at` the Chile
 * local instant it happened (orders the ids).
 */
export type InvoiceChangeCandidate = Omit<InvoiceChange, 'id' | 'detected_at'> & { key: string; at: string };
