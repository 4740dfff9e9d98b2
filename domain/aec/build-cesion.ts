/**
 * One signed Cesion of an AEC (Cesion_v10.xsd): DocumentoCesion with SeqCesion, IdDTE, Cedente (with its
 * authorised signer and sworn declaration), Cesionario, MontoCesion, UltimoVencimiento, eMailDeudor and
 * TmstCesion, followed by its ds:Signature.
 */
import type { AecCesionInput, AecSigningKeys, DteInput } from './build-input';
import { cut, documentoId } from './build-dte';
import { signatureFor } from './build-signature';
import { siiElement, type XmlElement } from './build-xml';

/** ID attribute of the DocumentoCesion of a cesión: 'CES-F{folio}T{tipoDTE}-SEQ{n}'. */
function documentoCesionId(dte: Pick<DteInput, 'folio' | 'tipoDTE'>, seq: number): string {
  return `CES-${documentoId(dte)}-SEQ${seq}`;
}

/** Builds the Cesion element (version 1.0) of the cesión number `seq` (1-based). Input is assumed validated. */
export function buildCesionElement(
  dte: DteInput,
  cesion: AecCesionInput,
  seq: number,
  keys: AecSigningKeys,
): XmlElement {
  const documento = siiElement(
    'DocumentoCesion',
    [
      siiElement('SeqCesion', seq),
      siiElement('IdDTE', [
        siiElement('TipoDTE', dte.tipoDTE),
        siiElement('RUTEmisor', dte.emisor.rut),
        siiElement('RUTReceptor', dte.receptor.rut),
        siiElement('Folio', dte.folio),
        siiElement('FchEmis', dte.fechaEmision),
        siiElement('MntTotal', dte.totales.montoTotal),
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
    { ID: documentoCesionId(dte, seq) },
  );
  return siiElement('Cesion', [documento, signatureFor(documento, keys)], { version: '1.0' });
}
