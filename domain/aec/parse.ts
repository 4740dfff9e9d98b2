/**
 * Reads an AEC (Archivo Electrónico de Cesión) as the SII serves it.
 * Source: SII schemas AEC_v10.xsd, Cesion_v10.xsd, DTECedido_v10.xsd, DTE_v10.xsd (schema_cesion 2019-12-12);
 * consistency rules as cl-sii (cl_sii.rtc.data_models_aec), see ./validate.ts.
 */
import { readRut, readInteger, readOptionalEmail } from '../sii-values';
import { isIsoDate, toIsoDateTime } from '../sii-dates';
import { readSiiXml, SiiXmlError } from '../xml/read-sii-xml';
import { childNode, childNodes, childText, requireNode, requireText, textOf, type XmlNode } from '../xml/xml-node';
import { AecValidationError } from './errors';
import { validateAec, type AecIdDte, type ReadCesion } from './validate';
import type { Aec, AecCaratula, AecCesion, AecDteIdentity, AecEmisorContacto, AecParty } from './types';

/** DTE_v10.xsd: a DTE holds one of these, each with an Encabezado. */
const DTE_BODIES = ['Documento', 'Liquidacion', 'Exportaciones'] as const;

/**
 * Parses AEC bytes (ISO-8859-1 or UTF-8, per the XML declaration) whose root is AEC, or DocumentoAEC
 * (the signed part alone, as in canonicalised copies).
 * The DTE identity comes from the DTE's Encabezado inside DTECedido; each cesión's IdDTE is checked against it.
 * A cesión whose Cedente has no RazonSocial takes the emisor's RznSoc when the cedente is the emisor, or the
 * previous cesionario's razón social when it is that cesionario.
 * @returns the Caratula, the DTE, the emisor's contact (CorreoEmisor, first non-empty Telefono), the cesiones
 *   ordered by SeqCesion (each with its cedente's DeclaracionJurada and RUTAutorizado) and `current` (the last).
 * @throws SiiXmlError when the bytes are not safe well-formed XML, not an AEC, or miss a required element.
 * @throws AecValidationError (a SiiXmlError) naming the broken rule: format, not-cedible, sequence, id-dte,
 *   monto, chain, caratula.
 */
export function parseAec(bytes: Uint8Array): Aec {
  return readAec(readSiiXml(bytes));
}

/**
 * The AEC of a tree already read by readSiiXml (for callers that first tell a reading failure from a rule
 * failure); same result and errors as {@link parseAec} after reading.
 */
export function readAec(root: XmlNode): Aec {
  const documento = documentoAec(root);
  const caratula = readCaratula(requireNode(documento, 'Caratula', 'DocumentoAEC'));
  const cesionesNode = requireNode(documento, 'Cesiones', 'DocumentoAEC');
  const dteCedido = requireNode(cesionesNode, 'DTECedido', 'Cesiones');
  const dte = readDteIdentity(dteOfCedido(dteCedido));
  const read: ReadCesion[] = [];
  for (const cesionNode of childNodes(cesionesNode, 'Cesion')) {
    read.push(readCesion(requireNode(cesionNode, 'DocumentoCesion', 'Cesion'), dte, read.at(-1)?.cesion));
  }
  validateAec(caratula, dte, read);
  const cesiones = read.map((r) => r.cesion);
  return {
    caratula,
    dte,
    contactoEmisor: readContactoEmisor(dteCedido),
    cesiones,
    current: cesiones[cesiones.length - 1]!,
  };
}

function documentoAec(root: XmlNode): XmlNode {
  const aec = childNode(root, 'AEC');
  if (aec) return requireNode(aec, 'DocumentoAEC', 'AEC');
  const documento = childNode(root, 'DocumentoAEC');
  if (documento) return documento;
  throw new SiiXmlError(`El XML no es un AEC: raíz '${Object.keys(root)[0] ?? ''}' en vez de AEC`);
}

function readCaratula(node: XmlNode): AecCaratula {
  const path = 'Caratula';
  return {
    rutCedente: rut(requireText(node, 'RutCedente', path), `${path}/RutCedente`),
    rutCesionario: rut(requireText(node, 'RutCesionario', path), `${path}/RutCesionario`),
    nmbContacto: childText(node, 'NmbContacto') || null,
    mailContacto: readOptionalEmail(childText(node, 'MailContacto')),
    tmstFirmaEnvio: timestamp(requireText(node, 'TmstFirmaEnvio', path), `${path}/TmstFirmaEnvio`),
  };
}

/** The DTE inside DTECedido. @throws SiiXmlError when an element on the way is missing. */
function dteOfCedido(dteCedido: XmlNode): XmlNode {
  return requireNode(requireNode(dteCedido, 'DocumentoDTECedido', 'DTECedido'), 'DTE', 'DocumentoDTECedido');
}

/** The Encabezado of a DTE element. @throws SiiXmlError when an element on the way is missing. */
function dteEncabezado(dte: XmlNode): XmlNode {
  const body = DTE_BODIES.map((name) => childNode(dte, name)).find((n) => n !== undefined);
  if (!body) throw new SiiXmlError('Falta el elemento DTE/Documento (o Liquidacion, Exportaciones)');
  return requireNode(body, 'Encabezado', 'DTE/Documento');
}

function readContactoEmisor(dteCedido: XmlNode): AecEmisorContacto {
  const emisor = requireNode(dteEncabezado(dteOfCedido(dteCedido)), 'Emisor', 'Encabezado');
  const telefono = childNodes(emisor, 'Telefono')
    .map(textOf)
    .map((t) => t.trim())
    .find((t) => t !== '');
  return { correo: readOptionalEmail(childText(emisor, 'CorreoEmisor')), telefono: telefono ?? null };
}

/**
 * The identity of a DTE element (DTE_v10.xsd Encabezado: IdDoc, Emisor, Receptor, Totales), as parsed by readSiiXml.
 * @throws SiiXmlError when a required element is missing; AecValidationError 'format' for a bad RUT, number or date.
 */
export function readDteIdentity(dte: XmlNode): AecDteIdentity {
  const encabezado = dteEncabezado(dte);
  const idDoc = requireNode(encabezado, 'IdDoc', 'Encabezado');
  const emisor = requireNode(encabezado, 'Emisor', 'Encabezado');
  const receptor = requireNode(encabezado, 'Receptor', 'Encabezado');
  const totales = requireNode(encabezado, 'Totales', 'Encabezado');
  return {
    tipoDTE: integer(requireText(idDoc, 'TipoDTE', 'IdDoc'), 'IdDoc/TipoDTE'),
    folio: integer(requireText(idDoc, 'Folio', 'IdDoc'), 'IdDoc/Folio'),
    fechaEmision: date(requireText(idDoc, 'FchEmis', 'IdDoc'), 'IdDoc/FchEmis'),
    rutEmisor: rut(requireText(emisor, 'RUTEmisor', 'Emisor'), 'Emisor/RUTEmisor'),
    razonSocialEmisor: requireText(emisor, 'RznSoc', 'Emisor'),
    rutReceptor: rut(requireText(receptor, 'RUTRecep', 'Receptor'), 'Receptor/RUTRecep'),
    razonSocialReceptor: requireText(receptor, 'RznSocRecep', 'Receptor'),
    montoTotal: integer(requireText(totales, 'MntTotal', 'Totales'), 'Totales/MntTotal'),
  };
}

function readCesion(node: XmlNode, dte: AecDteIdentity, previous: AecCesion | undefined): ReadCesion {
  const path = 'DocumentoCesion';
  const seq = integer(requireText(node, 'SeqCesion', path), `${path}/SeqCesion`);
  const at = `${path}[SeqCesion=${seq}]`;
  const cedenteNode = requireNode(node, 'Cedente', at);
  const cedente = readParty(cedenteNode, `${at}/Cedente`, (partyRut) => {
    if (partyRut === dte.rutEmisor) return dte.razonSocialEmisor;
    return previous?.cesionario.rut === partyRut ? previous.cesionario.razonSocial : undefined;
  });
  const cesionario = readParty(requireNode(node, 'Cesionario', at), `${at}/Cesionario`, () => undefined);
  const ultimoVencimiento = childText(node, 'UltimoVencimiento');
  return {
    cesion: {
      seq,
      cedente,
      cesionario,
      montoCesion: integer(requireText(node, 'MontoCesion', at), `${at}/MontoCesion`),
      ultimoVencimiento: ultimoVencimiento ? date(ultimoVencimiento, `${at}/UltimoVencimiento`) : null,
      eMailDeudor: readOptionalEmail(childText(node, 'eMailDeudor')),
      tmstCesion: timestamp(requireText(node, 'TmstCesion', at), `${at}/TmstCesion`),
      declaracionJurada: childText(cedenteNode, 'DeclaracionJurada') || null,
      autorizados: childNodes(cedenteNode, 'RUTAutorizado').map((autorizado) => ({
        rut: rut(requireText(autorizado, 'RUT', `${at}/Cedente/RUTAutorizado`), `${at}/Cedente/RUTAutorizado/RUT`),
        nombre: childText(autorizado, 'Nombre') ?? '',
      })),
    },
    idDte: readIdDte(requireNode(node, 'IdDTE', at), `${at}/IdDTE`),
  };
}

function readIdDte(node: XmlNode, path: string): AecIdDte {
  return {
    tipoDTE: integer(requireText(node, 'TipoDTE', path), `${path}/TipoDTE`),
    rutEmisor: rut(requireText(node, 'RUTEmisor', path), `${path}/RUTEmisor`),
    rutReceptor: rut(requireText(node, 'RUTReceptor', path), `${path}/RUTReceptor`),
    folio: integer(requireText(node, 'Folio', path), `${path}/Folio`),
    fechaEmision: date(requireText(node, 'FchEmis', path), `${path}/FchEmis`),
    montoTotal: integer(requireText(node, 'MntTotal', path), `${path}/MntTotal`),
  };
}

function readParty(node: XmlNode, path: string, fallbackName: (rut: string) => string | undefined): AecParty {
  const partyRut = rut(requireText(node, 'RUT', path), `${path}/RUT`);
  const razonSocial = childText(node, 'RazonSocial') || fallbackName(partyRut);
  if (!razonSocial) throw new SiiXmlError(`Falta el elemento ${path}/RazonSocial`);
  return {
    rut: partyRut,
    razonSocial,
    email: readOptionalEmail(childText(node, 'eMail')),
    direccion: childText(node, 'Direccion') || null,
  };
}

function rut(text: string, path: string): string {
  const value = readRut(text);
  if (value === null) throw new AecValidationError('format', `${path}: RUT inválido '${text}'`);
  return value;
}

function integer(text: string, path: string): number {
  const value = readInteger(text);
  if (value === null) throw new AecValidationError('format', `${path}: número entero inválido '${text}'`);
  return value;
}

function date(text: string, path: string): string {
  if (!isIsoDate(text)) throw new AecValidationError('format', `${path}: fecha inválida '${text}' (yyyy-MM-dd)`);
  return text;
}

function timestamp(text: string, path: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text) || toIsoDateTime(text) === null) {
    throw new AecValidationError('format', `${path}: fecha y hora inválida '${text}' (yyyy-MM-ddTHH:mm:ss)`);
  }
  return text;
}
