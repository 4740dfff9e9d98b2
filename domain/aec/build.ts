/**
 * Writes an AEC (Archivo Electrónico de Cesión) exactly as the SII serves it: ISO-8859-1 XML valid against
 * AEC_v10.xsd, with the ceded DTE (timbre included), every cesión of the chain and real XML-DSig signatures
 * (RSA-SHA1, inclusive C14N) made with the injected keys.
 * Source: the SII's schema_cesion 2019-12-12 (AEC_v10.xsd, DTECedido_v10.xsd, Cesion_v10.xsd) and its
 * sample AEC--76354771-K--33--170--SEQ-2.xml (layout of Caratula, DTECedido and Cesion).
 */
import type { AecBuildInput, AecSigningKeys } from './build-input';
import { buildCesionElement, idDteOf } from './build-cesion';
import { buildDteElement } from './build-dte';
import { dteCedidoElement, writeAec } from './build-envelope';
import { validateAecInput } from './build-validate';

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
  const idDte = idDteOf(dte);
  return writeAec(
    dte,
    { rutCedente: last.cedente.rut, rutCesionario: last.cesionario.rut, contacto, tmstFirmaEnvio: last.tmstCesion },
    dteCedidoElement(dte, buildDteElement(dte, keys), first.tmstCesion, keys),
    cesiones.map((cesion, index) => buildCesionElement(idDte, cesion, index + 1, keys)),
    keys,
  );
}
