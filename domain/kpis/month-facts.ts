/**
 * What the KPIs of one client and one month are computed from (client-radar.md §9), gathered by the client
 * database builder from librocv, nc_resumen and cesion. Counts are documents; amounts CLP.
 */
export interface MonthFacts {
  /** Sales documents issued in the month (fechaEmision), credit and debit notes excluded. */
  ventas: {
    documentos: number;
    aceptados: number;
    reclamados: number;
    /** CLP total of those documents. */
    total: number;
    /** CLP ceded of those documents (montoCesion of their cession by the client, at most each document's total). */
    cedido: number;
  };
  /** Invoices (tipo 33) issued in the month, and how many credit notes annulled or reduced (client-radar.md §4). */
  facturas: { cantidad: number; anuladas: number; rebajadas: number };
  /**
   * Ceded documents whose due date (fechaVencimiento) falls in the month and has passed, and how many of them
   * the SII reports as 'Documento Asociado en Cobranza' (sent to collection: not paid on time).
   */
  vencimientos: { documentos: number; enCobranza: number };
  /** CLP ceded in the month (fechaHoraCesion) per factoring (rutCesionario). */
  cedidoPorFactoring: readonly number[];
  /** CLP of the month's sales documents per debtor (rutReceptor). */
  ventasPorDeudor: readonly number[];
}
