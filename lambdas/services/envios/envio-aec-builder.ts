/**
 * What the envío job asks of the AEC code (domain/aec/build-next-cesion.ts, lambdas/sii/aec/): the checked next AEC of
 * an envío, and the last cesión of an AEC the registry serves (to recover an upload whose answer was lost).
 */
import { parseAec } from '@domain/aec/parse';
import type { AecParty } from '@domain/aec/types';
import type { EnvioAec } from '@domain/aec-envio/envio';
import { aecSigner } from '../../sii/aec/aec-signer';
import { buildCheckedNextCesion } from '../../sii/aec/checked-next-cesion';
import type { OpenedCertificate } from '../../sii/certificate/open-pkcs12';

/** An AEC ready to upload. */
export interface BuiltAec {
  fileName: string;
  bytes: Uint8Array;
  emailCedente: string;
}

/** The AEC operations of the envío job. */
export interface EnvioAecBuilder {
  /**
   * The AEC adding the envío's cesión to the stored one (cedente: the stored AEC's holder as its cesionario block
   * names it; cesionario: envio.cesionario, or for a return the emisor as the chain names it), signed with
   * `certificate` at `now` and verified.
   * @returns its SII file name, ISO-8859-1 bytes, and the cedente's e-mail (where the SII notifies the envío's result).
   * @throws Error with a Spanish message when it cannot be built or fails its own check.
   */
  buildNext(stored: Uint8Array, envio: EnvioAec, certificate: OpenedCertificate, now: Date): BuiltAec;
  /** SeqCesion and cesionario RUT of an AEC's last cesión, or null when the bytes are no readable AEC. */
  lastCesion(bytes: Uint8Array): { seq: number; rutCesionario: string } | null;
}

/** The builder over domain/aec and the factoring's certificate. */
export const ENVIO_AEC_BUILDER: EnvioAecBuilder = {
  buildNext(stored, envio, certificate, now) {
    const chain = parseAec(stored);
    const cedente = complete(chain.current.cesionario, 'cedente');
    const cesionario = envio.tipoAccion === 'devolucion' ? emisorOf(chain) : envio.cesionario;
    const aec = buildCheckedNextCesion(
      stored,
      {
        cedente,
        cesionario: complete(
          { ...cesionario, direccion: cesionario.direccion || null, email: cesionario.email || null },
          'cesionario',
        ),
        montoCesion: envio.montoCesion,
        ultimoVencimiento: envio.ultimoVencimiento,
        eMailDeudor: chain.current.eMailDeudor,
        now,
      },
      aecSigner(certificate),
    );
    return { fileName: aec.fileName, bytes: aec.bytes, emailCedente: cedente.email };
  },
  lastCesion(bytes) {
    try {
      const aec = parseAec(bytes);
      return { seq: aec.current.seq, rutCesionario: aec.current.cesionario.rut };
    } catch {
      return null;
    }
  },
};

/**
 * The emisor as the chain names it for a return (devolución): the first cesión's cedente when it is the emisor (its
 * address and e-mail as it gave them), else the DTE's emisor with its contact e-mail.
 */
function emisorOf(chain: ReturnType<typeof parseAec>): AecParty {
  const first = chain.cesiones[0];
  if (first && first.cedente.rut === chain.dte.rutEmisor) return first.cedente;
  return {
    rut: chain.dte.rutEmisor,
    razonSocial: chain.dte.razonSocialEmisor,
    email: chain.contactoEmisor?.correo ?? null,
    direccion: null,
  };
}

/** A party with the dirección and e-mail an AEC needs. @throws Error naming what is missing. */
function complete(party: AecParty, role: 'cedente' | 'cesionario') {
  const missing = [party.direccion ? null : 'dirección', party.email ? null : 'e-mail'].filter(Boolean);
  if (missing.length > 0) throw new Error(`El ${role} ${party.rut} no tiene ${missing.join(' ni ')} para el AEC`);
  return { rut: party.rut, razonSocial: party.razonSocial, direccion: party.direccion!, email: party.email! };
}
