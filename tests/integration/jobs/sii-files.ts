/**
 * Hand-written SII answers for refresh tests, in the formats of SII-PROTOCOLS.md §4 and §6
 * (period TXT, listarEventosHistDoc and consultarFechaRecepcionSii SOAP answers).
 */

/** The 18 columns of a period answer, in the SII's order. */
const PERIOD_HEADER =
  'VENDEDOR;ESTADO_CESION;DEUDOR;MAIL_DEUDOR;TIPO_DOC;NOMBRE_DOC;FOLIO_DOC;FCH_EMIS_DTE;MNT_TOTAL;CEDENTE;RZ_CEDENTE;MAIL_CEDENTE;CESIONARIO;RZ_CESIONARIO;MAIL_CESIONARIO;FCH_CESION;MNT_CESION;FCH_VENCIMIENTO';

/** A TXT period answer: DATOS_CONSULTA line, header line and the given ';' rows. Dates ddMMyyyy. */
export function periodTxt(
  rut: string,
  tipoConsulta: 'CEDENTE' | 'CESIONARIO' | 'DEUDOR',
  desde: string,
  hasta: string,
  rows: string[],
): string {
  return [
    `DATOS_CONSULTA; RUT=${rut};TIPO_CONSULTA=${tipoConsulta};DESDE_DDMMAAAA=${desde};HASTA_DDMMAAAA=${hasta}`,
    PERIOD_HEADER,
    ...rows,
    '',
  ].join('\n');
}

/** A listarEventosHistDoc answer with codResp 15 and the given events (fecha 'dd-MM-yyyy HH:mm:ss'). */
export function eventosXml(
  events: { codigo: string; descripcion: string; rut: string; dv: string; fecha: string }[],
): string {
  const list = events
    .map(
      (e) =>
        `<listaEventosDoc><codEvento>${e.codigo}</codEvento><descEvento>${e.descripcion}</descEvento>` +
        `<rutResponsable>${e.rut}</rutResponsable><dvResponsable>${e.dv}</dvResponsable><fechaEvento>${e.fecha}</fechaEvento></listaEventosDoc>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
    '<ns2:listarEventosHistDocResponse xmlns:ns2="http://ws.registroreclamodte.diii.sdi.sii.cl"><return>' +
    `<codResp>15</codResp><descResp>Se entregan eventos del documento</descResp>${list}` +
    '</return></ns2:listarEventosHistDocResponse></soap:Body></soap:Envelope>'
  );
}

/** A consultarFechaRecepcionSii answer ('dd-MM-yyyy HH:mm:ss'). */
export function recepcionXml(fecha: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
    `<ns2:consultarFechaRecepcionSiiResponse xmlns:ns2="http://ws.registroreclamodte.diii.sdi.sii.cl"><return>${fecha}</return>` +
    '</ns2:consultarFechaRecepcionSiiResponse></soap:Body></soap:Envelope>'
  );
}
