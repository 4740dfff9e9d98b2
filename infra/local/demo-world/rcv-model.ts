/**
 * The demo world's RCV ("Registro de Compras y Ventas") documents of one client company, before they are
 * written as the SII's CSV exports (rcv-csv.ts). Times are Chile local seconds; amounts CLP.
 */
import type { LocalSeconds } from './local-time';
import type { WorldCompany } from './world-model';

/** Purchases are exported per accounting state; sales have one export (domain/rcv/types.ts RcvVariant). */
export type RcvCompraVariant = 'registro' | 'pendiente' | 'reclamado';

/** One document of a client's sales or purchases book. */
export interface RcvDocument {
  tipoDTE: number;
  folio: number;
  /** Sales: the cliente (receptor). Purchases: the proveedor (emisor). */
  contraparte: WorldCompany;
  fechaEmision: string;
  recepcion: LocalSeconds;
  acuse: LocalSeconds | null;
  reclamo: LocalSeconds | null;
  montoExento: number;
  montoNeto: number;
  montoIva: number;
  total: number;
  /** The invoice a credit note (61) refers to. */
  referencia: { tipoDTE: number; folio: number } | null;
}

/** A client's two books over the 24 months. */
export interface RcvBooks {
  ventas: RcvDocument[];
  compras: { doc: RcvDocument; variant: RcvCompraVariant }[];
}
