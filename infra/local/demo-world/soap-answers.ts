/**
 * The SII's RegistroReclamoDteService SOAP answers for a demo document: listarEventosHistDoc (EVENTOS file)
 * and consultarFechaRecepcionSii (RECEPCION file), exactly in the shapes of SII-PROTOCOLS.md
 * §6 (WSDL registroreclamodteservice.jws). Times 'dd-MM-yyyy HH:mm:ss' Chile local time.
 */
import { COD_RESP_EVENTS, COD_RESP_NO_EVENTS, EVENT_DESCRIPTIONS } from '@domain/sii-soap';
import { formatLocal } from './local-time';
import type { WorldDocument } from './world-model';

const ENVELOPE_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>';
const ENVELOPE_CLOSE = '</soap:Body></soap:Envelope>\n';
const NS = 'xmlns:ns2="http://ws.registroreclamodte.diii.sdi.sii.cl"';

/** What names a document's SII answers. */
type Named = Pick<WorldDocument, 'emisor' | 'tipoDTE' | 'folio'>;

/** The EVENTOS--{rutEmisor}--{tipoDTE}--{folio}.xml name of a document. */
export function eventsFileName(doc: Named): string {
  return `EVENTOS--${doc.emisor.rut}--${doc.tipoDTE}--${doc.folio}.xml`;
}

/** The RECEPCION--{rutEmisor}--{tipoDTE}--{folio}.xml name of a document. */
export function receptionFileName(doc: Named): string {
  return `RECEPCION--${doc.emisor.rut}--${doc.tipoDTE}--${doc.folio}.xml`;
}

/** The listarEventosHistDoc answer (codResp 15 with the events, or 16 without), or null when the SII gives none. */
export function renderEventList(doc: Pick<WorldDocument, 'eventAnswer'>): string | null {
  const answer = doc.eventAnswer;
  if (answer.kind === 'sin-archivo') return null;
  const body =
    answer.kind === 'sin-eventos'
      ? `<codResp>${COD_RESP_NO_EVENTS}</codResp><descResp>No existen eventos para el documento</descResp>`
      : `<codResp>${COD_RESP_EVENTS}</codResp><descResp>Se entregan eventos del documento</descResp>` +
        answer.eventos
          .map((e) => {
            const [body = '', dv = ''] = e.responsable.split('-');
            return (
              `<listaEventosDoc><codEvento>${e.codigo}</codEvento><descEvento>${EVENT_DESCRIPTIONS[e.codigo]}</descEvento>` +
              `<rutResponsable>${body}</rutResponsable><dvResponsable>${dv}</dvResponsable>` +
              `<fechaEvento>${formatLocal(e.fecha, 'dd-MM-yyyy HH:mm:ss')}</fechaEvento></listaEventosDoc>`
            );
          })
          .join('');
  return soap('listarEventosHistDocResponse', body);
}

/** The consultarFechaRecepcionSii answer (empty return when the SII does not know it), or null for no file. */
export function renderReceptionDate(doc: Pick<WorldDocument, 'receptionAnswer' | 'recepcion'>): string | null {
  if (doc.receptionAnswer === 'sin-archivo') return null;
  const fecha = doc.receptionAnswer === 'fecha' ? formatLocal(doc.recepcion, 'dd-MM-yyyy HH:mm:ss') : '';
  return soap('consultarFechaRecepcionSiiResponse', fecha);
}

/**
 * The SIN-SERVICIO--{rutEmisor}--{tipoDTE}--{folio}.txt name: a marker telling the local SII to answer HTTP 503 to
 * every question about the document (infra/local/sii/sii-files.ts), so the platform's handling of an SII that does not
 * answer can be seen on demand.
 */
export function outOfServiceFileName(doc: Named): string {
  return `SIN-SERVICIO--${doc.emisor.rut}--${doc.tipoDTE}--${doc.folio}.txt`;
}

function soap(response: string, content: string): string {
  return `${ENVELOPE_OPEN}<ns2:${response} ${NS}><return>${content}</return></ns2:${response}>${ENVELOPE_CLOSE}`;
}
