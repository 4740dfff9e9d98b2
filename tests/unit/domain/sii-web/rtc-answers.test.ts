import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAecDownload, readPeriodDownload } from '@domain/sii-web/rtc-answers';
import { siiFixture } from '@tests/support/fixtures';
import { errPage, latin1 } from '@tests/support/sii-web-answers';

/** A real AEC with two cesiones (cordada/lib-cl-sii-python, ../shared/fixtures/sii PROVENANCE.md). */
const REAL_AEC = readFileSync(
  siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml'),
);
/** A real period answer of a cesionario, TXT and XML (secretline/lib-cl-sii-python). */
const REAL_TXT = readFileSync(
  siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt', 'CESIONES_76389992-6_2_04042019_08042019.txt'),
);
const REAL_XML = readFileSync(
  siiFixture('secretline__lib-cl-sii-python', 'cesionario_xml', 'CESIONES_76389992-6_2_04042019_08042019.xml'),
);

describe('readAecDownload (RTCDescargarXmlCons.cgi)', () => {
  it('a real AEC: its highest SeqCesion', () => {
    expect(readAecDownload(REAL_AEC)).toEqual({ kind: 'aec', seq: 2 });
  });

  it('a prefixed AEC root and SeqCesion tags are read too', () => {
    const aec = latin1(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<!-- x --><sii:AEC xmlns:sii="http://www.sii.cl/SiiDte"><sii:SeqCesion>3</sii:SeqCesion><sii:SeqCesion> 1 </sii:SeqCesion></sii:AEC>',
    );
    expect(readAecDownload(aec)).toEqual({ kind: 'aec', seq: 3 });
  });

  it("an AEC without SeqCesion, an unknown page, an empty body: 'desconocida'", () => {
    expect(readAecDownload(latin1('<AEC xmlns="http://www.sii.cl/SiiDte"></AEC>')).kind).toBe('desconocida');
    expect(readAecDownload(latin1('<html><body>Consulta</body></html>')).kind).toBe('desconocida');
    expect(readAecDownload(new Uint8Array()).kind).toBe('desconocida');
  });

  it("'no existe' and 'no tiene acceso' pages (ISO-8859-1)", () => {
    expect(
      readAecDownload(latin1('<html><body>El documento consultado no existe en el Registro de cesión</body></html>')),
    ).toEqual({ kind: 'sin-aec' });
    expect(
      readAecDownload(latin1('<html><body>Usted no tiene acceso a la información de esta cesión</body></html>')),
    ).toEqual({ kind: 'sin-acceso' });
  });

  it('the login page of an ended session is a refusal', () => {
    expect(readAecDownload(errPage(28, 'NO ESTA AUTENTICADO'))).toEqual({
      kind: 'rechazo',
      verdict: { refusal: 'sesion-expirada', code: 28 },
    });
  });
});

describe('readPeriodDownload (RTCConsultaCesiones.cgi)', () => {
  it('real TXT and XML answers', () => {
    expect(readPeriodDownload(REAL_TXT)).toEqual({ kind: 'period', form: 'TXT' });
    expect(readPeriodDownload(REAL_XML)).toEqual({ kind: 'period', form: 'XML' });
  });

  it('a TXT answer in UTF-16 with a BOM (little and big endian)', () => {
    const text =
      'DATOS_CONSULTA; RUT=76389992-6;TIPO_CONSULTA=CESIONARIO;DESDE_DDMMAAAA=04042019;HASTA_DDMMAAAA=08042019\r\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le).swap16();
    expect(readPeriodDownload(le)).toEqual({ kind: 'period', form: 'TXT' });
    expect(readPeriodDownload(be)).toEqual({ kind: 'period', form: 'TXT' });
  });

  it('the login page is a refusal; another HTML page is unknown', () => {
    expect(
      readPeriodDownload(errPage(29, 'Transcurri&oacute; el tiempo m&aacute;ximo que puede durar la sesi&oacute;n.')),
    ).toEqual({
      kind: 'rechazo',
      verdict: { refusal: 'sesion-expirada', code: 29 },
    });
    expect(readPeriodDownload(latin1('<!DOCTYPE html><html><body>Consulta de cesiones</body></html>'))).toEqual({
      kind: 'desconocida',
    });
  });
});
