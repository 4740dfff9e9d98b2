/**
 * The envelope every AEC shares, whether written whole (build.ts) or grown by one cesión from a stored AEC
 * (build-next-cesion.ts): DTECedido (the DTE and TmstFirma, signed), then AEC/DocumentoAEC with the Caratula and
 * Cesiones, signed, in ISO-8859-1. Source: AEC_v10.xsd and DTECedido_v10.xsd (schema_cesion 2019-12-12) and the
 * SII's sample AEC--76354771-K--33--170--SEQ-2.xml (layout of Caratula, DTECedido and Cesion).
 */
import type { AecSigningKeys } from './build-input';
import { cut, documentoId } from './build-dte';
import { signatureFor } from './build-signature';
import { encodeLatin1, renderElement, siiElement, type RawXml, type XmlElement } from './build-xml';

/** The keys that sign an envío: the signer's XML-DSig key with its certificate, and SHA-1. */
export type AecFirma = Pick<AecSigningKeys, 'sha1' | 'firma'>;

/** The DTE an AEC is about, as its IDs name it ('F{folio}T{tipoDTE}'). */
export interface AecTag {
  folio: number;
  tipoDTE: number;
}

/** Caratula (AEC_v10.xsd): the envío's cedente and cesionario (the last cesión's), contact and signing time. */
export interface AecCaratulaInput {
  rutCedente: string;
  rutCesionario: string;
  contacto: { nombre: string | null; email: string | null };
  /** 'yyyy-MM-ddTHH:mm:ss', Chile local time. */
  tmstFirmaEnvio: string;
}

/**
 * DTECedido (version 1.0): DocumentoDTECedido (ID 'DTEC-F{folio}T{tipoDTE}') with the DTE and TmstFirma, signed by
 * the first cedente. `dte` is the DTE element written now or kept as stored.
 */
export function dteCedidoElement(tag: AecTag, dte: XmlElement | RawXml, tmstFirma: string, keys: AecFirma): XmlElement {
  const documento = siiElement('DocumentoDTECedido', [dte, siiElement('TmstFirma', tmstFirma)], {
    ID: `DTEC-${documentoId(tag)}`,
  });
  return siiElement('DTECedido', [documento, signatureFor(documento, keys)], { version: '1.0' });
}

/**
 * Writes the AEC: DocumentoAEC (ID 'AEC-F{folio}T{tipoDTE}-SEQ{n}', n the number of cesiones) with the Caratula
 * (NmbContacto cut to 40 characters) and Cesiones (DTECedido then every Cesion, oldest first), signed with
 * `keys`. Parts kept as stored (RawXml) are copied byte-for-byte, so the signatures they carry stay valid.
 * @returns the ISO-8859-1 bytes (characters outside ISO-8859-1 as character references).
 */
export function writeAec(
  tag: AecTag,
  caratula: AecCaratulaInput,
  dteCedido: XmlElement | RawXml,
  cesiones: ReadonlyArray<XmlElement | RawXml>,
  keys: AecFirma,
): Uint8Array {
  const { contacto } = caratula;
  const documentoAec = siiElement(
    'DocumentoAEC',
    [
      siiElement(
        'Caratula',
        [
          siiElement('RutCedente', caratula.rutCedente),
          siiElement('RutCesionario', caratula.rutCesionario),
          contacto.nombre ? siiElement('NmbContacto', cut(contacto.nombre, 40)) : null,
          contacto.email ? siiElement('MailContacto', contacto.email) : null,
          siiElement('TmstFirmaEnvio', caratula.tmstFirmaEnvio),
        ],
        { version: '1.0' },
      ),
      siiElement('Cesiones', [dteCedido, ...cesiones]),
    ],
    { ID: `AEC-${documentoId(tag)}-SEQ${cesiones.length}` },
  );
  const aec = siiElement('AEC', [documentoAec, signatureFor(documentoAec, keys)], { version: '1.0' });
  return encodeLatin1(`<?xml version="1.0" encoding="ISO-8859-1"?>\n${renderElement(aec, '', 'document')}\n`);
}
