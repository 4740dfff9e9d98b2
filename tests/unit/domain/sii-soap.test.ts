import { describe, expect, it } from 'vitest';
import { EVENT_DESCRIPTIONS, parseEventList, parseReceptionDate } from '@domain/sii-soap';
import { SiiXmlError } from '@domain/xml/read-sii-xml';

const NS = 'http://ws.registroreclamodte.diii.sdi.sii.cl';
const envelope = (body: string) =>
  new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`,
  );
const eventsAnswer = (codResp: string, desc: string, items = '') =>
  envelope(
    `<ns2:listarEventosHistDocResponse xmlns:ns2="${NS}"><return><codResp>${codResp}</codResp><descResp>${desc}</descResp>${items}</return></ns2:listarEventosHistDocResponse>`,
  );
const item = (cod: string, desc: string, rut: string, dv: string, fecha: string) =>
  `<listaEventosDoc><codEvento>${cod}</codEvento><descEvento>${desc}</descEvento><rutResponsable>${rut}</rutResponsable><dvResponsable>${dv}</dvResponsable><fechaEvento>${fecha}</fechaEvento></listaEventosDoc>`;

describe('parseEventList (listarEventosHistDoc)', () => {
  it('codResp 15: lists the events in order, fecha normalised, responsable as a RUT', () => {
    const bytes = eventsAnswer(
      '15',
      'Se entregan eventos del documento',
      item('ACD', 'Acepta Contenido del Documento', '96790240', '3', '05-04-2019 12:34:56') +
        item('CED', 'DTE Cedido', '76354771', 'k', '01-04-2019 10:22:02'),
    );
    expect(parseEventList(bytes)).toEqual([
      {
        codigo: 'ACD',
        descripcion: 'Acepta Contenido del Documento',
        fecha: '2019-04-05 12:34:56',
        responsable: '96790240-3',
      },
      { codigo: 'CED', descripcion: 'DTE Cedido', fecha: '2019-04-01 10:22:02', responsable: '76354771-K' },
    ]);
  });
  it('codResp 15 with a single event still gives a list', () => {
    const bytes = eventsAnswer(
      '15',
      'ok',
      item('NCA', 'Recepción de NC de Anulación', '96790240', '3', '06-04-2019 08:00:00'),
    );
    expect(parseEventList(bytes)).toHaveLength(1);
  });
  it('codResp 16: an empty list', () => {
    expect(parseEventList(eventsAnswer('16', 'No existen eventos para el documento'))).toEqual([]);
  });
  it.each(['0', '14', '99', ''])('codResp %j: null (the SII gave no list)', (code) => {
    expect(parseEventList(eventsAnswer(code, 'error'))).toBeNull();
  });
  it('a SOAP Fault: null', () => {
    const fault = envelope(
      '<soap:Fault><faultcode>soap:Server</faultcode><faultstring>boom</faultstring></soap:Fault>',
    );
    expect(parseEventList(fault)).toBeNull();
  });
  it('an event with a bad date or RUT is a clear error', () => {
    expect(() => parseEventList(eventsAnswer('15', 'ok', item('ACD', 'x', '96790240', '3', '2019/04/05')))).toThrow(
      /listaEventosDoc\[1\]: fechaEvento inválida/,
    );
    expect(() =>
      parseEventList(eventsAnswer('15', 'ok', item('ACD', 'x', '96790240', '4', '05-04-2019 12:00:00'))),
    ).toThrow(/RUT responsable inválido '96790240-4'/);
  });
  it('something that is not the expected SOAP answer is a SiiXmlError', () => {
    expect(() => parseEventList(new TextEncoder().encode('<a/>'))).toThrow(SiiXmlError);
    expect(() => parseEventList(envelope('<other/>'))).toThrow(/listarEventosHistDocResponse/);
  });
});

describe('parseReceptionDate (consultarFechaRecepcionSii)', () => {
  const answer = (value: string) =>
    envelope(
      `<ns2:consultarFechaRecepcionSiiResponse xmlns:ns2="${NS}"><return>${value}</return></ns2:consultarFechaRecepcionSiiResponse>`,
    );
  it("normalises 'dd-MM-yyyy HH:mm:ss'", () => {
    expect(parseReceptionDate(answer('04-04-2019 16:08:41'))).toBe('2019-04-04 16:08:41');
  });
  it('an empty return is unknown (null)', () => {
    expect(parseReceptionDate(answer(''))).toBeNull();
    expect(parseReceptionDate(envelope(`<ns2:consultarFechaRecepcionSiiResponse xmlns:ns2="${NS}"/>`))).toBeNull();
  });
  it('a bad date is a clear error', () => {
    expect(() => parseReceptionDate(answer('31-02-2019 10:00:00'))).toThrow(/fecha inválida/);
  });
});

describe('EVENT_DESCRIPTIONS', () => {
  it('has the SII description of every known event code', () => {
    expect(EVENT_DESCRIPTIONS).toEqual({
      ACD: 'Acepta Contenido del Documento',
      RCD: 'Reclamo al Contenido del Documento',
      ERM: 'Otorga Recibo de Mercaderías o Servicios',
      RFP: 'Reclamo por Falta Parcial de Mercaderías',
      RFT: 'Reclamo por Falta Total de Mercaderías',
      NCA: 'Recepción de NC de Anulación que referencia al documento',
      ENC: 'Recepción de NC, distinta de anulación, que referencia al documento',
      CED: 'DTE Cedido',
      PAG: 'DTE Pagado al Contado',
    });
  });
});
