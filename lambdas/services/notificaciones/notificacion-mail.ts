import type { CessionRecord, Party } from '@domain/cession';
import { dteTypeName } from '@domain/dte-types';
import { displayRut, formatClp, formatFecha } from '@domain/es-cl-format';
import type { TipoNotificacion } from '@domain/notificacion/notificacion';
import { downloadStem } from '../documents/stored-aec';
import type { MailAttachment, MailMessage } from '../../mail/mail-sender';
import { mailTable, paragraph, renderMail, type MailBlock } from '../../mail/templates/mail-layout';

/** A held document with its stored AEC, as the notice names and attaches it. */
export interface DocumentoConAec {
  record: CessionRecord;
  aec: Uint8Array;
}

/** What one notice e-mail needs: the debtor's documents (all of one debtor), who notifies, the addresses. */
export interface NotificacionMailInput {
  tipo: TipoNotificacion;
  /** The notifying factoring (normalised RUT and razón social). */
  factoring: Party;
  deudor: Party;
  documentos: readonly DocumentoConAec[];
  to: string[];
}

const TITLES: Record<TipoNotificacion, string> = {
  cesion: 'Notificación de cesión de créditos',
  recesion: 'Notificación de recesión de créditos',
};

const party = (p: Party) =>
  p.razonSocial.trim()
    ? `${p.razonSocial.trim().toUpperCase()} (RUT ${displayRut(p.rut)})`
    : `RUT ${displayRut(p.rut)}`;

/** The fields a cession notice carries for one document (Ley 19.983 art. 7; DS 93 de 2005 de Hacienda). */
function documentBlock(documento: CessionRecord, index: number, total: number): MailBlock[] {
  const rows: [string, string][] = [
    ['Tipo de documento', `${dteTypeName(documento.tipoDTE)} (${documento.tipoDTE})`],
    ['Folio', String(documento.folio)],
    ['Emisor', party(documento.emisor)],
    ['Fecha de emisión', formatFecha(documento.fechaEmision)],
    ['Monto total del documento', formatClp(documento.montoDocumento)],
    ['Fecha de vencimiento', formatFecha(documento.fechaVencimiento)],
    ['Cedente', party(documento.cedente)],
    ['Cesionario', party(documento.cesionario)],
    ['Monto cedido', formatClp(documento.montoCedido)],
    ['Fecha de la cesión', formatFecha(documento.fechaCesion)],
    ['Secuencia de cesión', String(documento.idSecuencia)],
  ];
  return [
    paragraph(`Documento ${index + 1} de ${total}: ${dteTypeName(documento.tipoDTE)} N° ${documento.folio}`),
    mailTable([{ header: 'Campo' }, { header: 'Detalle' }], rows),
  ];
}

/**
 * The AEC attachment of a document: the stored XML as served by the SII, named '{rutEmisor}_{tipo}_{folio}_AEC.xml'.
 */
function aecAttachment({ record, aec }: DocumentoConAec): MailAttachment {
  const stem = downloadStem({ rutEmisor: record.emisor.rut, tipoDTE: record.tipoDTE, folio: record.folio });
  return { filename: `${stem}_AEC.xml`, contentType: 'application/xml', content: aec };
}

/**
 * The notice e-mail to one debtor (core-platform §2 "Notifications screen"): Spanish HTML and text with what Ley 19.983
 * art. 7 and DS 93 ask a cession notice to carry, per document: type, folio, emisor, fecha de emisión, monto,
 * vencimiento, cedente, cesionario (name and RUT), monto cedido and the date of the cession; the AEC of each document
 * attached. Every value comes from the stored cession (`input.documentos[].record`), never from the request.
 * @returns the MailMessage (kind 'notificacion-{tipo}') ready for the MailSender.
 */
export function notificacionMail(input: NotificacionMailInput): MailMessage {
  const { tipo, factoring, deudor, documentos } = input;
  const title = TITLES[tipo];
  const cedidos =
    documentos.length === 1
      ? 'el crédito contenido en el documento tributario electrónico que se detalla fue cedido'
      : 'los créditos contenidos en los documentos tributarios electrónicos que se detallan fueron cedidos';
  const blocks: MailBlock[] = [
    paragraph(`Señores ${party(deudor)}:`),
    paragraph(
      `En conformidad con el artículo 7 de la Ley N° 19.983 y el Decreto Supremo N° 93 de 2005 del Ministerio de Hacienda, ` +
        `${factoring.razonSocial} (RUT ${displayRut(factoring.rut)}) les notifica que ${cedidos}` +
        `${tipo === 'recesion' ? ' nuevamente (recesión)' : ''}. La cesión consta en el Registro Público Electrónico de ` +
        `Transferencia de Créditos del Servicio de Impuestos Internos; en consecuencia, el pago debe efectuarse al cesionario indicado.`,
    ),
    ...documentos.flatMap((documento, index) => documentBlock(documento.record, index, documentos.length)),
    paragraph(
      documentos.length === 1
        ? 'Se adjunta copia del Archivo Electrónico de Cesión (AEC) del documento, tal como consta en el registro del SII.'
        : 'Se adjunta copia del Archivo Electrónico de Cesión (AEC) de cada documento, tal como consta en el registro del SII.',
    ),
    paragraph(`Atentamente, ${factoring.razonSocial}`),
  ];
  return {
    to: input.to,
    subject: deudor.razonSocial.trim()
      ? `${title}: ${deudor.razonSocial.trim().toUpperCase()} (${displayRut(deudor.rut)})`
      : `${title}: RUT ${displayRut(deudor.rut)}`,
    ...renderMail(title, blocks),
    attachments: documentos.map(aecAttachment),
    kind: `notificacion-${tipo}`,
    rutFactoring: factoring.rut,
  };
}
