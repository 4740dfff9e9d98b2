/**
 * The e-mails of a masivo prior consultation (core-platform §2 Masivo: "an e-mail with the result will arrive"; §7
 * consultapreviaasincrono "the result is e-mailed later"; §8 'Ocurrió un error durante la consulta masiva.'): the
 * result as a table and as the same .xlsx the single tab's 'Exportar a excel' writes (every row, typed cells, with the
 * reasons), or the failure with its reason.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from '@domain/chile-time';
import type { ConsultaMasiva, ConteoVeredictos } from '@domain/consulta-previa/consulta-masiva';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import { ERROR_MASIVO } from '@domain/consulta-previa/messages';
import { countText, displayRut } from '@domain/es-cl-format';
// One writer for the browser's export and this attachment: both are plain exceljs over the same sheet model.
import { consultaPreviaSheet } from '@domain/consulta-previa/consulta-previa-sheet';
import { SIN_INFORMACION } from '@domain/consulta-previa/financiable';
import { writeXlsx } from '@domain/exports/write-xlsx';
import type { MailMessage } from '../../mail/mail-sender';
import { mailTable, paragraph, renderMail } from '../../mail/templates/mail-layout';

/** MailMessage.kind of these e-mails (kept with their delivery records). */
export const CONSULTA_MASIVA_MAIL_KIND = 'consulta-previa-masiva';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An ISO instant as 'dd/MM/yyyy HH:mm' in Chile. */
function enChile(instant: string): string {
  return format(new Date(instant), 'dd/MM/yyyy HH:mm', { in: tz(CHILE_TIME_ZONE) });
}

function solicitud(consulta: ConsultaMasiva) {
  return paragraph(
    `Consulta previa masiva de ${displayRut(consulta.rutFactoring)} solicitada por ${consulta.solicitadaPor} el ${enChile(consulta.creadaEn)}: ${countText(consulta.dtes.length, 'documento', 'documentos')}.`,
  );
}

/** 'Sí: 3, Con reparos: 1, No: 2', with 'Sin información (SII no respondió): n' before No when n > 0. */
export function conteoTexto(conteo: ConteoVeredictos): string {
  const sinInformacion = conteo.sinInformacion ? `, ${SIN_INFORMACION}: ${conteo.sinInformacion}` : '';
  return `Sí: ${conteo.si}, Con reparos: ${conteo.conReparos}${sinInformacion}, No: ${conteo.no}`;
}

/**
 * The result e-mail: subject 'Resultado de la consulta previa masiva ({n} documentos)', a paragraph with who asked
 * and when, the counts by '¿Financiable?', one table row per document (rut emisor, tipo number, folio, estado, tenedor,
 * verdict; narrow enough for a phone) and the .xlsx of every row with the type names and reasons (ConsultaPrevia.xlsx).
 * @param rows the service's rows in request order.
 */
export async function resultadoMail(
  consulta: ConsultaMasiva,
  rows: readonly ConsultaPreviaRow[],
  conteo: ConteoVeredictos,
): Promise<MailMessage> {
  const sheet = consultaPreviaSheet(rows);
  const table = mailTable(
    [
      { header: 'Rut Emisor', nowrap: true },
      { header: 'Tipo', align: 'right' },
      { header: 'Folio', align: 'right' },
      { header: 'Estado' },
      { header: 'Tenedor', nowrap: true },
      { header: '¿Financiable?' },
    ],
    rows.map((row) => [
      displayRut(row.rutEmisor),
      String(row.tipoDTE),
      String(row.folioDTE),
      row.estado,
      row.tenedor ? displayRut(row.tenedor) : '',
      row.financiable,
    ]),
  );
  const bodies = renderMail('Resultado de la consulta previa masiva', [
    solicitud(consulta),
    paragraph(`¿Financiable? ${conteoTexto(conteo)}.`),
    table,
    paragraph('El archivo adjunto trae cada documento con la glosa del SII y los motivos de su veredicto.'),
  ]);
  return {
    to: [consulta.email],
    subject: `Resultado de la consulta previa masiva (${countText(rows.length, 'documento', 'documentos')})`,
    ...bodies,
    attachments: [{ filename: sheet.fileName, contentType: XLSX_TYPE, content: await writeXlsx(sheet) }],
    kind: CONSULTA_MASIVA_MAIL_KIND,
    rutFactoring: consulta.rutFactoring,
  };
}

/** The failure e-mail: §8's 'Ocurrió un error durante la consulta masiva.' with the reason and who asked. */
export function fallidaMail(consulta: ConsultaMasiva, motivo: string): MailMessage {
  const bodies = renderMail(ERROR_MASIVO, [
    solicitud(consulta),
    paragraph(`Motivo: ${motivo}`),
    paragraph('Puede intentarlo nuevamente desde Consulta previa.'),
  ]);
  return {
    to: [consulta.email],
    subject: 'Consulta previa masiva: ocurrió un error',
    ...bodies,
    kind: CONSULTA_MASIVA_MAIL_KIND,
    rutFactoring: consulta.rutFactoring,
  };
}
