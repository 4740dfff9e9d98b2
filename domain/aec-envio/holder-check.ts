/**
 * Whether the factoring still holds the document an envío re-cedes or returns: a cesión
 * is made by the chain's current holder only, the cedente of cesión n+1 being the cesionario of cesión n (Ley 19.983
 * art. 7; AEC_v10.xsd: the new Cesion continues the DocumentoAEC's last one, SeqCesion n+1). The envío job checks it on
 * the stored AEC it continues and on the registry's latest AEC (RTCDescargarXmlCons, SII-PROTOCOLS.md §5) just before
 * building, and never uploads when either says someone else holds the document or the chain moved on.
 */

/** The last cesión of an AEC: its SeqCesion and its cesionario's RUT ('NNNNNNNN-D'). */
export interface ChainEnd {
  seq: number;
  rutCesionario: string;
}

/** The envío's view of the chain: who asks and which cesión it holds. */
export interface HolderClaim {
  /** The factoring sending the envío, 'NNNNNNNN-D'. */
  rutFactoring: string;
  /** SeqCesion of the cesión the factoring acquired and now continues (the envío's idSecuencia). */
  idSecuencia: number;
}

/** The registry gave no AEC of the document: its holder cannot be confirmed. */
export const REGISTRY_WITHOUT_AEC =
  'El Registro de Cesiones no entrega el AEC del documento: no se puede confirmar quién lo tiene';

/** The document was ceded on to `rut` in cesión `seq`: the factoring no longer holds it. */
export function noLongerHeld(end: ChainEnd): string {
  return `El documento ya no está en poder del factoring: fue cedido a ${end.rutCesionario} (secuencia ${end.seq}).`;
}

/**
 * Why an envío may not continue the stored AEC it was claimed on, or null when that AEC ends in the factoring's
 * cesión: its last cesionario must be the factoring ({@link noLongerHeld} otherwise) and its SeqCesion the envío's
 * idSecuencia.
 * @param stored the stored AEC's last cesión, null when it cannot be read.
 * @returns a Spanish message for the 'Envíos al SII' panel, or null.
 */
export function storedChainRefusal(claim: HolderClaim, stored: ChainEnd | null): string | null {
  if (!stored) return 'El AEC almacenado del documento no se puede leer';
  if (stored.rutCesionario !== claim.rutFactoring) return noLongerHeld(stored);
  if (stored.seq !== claim.idSecuencia) {
    return `El AEC almacenado termina en la secuencia ${stored.seq}, no en la cesión ${claim.idSecuencia} que el factoring adquirió`;
  }
  return null;
}

/**
 * Why an envío may not continue a stored AEC that passed {@link storedChainRefusal}, given the registry's latest AEC,
 * or null when the registry ends at the same cesión with the factoring as cesionario. A last cesionario other than the
 * factoring at that sequence or a later one gives {@link noLongerHeld}; any other mismatch says which sequence each
 * source is at.
 * @param registry the registry's latest AEC's last cesión, null when the registry gave none or it cannot be read.
 * @returns a Spanish message for the 'Envíos al SII' panel, or null.
 */
export function registryChainRefusal(claim: HolderClaim, stored: ChainEnd, registry: ChainEnd | null): string | null {
  if (!registry) return REGISTRY_WITHOUT_AEC;
  if (registry.seq === stored.seq && registry.rutCesionario === claim.rutFactoring) return null;
  if (registry.seq >= stored.seq && registry.rutCesionario !== claim.rutFactoring) return noLongerHeld(registry);
  return `El Registro de Cesiones tiene el documento en la secuencia ${registry.seq} y el AEC almacenado en la ${stored.seq}: actualice antes de volver a enviar`;
}
