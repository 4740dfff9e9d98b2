/**
 * The signed DTE inside an AEC's DTECedido: Documento (33, 34, 46) or Liquidacion (43) with its timbre
 * (TED: DD signed with the CAF key, CAF/DA signed by the SII) and its ds:Signature.
 * Source: DTE_v10.xsd of the SII's schema_cesion (element order and lengths), and the SII's rule that the
 * timbre signs the DD element as written, without whitespace between tags, in ISO-8859-1.
 */
import type { AecSigningKeys, DteInput, DteItemInput } from './build-input';
import { signatureFor } from './build-signature';
import { compact, encodeLatin1, renderElement, SII_NS, siiElement, type XmlElement } from './build-xml';

/** ID attribute of the Documento/Liquidacion element of a DTE: 'F{folio}T{tipoDTE}'. */
export function documentoId(dte: { folio: number; tipoDTE: number }): string {
  return `F${dte.folio}T${dte.tipoDTE}`;
}

/** Builds the DTE element (version 1.0) with its timbre and signature. Input is assumed validated. */
export function buildDteElement(dte: DteInput, keys: AecSigningKeys): XmlElement {
  const liquidacion = dte.tipoDTE === 43;
  const documento = siiElement(
    liquidacion ? 'Liquidacion' : 'Documento',
    [
      encabezado(dte),
      ...dte.items.map((item, index) => detalle(item, index + 1, liquidacion)),
      ...dte.referencias.map((ref, index) =>
        siiElement('Referencia', [
          siiElement('NroLinRef', index + 1),
          siiElement('TpoDocRef', ref.tipoDocRef),
          siiElement('FolioRef', ref.folioRef),
          siiElement('FchRef', ref.fechaRef),
          ref.razonRef ? siiElement('RazonRef', ref.razonRef) : null,
        ]),
      ),
      liquidacion ? comisionLine(dte) : null,
      timbre(dte, keys),
      siiElement('TmstFirma', dte.timestampFirma),
    ],
    { ID: documentoId(dte) },
  );
  return siiElement('DTE', [documento, signatureFor(documento, keys)], { version: '1.0' });
}

function encabezado(dte: DteInput): XmlElement {
  const { emisor, receptor, totales } = dte;
  return siiElement('Encabezado', [
    siiElement('IdDoc', [
      siiElement('TipoDTE', dte.tipoDTE),
      siiElement('Folio', dte.folio),
      siiElement('FchEmis', dte.fechaEmision),
      siiElement('FmaPago', dte.formaPago),
      dte.fechaVencimiento ? siiElement('FchVenc', dte.fechaVencimiento) : null,
    ]),
    siiElement('Emisor', [
      siiElement('RUTEmisor', emisor.rut),
      siiElement('RznSoc', emisor.razonSocial),
      siiElement('GiroEmis', emisor.giro),
      emisor.telefono ? siiElement('Telefono', emisor.telefono) : null,
      emisor.email ? siiElement('CorreoEmisor', emisor.email) : null,
      siiElement('Acteco', emisor.acteco),
      siiElement('DirOrigen', emisor.direccion),
      siiElement('CmnaOrigen', emisor.comuna),
      emisor.ciudad ? siiElement('CiudadOrigen', emisor.ciudad) : null,
    ]),
    siiElement('Receptor', [
      siiElement('RUTRecep', receptor.rut),
      siiElement('RznSocRecep', receptor.razonSocial),
      siiElement('GiroRecep', receptor.giro),
      receptor.contacto ? siiElement('Contacto', receptor.contacto) : null,
      receptor.email ? siiElement('CorreoRecep', receptor.email) : null,
      siiElement('DirRecep', receptor.direccion),
      siiElement('CmnaRecep', receptor.comuna),
      receptor.ciudad ? siiElement('CiudadRecep', receptor.ciudad) : null,
    ]),
    siiElement('Totales', [
      totales.montoNeto !== null ? siiElement('MntNeto', totales.montoNeto) : null,
      totales.montoExento !== null ? siiElement('MntExe', totales.montoExento) : null,
      totales.tasaIva !== null ? siiElement('TasaIVA', totales.tasaIva) : null,
      totales.iva !== null ? siiElement('IVA', totales.iva) : null,
      totales.comisiones
        ? siiElement('Comisiones', [
            siiElement('ValComNeto', totales.comisiones.neto),
            siiElement('ValComExe', totales.comisiones.exento),
            siiElement('ValComIVA', totales.comisiones.iva),
          ])
        : null,
      siiElement('MntTotal', totales.montoTotal),
    ]),
  ]);
}

function detalle(item: DteItemInput, line: number, liquidacion: boolean): XmlElement {
  return siiElement('Detalle', [
    siiElement('NroLinDet', line),
    liquidacion ? siiElement('TpoDocLiq', item.tipoDocLiquidado ?? '33') : null,
    siiElement('NmbItem', item.nombre),
    item.descripcion ? siiElement('DscItem', item.descripcion) : null,
    siiElement('QtyItem', item.cantidad),
    item.unidad ? siiElement('UnmdItem', item.unidad) : null,
    siiElement('PrcItem', item.precioUnitario),
    siiElement('MontoItem', item.montoItem),
  ]);
}

function comisionLine(dte: DteInput): XmlElement | null {
  const comisiones = dte.totales.comisiones;
  if (!comisiones) return null;
  return siiElement('Comisiones', [
    siiElement('NroLinCom', 1),
    siiElement('TipoMovim', 'C'),
    siiElement('Glosa', 'Comision por venta a cuenta de terceros'),
    siiElement('ValComNeto', comisiones.neto),
    siiElement('ValComExe', comisiones.exento),
    siiElement('ValComIVA', comisiones.iva),
  ]);
}

/** TED: DD (with the CAF) signed by the CAF key; the CAF's DA signed by the SII key. */
function timbre(dte: DteInput, keys: AecSigningKeys): XmlElement {
  const da = compact(
    siiElement('DA', [
      siiElement('RE', dte.emisor.rut),
      siiElement('RS', cut(dte.emisor.razonSocial, 40)),
      siiElement('TD', dte.tipoDTE),
      compact(siiElement('RNG', [siiElement('D', dte.caf.desde), siiElement('H', dte.caf.hasta)])),
      siiElement('FA', dte.caf.fechaAutorizacion),
      compact(siiElement('RSAPK', [siiElement('M', keys.caf.modulus), siiElement('E', keys.caf.exponent)])),
      siiElement('IDK', keys.caf.idk),
    ]),
  );
  const caf = compact(
    siiElement('CAF', [da, siiElement('FRMA', keys.sii.sign(timbreBytes(da)), { algoritmo: 'SHA1withRSA' })], {
      version: '1.0',
    }),
  );
  const dd = compact(
    siiElement('DD', [
      siiElement('RE', dte.emisor.rut),
      siiElement('TD', dte.tipoDTE),
      siiElement('F', dte.folio),
      siiElement('FE', dte.fechaEmision),
      siiElement('RR', dte.receptor.rut),
      siiElement('RSR', cut(dte.receptor.razonSocial, 40)),
      siiElement('MNT', dte.totales.montoTotal),
      siiElement('IT1', cut(dte.items[0]?.nombre ?? '', 40)),
      caf,
      siiElement('TSTED', dte.timestampTimbre),
    ]),
  );
  return compact(
    siiElement('TED', [dd, siiElement('FRMT', keys.caf.sign(timbreBytes(dd)), { algoritmo: 'SHA1withRSA' })], {
      version: '1.0',
    }),
  );
}

/** The bytes the SII signs for DD and DA: the element as written in the document, ISO-8859-1. */
function timbreBytes(node: XmlElement): Uint8Array {
  return encodeLatin1(renderElement(node, SII_NS, 'document'));
}

/** The first `max` characters, trimmed (the TED carries the first 40 characters of names). */
export function cut(text: string, max: number): string {
  return text.slice(0, max).trim();
}
