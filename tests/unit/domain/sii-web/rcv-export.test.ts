import { describe, expect, it } from 'vitest';
import { isPageAnswer, parseRcvExport, rcvCsvText } from '@domain/sii-web/rcv-export';
import { SiiAnswerError } from '@domain/sii-web/sii-answer-error';

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('parseRcvExport (getDetalle{Venta,Compra}Export)', () => {
  it('codRespuesta 0: the CSV lines, header first, accents kept', () => {
    const lines = [
      'Nro;Tipo Doc;Tipo Venta;Rut cliente;Razon Social',
      '1;33;Del Giro;96790240-3;Comercial Ñuñoa Ltda.',
    ];
    const read = parseRcvExport(
      json({
        data: lines,
        nombreArchivo: 'RCV_VENTA_76389992-6_201904.csv',
        metaData: { conversationId: 'X' },
        respEstado: { codRespuesta: 0, msgeRespuesta: null, codError: null },
      }),
    );
    expect(read).toEqual({
      codRespuesta: 0,
      msgeRespuesta: '',
      lines,
      nombreArchivo: 'RCV_VENTA_76389992-6_201904.csv',
    });
    expect(rcvCsvText(lines)).toBe(
      'Nro;Tipo Doc;Tipo Venta;Rut cliente;Razon Social\r\n1;33;Del Giro;96790240-3;Comercial Ñuñoa Ltda.',
    );
  });

  it('codRespuesta 2 (no documents) with data null; a code sent as text', () => {
    expect(
      parseRcvExport(json({ data: null, respEstado: { codRespuesta: '2', msgeRespuesta: 'No existen documentos' } })),
    ).toEqual({
      codRespuesta: 2,
      msgeRespuesta: 'No existen documentos',
      lines: null,
      nombreArchivo: null,
    });
  });

  it('not JSON, no respEstado, or data that is not a list of strings: SiiAnswerError', () => {
    expect(() => parseRcvExport(new TextEncoder().encode('<html>login</html>'))).toThrow(SiiAnswerError);
    expect(() => parseRcvExport(json({ data: [] }))).toThrow(/respEstado/);
    expect(() => parseRcvExport(json({ data: [1, 2], respEstado: { codRespuesta: 0 } }))).toThrow(SiiAnswerError);
  });

  it('isPageAnswer tells the login page from JSON', () => {
    expect(isPageAnswer(new TextEncoder().encode('\r\n<!DOCTYPE html><html>'))).toBe(true);
    expect(isPageAnswer(json({ respEstado: { codRespuesta: 0 } }))).toBe(false);
  });
});
