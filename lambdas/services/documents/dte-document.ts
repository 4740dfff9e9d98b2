/**
 * The printable content of the DTE inside a stored AEC (DTECedido/DocumentoDTECedido/DTE), as the DTE PDF
 * shows it. Source: SII DTE_v10.xsd (Encabezado, Detalle, Referencia, TED); every value is read as the SII
 * wrote it (text), amounts as numbers.
 */
import { decodeXmlBytes } from '@domain/xml/decode-bytes';
import { readSiiXml, SiiXmlError } from '@domain/xml/read-sii-xml';
import { childNode, childNodes, childText, requireNode, requireText, type XmlNode } from '@domain/xml/xml-node';

/** Issuer or receiver of the DTE. */
export interface DteParty {
  rut: string;
  razonSocial: string;
  giro: string | null;
  direccion: string | null;
  comuna: string | null;
  ciudad: string | null;
}

/** One Detalle line. */
export interface DteItem {
  linea: number;
  nombre: string;
  descripcion: string | null;
  cantidad: number | null;
  unidad: string | null;
  precio: number | null;
  monto: number;
}

/** One Referencia line. */
export interface DteReference {
  linea: number;
  tipoDocumento: string;
  folio: string;
  /** 'yyyy-MM-dd' */
  fecha: string | null;
  razon: string | null;
}

/** The DTE as printed: identity, parties, items, totals (CLP), references and the TED text. */
export interface DteDocument {
  tipoDTE: number;
  folio: number;
  /** 'yyyy-MM-dd' */
  fechaEmision: string;
  emisor: DteParty;
  receptor: DteParty;
  items: DteItem[];
  totales: { neto: number | null; exento: number | null; tasaIva: number | null; iva: number | null; total: number };
  referencias: DteReference[];
  /** The TED element exactly as written, without whitespace between tags; null when absent. */
  ted: string | null;
}

const DTE_BODIES = ['Documento', 'Liquidacion', 'Exportaciones'] as const;

/**
 * Reads the DTE of AEC bytes (ISO-8859-1 or UTF-8) for printing.
 * @throws SiiXmlError when the bytes are not safe XML or a required DTE element (TipoDTE, Folio, FchEmis,
 *   RUTEmisor, RznSoc, RUTRecep, RznSocRecep, MntTotal) is missing.
 */
export function readDteDocument(aecBytes: Uint8Array): DteDocument {
  const root = readSiiXml(aecBytes);
  const documentoAec = childNode(childNode(root, 'AEC') ?? root, 'DocumentoAEC');
  if (!documentoAec) throw new SiiXmlError('El XML no es un AEC');
  const dte = requireNode(
    requireNode(
      requireNode(requireNode(documentoAec, 'Cesiones', 'DocumentoAEC'), 'DTECedido', 'Cesiones'),
      'DocumentoDTECedido',
      'DTECedido',
    ),
    'DTE',
    'DocumentoDTECedido',
  );
  const body = DTE_BODIES.map((name) => childNode(dte, name)).find((node) => node !== undefined);
  if (!body) throw new SiiXmlError('Falta el elemento DTE/Documento');
  const encabezado = requireNode(body, 'Encabezado', 'DTE/Documento');
  const idDoc = requireNode(encabezado, 'IdDoc', 'Encabezado');
  const totales = requireNode(encabezado, 'Totales', 'Encabezado');
  return {
    tipoDTE: Number(requireText(idDoc, 'TipoDTE', 'IdDoc')),
    folio: Number(requireText(idDoc, 'Folio', 'IdDoc')),
    fechaEmision: requireText(idDoc, 'FchEmis', 'IdDoc'),
    emisor: readParty(requireNode(encabezado, 'Emisor', 'Encabezado'), {
      rut: 'RUTEmisor',
      razonSocial: 'RznSoc',
      giro: 'GiroEmis',
      direccion: 'DirOrigen',
      comuna: 'CmnaOrigen',
      ciudad: 'CiudadOrigen',
    }),
    receptor: readParty(requireNode(encabezado, 'Receptor', 'Encabezado'), {
      rut: 'RUTRecep',
      razonSocial: 'RznSocRecep',
      giro: 'GiroRecep',
      direccion: 'DirRecep',
      comuna: 'CmnaRecep',
      ciudad: 'CiudadRecep',
    }),
    items: childNodes(body, 'Detalle').map((line, i) => ({
      linea: numberOr(childText(line, 'NroLinDet')) ?? i + 1,
      nombre: childText(line, 'NmbItem') ?? '',
      descripcion: childText(line, 'DscItem') || null,
      cantidad: numberOr(childText(line, 'QtyItem')),
      unidad: childText(line, 'UnmdItem') || null,
      precio: numberOr(childText(line, 'PrcItem')),
      monto: numberOr(childText(line, 'MontoItem')) ?? 0,
    })),
    totales: {
      neto: numberOr(childText(totales, 'MntNeto')),
      exento: numberOr(childText(totales, 'MntExe')),
      tasaIva: numberOr(childText(totales, 'TasaIVA')),
      iva: numberOr(childText(totales, 'IVA')),
      total: Number(requireText(totales, 'MntTotal', 'Totales')),
    },
    referencias: childNodes(body, 'Referencia').map((ref, i) => ({
      linea: numberOr(childText(ref, 'NroLinRef')) ?? i + 1,
      tipoDocumento: childText(ref, 'TpoDocRef') ?? '',
      folio: childText(ref, 'FolioRef') ?? '',
      fecha: childText(ref, 'FchRef') || null,
      razon: childText(ref, 'RazonRef') || null,
    })),
    ted: tedText(decodeXmlBytes(aecBytes)),
  };
}

type PartyTags = Record<keyof DteParty, string>;

function readParty(node: XmlNode, tags: PartyTags): DteParty {
  return {
    rut: requireText(node, tags.rut, 'Encabezado'),
    razonSocial: requireText(node, tags.razonSocial, 'Encabezado'),
    giro: childText(node, tags.giro) || null,
    direccion: childText(node, tags.direccion) || null,
    comuna: childText(node, tags.comuna) || null,
    ciudad: childText(node, tags.ciudad) || null,
  };
}

function numberOr(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The first TED element of the text, namespace prefixes kept, whitespace between tags removed. */
function tedText(xml: string): string | null {
  const match = /<(?:\w+:)?TED[\s>][\s\S]*?<\/(?:\w+:)?TED>/.exec(xml);
  return match ? match[0].replace(/>\s+</g, '><') : null;
}
