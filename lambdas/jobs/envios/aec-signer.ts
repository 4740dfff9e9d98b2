/**
 * What the envío job asks of the AEC code (domain/aec): the next AEC of a document, the checks it must pass before it
 * is sent, and the last cesión of an AEC the registry serves.
 */
import type { EnvioAec } from '../../../domain/aec-envio/envio';
import type { OpenedCertificate } from '../../sii/certificate/open-pkcs12';

/** The AEC operations of the envío job. */
export interface AecSigner {
  /**
   * The AEC that adds the envío's cesión (SeqCesion envio.idSecuencia + 1, cedente the holder of `stored`, cesionario
   * envio.cesionario, MontoCesion, UltimoVencimiento) to the stored one, signed with `certificate`, stamped `now`.
   * @returns its SII file name and ISO-8859-1 bytes.
   * @throws Error with a Spanish message when the AEC cannot be built (not cedible, 40 cesiones, the factoring is not
   *   the holder, an expired certificate).
   */
  buildNext(stored: Uint8Array, envio: EnvioAec, certificate: OpenedCertificate, now: Date): { fileName: string; bytes: Uint8Array };
  /** The problems of an AEC (schema rules and every signature); empty when it may be sent. */
  verify(bytes: Uint8Array): string[];
  /** SeqCesion and cesionario RUT of an AEC's last cesión, or null when the bytes are no readable AEC. */
  lastCesion(bytes: Uint8Array): { seq: number; rutCesionario: string } | null;
}
