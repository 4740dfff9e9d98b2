/**
 * The life of an AEC the platform sends to the SII (SII-PROTOCOLS.md §7 getEstEnvio, §8 RTCAnotEnvio):
 * 'en-cola' from the moment a user's request claims the document until the envío job takes it, 'subiendo' while the
 * job builds, signs and uploads it (and after an upload whose answer was lost, until the registry says what became of
 * it), 'enviado' with a TRACKID while the SII validates it, then 'aceptado' (ESTADO_ENVIO EOK) or 'rechazado' (a
 * rejection state, or an upload the SII refused); 'fallido' when nothing reached the SII (it may be sent again).
 */
import { documentKeyText } from '../document-key';

/** The document an envío is about. */
export interface EnvioDocument {
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
}

/** The key of a document's envío (the envíos table's sort key): '{rutEmisor}#{tipoDTE}#{folio}'. */
export function envioKey(document: EnvioDocument): string {
  return documentKeyText(document);
}

/** The platform's states of an envío. */
export type EnvioEstado = 'en-cola' | 'subiendo' | 'enviado' | 'aceptado' | 'rechazado' | 'fallido';

/** The states of an envío still in flight: no second envío of the document may start. */
export const PENDING_ESTADOS: readonly EnvioEstado[] = ['en-cola', 'subiendo', 'enviado'];

/** What the action was: a re-cession to a recessionary, or a return (devolución) to the emisor. */
export type TipoAccion = 'cesion' | 'devolucion';

/** The company an AEC assigns the document to, as its Cesionario block carries it (Cesion_v10.xsd). */
export interface EnvioCesionario {
  rut: string;
  razonSocial: string;
  direccion: string;
  email: string;
}

/** An envío as stored (schema.graphql EnvioAec shows part of it). Instants are ISO; amounts CLP. */
export interface EnvioAec {
  estado: EnvioEstado;
  trackId: string | null;
  /** ESTADO_ENVIO of getEstEnvio, or 'STATUS n' of a refused upload; null while none. */
  estadoSii: string | null;
  /** DESC_ESTADO, or why the upload failed. */
  glosa: string | null;
  tipoAccion: TipoAccion;
  /** Who the AEC assigns the document to, 'NNNNNNNN-D' (cesionario.rut). */
  rutCesionario: string;
  cesionario: EnvioCesionario;
  /** MontoCesion of the new cesión. */
  montoCesion: number;
  /** UltimoVencimiento of the new cesión, 'yyyy-MM-dd'. */
  ultimoVencimiento: string;
  /** SeqCesion of the cesión the factoring holds (the new one is seq + 1). */
  idSecuencia: number;
  /** S3 key of the stored AEC the new one continues. */
  origenAecKey: string;
  /** S3 key of the AEC sent (byte for byte), null until it is built. */
  aecKey: string | null;
  enviadoEn: string;
  actualizadoEn: string;
  /** Times getEstEnvio was asked about it. */
  consultas: number;
}

/**
 * getEstEnvio states of an AEC the SII refused (RPETC-WS manual §3.2.1): schema, signature, carátula, document, cesión,
 * voided.
 */
export const REJECTION_STATES: ReadonlySet<string> = new Set(['RSC', 'RFS', 'RCR', 'RDC', 'RCS', 'EAN']);

/** The accepted state. */
export const ACCEPTED_STATE = 'EOK';

/**
 * The platform state a getEstEnvio ESTADO_ENVIO leads to: EOK 'aceptado'; RSC, RFS, RCR, RDC, RCS and EAN 'rechazado';
 * any other (UPL, RCP, SOK, FSO, COK, VDC, VCS, or none yet) keeps it 'enviado'.
 */
export function estadoFromSii(estadoEnvio: string | null): EnvioEstado {
  const code = (estadoEnvio ?? '').trim().toUpperCase();
  if (code === ACCEPTED_STATE) return 'aceptado';
  if (REJECTION_STATES.has(code)) return 'rechazado';
  return 'enviado';
}

/**
 * The label the cession screens show: 'En preparación' while queued, 'Enviado al SII' while in flight, 'Aceptado',
 * 'Rechazado: {state} {text}' for a rejection, 'Envío fallido: {text}' when nothing reached the SII.
 */
export function envioEtiqueta(envio: Pick<EnvioAec, 'estado' | 'estadoSii' | 'glosa'>): string {
  switch (envio.estado) {
    case 'en-cola':
      return 'En preparación';
    case 'subiendo':
    case 'enviado':
      return 'Enviado al SII';
    case 'aceptado':
      return 'Aceptado';
    case 'rechazado':
      return `Rechazado: ${[envio.estadoSii, envio.glosa].filter(Boolean).join(' ')}`.trim();
    case 'fallido':
      return `Envío fallido: ${envio.glosa ?? 'sin respuesta del SII'}`;
  }
}
