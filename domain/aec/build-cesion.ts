/**
 * One signed Cesion of an AEC (Cesion_v10.xsd): DocumentoCesion with SeqCesion, IdDTE, Cedente (with its
 * authorised signer and sworn declaration), Cesionario, MontoCesion, UltimoVencimiento, eMailDeudor and
 * TmstCesion, followed by its ds:Signature.
 */
import type { AecCesionInput, AecSigningKeys, DteInput } from './build-input';
import { cut, documentoId } from './build-dte';
import { signatureFor } from './build-signature';
import { siiElement, type XmlElement } from './build-xml';
import type { AecIdDte } from './validate';

/** ID attribute of the DocumentoCesion of a cesión: 'CES-F{folio}T{tipoDTE}-SEQ{n}'. */
function documentoCesionId(dte: { folio: number; tipoDTE: number }, seq: number): string {
  return `CES-${documentoId(dte)}-SEQ${seq}`;
}

/** The IdDTE every DocumentoCesion repeats, taken from the DTE being written. */
export function idDteOf(dte: DteInput): AecIdDte {
  return {
    tipoDTE: dte.tipoDTE,
    rutEmisor: dte.emisor.rut,
    rutReceptor: dte.receptor.rut,
    folio: dte.folio,
    fechaEmision: dte.fechaEmision,
    montoTotal: dte.totales.montoTotal,
  };
}

/**
 * Builds the Cesion element (version 1.0) of the cesión number `seq` (1-based) of the DTE `idDte`, signed with
 * `keys.firma`. Input is assumed validated (build-validate.ts).
 */
export function buildCesionElement(
  idDte: AecIdDte,
  cesion: AecCesionInput,
  seq: number,
  keys: Pick<AecSigningKeys, 'sha1' | 'firma'>,
): XmlElement {
  const documento = siiElement(
    'DocumentoCesion',
    [
      siiElement('SeqCesion', seq),
      siiElement('IdDTE', [
        siiElement('TipoDTE', idDte.tipoDTE),
        siiElement('RUTEmisor', idDte.rutEmisor),
        siiElement('RUTReceptor', idDte.rutReceptor),
        siiElement('Folio', idDte.folio),
        siiElement('FchEmis', idDte.fechaEmision),
        siiElement('MntTotal', idDte.montoTotal),
      ]),
      siiElement('Cedente', [
        siiElement('RUT', cesion.cedente.rut),
        siiElement('RazonSocial', cesion.cedente.razonSocial),
        siiElement('Direccion', cesion.cedente.direccion),
        siiElement('eMail', cesion.cedente.email),
        siiElement('RUTAutorizado', [
          siiElement('RUT', cesion.autorizado.rut),
          siiElement('Nombre', cut(cesion.autorizado.nombre, 40)),
        ]),
        cesion.declaracionJurada ? siiElement('DeclaracionJurada', cesion.declaracionJurada) : null,
      ]),
      siiElement('Cesionario', [
        siiElement('RUT', cesion.cesionario.rut),
        siiElement('RazonSocial', cesion.cesionario.razonSocial),
        siiElement('Direccion', cesion.cesionario.direccion),
        siiElement('eMail', cesion.cesionario.email),
      ]),
      siiElement('MontoCesion', cesion.montoCesion),
      siiElement('UltimoVencimiento', cesion.ultimoVencimiento),
      cesion.eMailDeudor ? siiElement('eMailDeudor', cesion.eMailDeudor) : null,
      siiElement('TmstCesion', cesion.tmstCesion),
    ],
    { ID: documentoCesionId(idDte, seq) },
  );
  return siiElement('Cesion', [documento, signatureFor(documento, keys)], { version: '1.0' });
}
