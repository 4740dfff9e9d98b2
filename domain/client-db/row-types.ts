/**
 * Rows of the client database tables as the builder inserts them (columns of schema.ts, same names).
 * RUTs 'NNNNNNNN-D'; amounts CLP integers; dates 'yyyy-MM-dd', date-times 'yyyy-MM-dd HH:mm:ss' Chile local time.
 */
import type { RcvKind } from '../rcv/types';

/** A librocv row. Flags are 0/1. */
export interface LibroCvRow {
  ventaOCompra: RcvKind;
  tipoDTE: number;
  folio: number;
  rutEmisor: string;
  rutReceptor: string;
  fechaEmision: string;
  fechaHoraEnSII: string | null;
  total: number;
  aceptado: 0 | 1;
  reclamado: 0 | 1;
  anulado: 0 | 1;
  rebajado: 0 | 1;
  tipoReferencia: number | null;
  folioReferencia: number | null;
}

/** A cesion row (one cession of a document where the client is cedente or deudor). */
export interface CesionRow {
  folioDTE: number;
  tipoDTE: number;
  rutEmisor: string;
  rutDeudor: string;
  rutCedente: string;
  rutCesionario: string;
  montoCesion: number;
  fechaHoraCesion: string;
  fechaVencimiento: string | null;
  estadoCesion: string;
}

/** Credit-note state of an invoice (client-radar.md §4). */
export type CreditNoteState = 'Anulado' | 'Rebajado';

/** An nc_resumen row: the credit notes (60, 61, 112) that reference one invoice (33). */
export interface NcResumenRow {
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
  ncCount: number;
  ncTotal: number;
  estado: CreditNoteState;
}

/** An iva_mensual row: the RCV's IVA of one book and month ('yyyy-MM'), CLP, credit notes subtracted. */
export interface IvaMensualRow {
  ventaOCompra: 'venta' | 'compra';
  periodo: string;
  iva: number;
}

/** A historialiva row; historial is JSON text of [date 'dd/MM/yyyy', description] pairs. */
export interface HistorialIvaRow {
  rut: string;
  periodo: string;
  folio: string;
  estado: string;
  historial: string;
}

/** A tgr_deuda row (client-radar.md §3 "Tax-debt payment"). */
export interface TgrDeudaRow {
  source: 'listaDeudas' | 'cartola';
  formTipo: number;
  formFolio: string;
  fechaVcto: string | null;
  montoNetoTotal: number;
  montoTotalTotal: number;
  condonaTotal: number;
  numeroResolucion: number;
  nombreFormulario: string;
  nemoGirador: string;
  category: string | null;
  documentNumber: string | null;
  fecha1: string | null;
  fecha2: string | null;
  paymentNumber: number | null;
}

/** A tgr_cobranza row: one TGR collection proceeding (client-radar.md §3 "Agreement summary"); monto CLP. */
export interface TgrCobranzaRow {
  expediente: string;
  anio: number;
  comuna: string;
  etapa: string;
  monto: number;
  accion: string;
  tipo: string;
}

/** A problem with one entry of a source file; the entry is left out, the others kept. */
export interface EntryError {
  /** Where: e.g. 'declaraciones[3]' or 'cartola[0].fecha1'. */
  entry: string;
  message: string;
}
