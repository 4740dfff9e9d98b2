/**
 * Shapes of an AEC (Archivo Electrónico de Cesión) as read from the SII's AEC_v10.xsd.
 * Dates are 'yyyy-MM-dd'; timestamps are local Chile time 'yyyy-MM-ddTHH:mm:ss' as the SII writes them.
 * Amounts are CLP integers. RUTs are normalised 'NNNNNNNN-D'.
 */

/** A party of a cesión (cedente or cesionario), from Cesion_v10.xsd. */
export interface AecParty {
  rut: string;
  razonSocial: string;
  email: string | null;
  direccion: string | null;
}

/** Identity of the ceded DTE (IdDTE of every DocumentoCesion, and the DTE's Encabezado). */
export interface AecDteIdentity {
  tipoDTE: number;
  folio: number;
  rutEmisor: string;
  razonSocialEmisor: string;
  rutReceptor: string;
  razonSocialReceptor: string;
  fechaEmision: string;
  montoTotal: number;
}

/**
 * How the DTE's emisor gives its contact in the Encabezado/Emisor (DTE_v10.xsd CorreoEmisor, the first Telefono);
 * null when the DTE leaves it out.
 */
export interface AecEmisorContacto {
  correo: string | null;
  telefono: string | null;
}

/** One DocumentoCesion of the chain. */
export interface AecCesion {
  seq: number;
  cedente: AecParty;
  cesionario: AecParty;
  montoCesion: number;
  ultimoVencimiento: string | null;
  eMailDeudor: string | null;
  tmstCesion: string;
  /** Cedente/DeclaracionJurada, null when absent (always set by parseAec; optional for hand-built values). */
  declaracionJurada?: string | null;
  /**
   * Cedente/RUTAutorizado: who signed for the cedente, 1..3 (always set by parseAec; optional for hand-built values).
   */
  autorizados?: { rut: string; nombre: string }[];
}

/** The Caratula of DocumentoAEC. */
export interface AecCaratula {
  rutCedente: string;
  rutCesionario: string;
  nmbContacto: string | null;
  mailContacto: string | null;
  tmstFirmaEnvio: string;
}

/** A parsed AEC: the DTE, the ordered chain (seq ascending) and the current holder (last cesión). */
export interface Aec {
  caratula: AecCaratula;
  dte: AecDteIdentity;
  /** The emisor's contact as its DTE shows it (always set by parseAec; optional for hand-built values). */
  contactoEmisor?: AecEmisorContacto;
  cesiones: AecCesion[];
  /** The last cesión of the chain: its cesionario is the current holder. */
  current: AecCesion;
}
