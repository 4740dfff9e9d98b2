import { describe, expect, it } from 'vitest';
import { readReclamoAnswer } from '@domain/sii-web/reclamo-answers';
import { SiiXmlError } from '@domain/xml/read-sii-xml';
import { latin1, reclamoAnswer, soapFault } from '@tests/support/sii-web-answers';

describe('readReclamoAnswer (RegistroReclamoDteService)', () => {
  it('consultarDocDteCedible: codResp 23 and its descResp (RECLAMO manual codes), ISO-8859-1 text', () => {
    const bytes = reclamoAnswer(
      'consultarDocDteCedible',
      '<codResp>23</codResp><descResp>DTE Cedible, sin reclamos (acción)</descResp>',
    );
    expect(readReclamoAnswer(bytes, 'consultarDocDteCedible')).toEqual({
      kind: 'return',
      codResp: 23,
      descResp: 'DTE Cedible, sin reclamos (acción)',
    });
  });

  it("codResp -1 ('Error Interno … reintentar … más tarde')", () => {
    const bytes = reclamoAnswer('listarEventosHistDoc', '<codResp>-1</codResp><descResp>Error Interno</descResp>');
    expect(readReclamoAnswer(bytes, 'listarEventosHistDoc')).toMatchObject({ codResp: -1 });
  });

  it('consultarFechaRecepcionSii returns a plain string: no codResp', () => {
    expect(
      readReclamoAnswer(
        reclamoAnswer('consultarFechaRecepcionSii', '05-04-2019 12:34:56'),
        'consultarFechaRecepcionSii',
      ),
    ).toEqual({
      kind: 'return',
      codResp: null,
      descResp: null,
    });
  });

  it('a SOAP Fault', () => {
    expect(readReclamoAnswer(soapFault('java.lang.NullPointerException'), 'listarEventosHistDoc')).toEqual({
      kind: 'fault',
      faultstring: 'java.lang.NullPointerException',
    });
  });

  it('an HTML page, another operation, or a bad codResp: SiiXmlError', () => {
    expect(() => readReclamoAnswer(latin1('<html><body>Error</body></html>'), 'listarEventosHistDoc')).toThrow(
      SiiXmlError,
    );
    expect(() =>
      readReclamoAnswer(reclamoAnswer('listarEventosHistDoc', '<codResp>15</codResp>'), 'consultarDocDteCedible'),
    ).toThrow(/consultarDocDteCedibleResponse/);
    expect(() =>
      readReclamoAnswer(reclamoAnswer('listarEventosHistDoc', '<codResp>x</codResp>'), 'listarEventosHistDoc'),
    ).toThrow(/codResp/);
  });
});
