/**
 * Writes an AEC (Archivo Electrónico de Cesión) exactly as the SII serves it: ISO-8859-1 XML valid against
 * AEC_v10.xsd, with the ceded DTE (timbre included), every cesión of the chain and real XML-DSig signatures
 * (RSA-SHA1, inclusive C14N) made with the injected keys.
 * Source: the SII's schema_cesion 2019-12-12 (AEC_v10.xsd, DTECedido_v10.xsd, Cesion_v10.xsd) and its
 * sample AEC--76354771-K--33--170--SEQ-2.xml (layout of Caratula, DTECedido and Cesion).
 */
import type { AecBuildInput, AecSigningKeys } from './build-input';
import { buildCesionElement } from './build-cesion';
import { buildDteElement, cut, documentoId } from './build-dte';
import { signatureFor } from './build-signature';
import { validateAecInput } from './build-validate';
import { encodeLatin1, renderElement, siiElement } from './build-xml';

export type { AecBuildInput, AecSigningKeys } from './build-input';
export { AecBuildError } from './build-validate';
export { computeTotales } from './build-totals';

/** The file name the SII gives an AEC: 'AEC--{rutEmisor}--{tipoDTE}--{folio}--SEQ-{n}.xml'. */
export function aecFileName(rutEmisor: string, tipoDTE: number, folio: number, seq: number): string {
  return `AEC--${rutEmisor}--${tipoDTE}--${folio}--SEQ-${seq}.xml`;
}

/**
 * Builds the AEC of a DTE whose chain is `input.cesiones` (SeqCesion 1..n, n = the AEC's SEQ).
 * The Caratula names the last cesión's cedente and cesionario; TmstFirmaEnvio is the last TmstCesion;
 * DocumentoDTECedido/TmstFirma is the first. Same input and keys give the same bytes.
 * @returns the ISO-8859-1 bytes of the document (characters outside ISO-8859-1 as character references).
 * @throws AecBuildError when the input breaks a schema rule (every problem listed).
 */
export function buildAec(input: AecBuildInput, keys: AecSigningKeys): Uint8Array {
  const { dte, cesiones, contacto } = validateAecInput(input);
  const first = cesiones[0]!;
  const last = cesiones[cesiones.length - 1]!;
  const tag = documentoId(dte);

  const documentoDteCedido = siiElement(
    'DocumentoDTECedido',
    [buildDteElement(dte, keys), siiElement('TmstFirma', first.tmstCesion)],
    { ID: `DTEC-${tag}` },
  );
  const documentoAec = siiElement(
    'DocumentoAEC',
    [
      siiElement(
        'Caratula',
        [
          siiElement('RutCedente', last.cedente.rut),
          siiElement('RutCesionario', last.cesionario.rut),
          contacto.nombre ? siiElement('NmbContacto', cut(contacto.nombre, 40)) : null,
          contacto.email ? siiElement('MailContacto', contacto.email) : null,
          siiElement('TmstFirmaEnvio', last.tmstCesion),
        ],
        { version: '1.0' },
      ),
      siiElement('Cesiones', [
        siiElement('DTECedido', [documentoDteCedido, signatureFor(documentoDteCedido, keys)], { version: '1.0' }),
        ...cesiones.map((cesion, index) => buildCesionElement(dte, cesion, index + 1, keys)),
      ]),
    ],
    { ID: `AEC-${tag}-SEQ${cesiones.length}` },
  );
  const aec = siiElement('AEC', [documentoAec, signatureFor(documentoAec, keys)], { version: '1.0' });
  return encodeLatin1(`<?xml version="1.0" encoding="ISO-8859-1"?>\n${renderElement(aec, '', 'document')}\n`);
}
