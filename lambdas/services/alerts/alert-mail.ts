/**
 * The e-mails of user alerts (beyond the spec): one alert at once, and the daily digest of the previous
 * day's alerts. Spanish, HTML and text through the platform's mail layout; amounts, dates and RUTs in es-CL formats.
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { ALERT_TYPE_LABEL, JUDICIAL_ALERT_TYPE } from '@domain/alerts/alert-types';
import { CHILE_TIME_ZONE } from '@domain/chile-time';
import { dteTypeName } from '@domain/dte-types';
import { countText, displayRut, formatClp, formatFecha } from '@domain/es-cl-format';
import type { MailMessage } from '../../mail/mail-sender';
import { mailTable, paragraph, renderMail, signInLink, type MailBlock } from '../../mail/templates/mail-layout';
import type { AlertRecord } from '../../store/alert-repository';

/** MailMessage.kind of an alert e-mail (kept with its delivery record). */
export const ALERT_MAIL_KIND = 'alerta';

/** MailMessage.kind of a daily digest. */
export const DIGEST_MAIL_KIND = 'alerta-resumen';

/** The closing line of every alert e-mail: where the user changes what they receive. */
const PREFERENCES_NOTE = 'Puede elegir qué alertas recibe y por qué medio en Radar Cesiones, en "Configurar alertas".';

/**
 * The closing blocks of every alert e-mail: the link to the web app when its address is known, and the preferences
 * note.
 */
function closing(webOrigin: string | undefined): MailBlock[] {
  return [...(webOrigin ? [signInLink(webOrigin)] : []), paragraph(PREFERENCES_NOTE)];
}

/** An ISO instant as 'dd/MM/yyyy HH:mm' in Chile. */
function enChile(instant: string): string {
  return format(new Date(instant), 'dd/MM/yyyy HH:mm', { in: tz(CHILE_TIME_ZONE) });
}

/** What the alert is about as label/value rows: its document, or a judicial alert's case. */
function subjectRows(alert: AlertRecord): string[][] {
  if (alert.tipo === JUDICIAL_ALERT_TYPE) {
    const c = alert.causa;
    return [
      ['Cliente o deudor', `${c.razonSocial || '—'} (${displayRut(c.rut)})`],
      ['Rol', c.rol],
      ['Tribunal', c.tribunal],
      ['Caratulado', c.caratulado],
      ['Fecha de ingreso', formatFecha(c.fechaIngreso)],
    ];
  }
  const d = alert.documento;
  return [
    ['Documento', `${dteTypeName(d.tipoDTE)} N° ${d.folio}`],
    ['Emisor', `${d.emisor.razonSocial} (${displayRut(d.emisor.rut)})`],
    ['Deudor', `${d.deudor.razonSocial} (${displayRut(d.deudor.rut)})`],
    ['Cedente', `${d.cedente.razonSocial} (${displayRut(d.cedente.rut)})`],
    ['Monto cedido', formatClp(d.montoCedido)],
    ['Monto documento', formatClp(d.montoDocumento)],
    ['Vencimiento', formatFecha(d.fechaVencimiento)],
  ];
}

/**
 * An alert's digest cells after its instant and type: document, emisor, deudor, amount ceded; a judicial alert gives
 * its rol and tribunal, the client or debtor, and no amount.
 */
function digestCells(alert: AlertRecord): string[] {
  if (alert.tipo === JUDICIAL_ALERT_TYPE) {
    const c = alert.causa;
    return [`Rol ${c.rol} (${c.tribunal})`, c.razonSocial || displayRut(c.rut), '', ''];
  }
  const d = alert.documento;
  return [
    `${dteTypeName(d.tipoDTE)} N° ${d.folio}`,
    d.emisor.razonSocial,
    d.deudor.razonSocial,
    formatClp(d.montoCedido),
  ];
}

/**
 * The e-mail of one alert to one user: subject the alert's title, the event's detail and instant, the document
 * (type and folio, emisor, deudor, cedente with RUTs, amounts in CLP, due date) or the court case (party, rol,
 * tribunal, caratulado, filing date), the link 'Ingresar a Radar Cesiones'
 * and where to change preferences.
 * @param to the user's e-mail address.
 * @param webOrigin the web app's address (ServerConfig.webOrigin); without it the e-mail has no link.
 */
export function alertMail(alert: AlertRecord, to: string, webOrigin: string | undefined): MailMessage {
  const bodies = renderMail(alert.titulo, [
    paragraph(`${ALERT_TYPE_LABEL[alert.tipo]}: ${alert.detalle}.`),
    paragraph(`Registrado el ${enChile(alert.fecha)}, cesionario ${displayRut(alert.rutFactoring)}.`),
    mailTable([{ header: 'Dato' }, { header: 'Valor' }], subjectRows(alert)),
    ...closing(webOrigin),
  ]);
  return { to: [to], subject: alert.titulo, ...bodies, kind: ALERT_MAIL_KIND, rutFactoring: alert.rutFactoring };
}

/**
 * The daily digest of one user and factoring: subject 'Resumen de alertas del {dd/MM/yyyy} ({n} alertas)', one table
 * row per alert, oldest first (instant, type, document, emisor, deudor, amount ceded, detail), then the link
 * 'Ingresar a Radar Cesiones'.
 * @param dia 'yyyy-MM-dd' (Chile) the alerts were stored on.
 * @param webOrigin the web app's address (ServerConfig.webOrigin); without it the e-mail has no link.
 */
export function digestMail(
  alerts: readonly AlertRecord[],
  dia: string,
  to: string,
  rutFactoring: string,
  webOrigin: string | undefined,
): MailMessage {
  const fecha = formatFecha(dia);
  const cuantas = countText(alerts.length, 'alerta', 'alertas');
  const table = mailTable(
    [
      { header: 'Fecha', nowrap: true },
      { header: 'Alerta' },
      { header: 'Documento' },
      { header: 'Emisor' },
      { header: 'Deudor' },
      { header: 'Monto cedido', align: 'right', nowrap: true },
      { header: 'Detalle' },
    ],
    alerts.map((alert) => [enChile(alert.fecha), ALERT_TYPE_LABEL[alert.tipo], ...digestCells(alert), alert.detalle]),
  );
  const bodies = renderMail(`Resumen de alertas del ${fecha}`, [
    paragraph(`${cuantas} de las cesiones de ${displayRut(rutFactoring)} registradas el ${fecha}.`),
    table,
    ...closing(webOrigin),
  ]);
  return {
    to: [to],
    subject: `Resumen de alertas del ${fecha} (${cuantas})`,
    ...bodies,
    kind: DIGEST_MAIL_KIND,
    rutFactoring,
  };
}
