import { describe, expect, it } from 'vitest';
import { parseRecepcionAec } from '../../../../domain/sii-web/recepcion-aec';
import { SiiXmlError } from '../../../../domain/xml/read-sii-xml';

const bytes = (text: string) => new TextEncoder().encode(text);

// notes/manuals/2007-01-31-envio-automatico-de-archivos-electronicos-de-cesion-v1.0.txt §3.3 "Ejemplos de Response"
// (pp.7-8), transcribed.

/** §3.3.1 "Response OK". */
const OK = `<?xml version="1.0"?>
<RECEPCIONAEC>
 <RUTSENDER>1-9</RUTSENDER>
 <RUTCOMPANY>88888888-8</RUTCOMPANY>
 <FILE>AECautomOK.xml</FILE>
 <TIMESTAMP>29-11-2006 14:50:13</TIMESTAMP>
 <STATUS>0</STATUS>
 <TRACKID>0000038936</TRACKID>
</RECEPCIONAEC>`;

/** §3.3.2 "Response con Error de Autenticación". */
const AUTH_ERROR = `<?xml version="1.0"?>
<RECEPCIONAEC>
 <RUTSENDER>-</RUTSENDER>
 <RUTCOMPANY>88888888-8</RUTCOMPANY>
 <FILE>AECautomOK.xml</FILE>
 <TIMESTAMP>29-11-2006 15:49:08</TIMESTAMP>
 <STATUS>5</STATUS>

</RECEPCIONAEC>`;

/** §3.3.3 "Response con Error de Permisos". */
const PERMISSION_ERROR = `<?xml version="1.0"?>
<RECEPCIONAEC>
 <RUTSENDER>1-9</RUTSENDER>
 <RUTCOMPANY>77777777-7</RUTCOMPANY>
 <FILE>AECautomOK.xml</FILE>
 <TIMESTAMP>29-11-2006 15:52:04</TIMESTAMP>
 <STATUS>1</STATUS>

</RECEPCIONAEC>`;

describe('parseRecepcionAec (RTCAnotEnvio receipt)', () => {
  it('§3.3.1: STATUS 0 with the TRACKID, unpadded', () => {
    expect(parseRecepcionAec(bytes(OK))).toEqual({
      rutSender: '1-9',
      rutCompany: '88888888-8',
      file: 'AECautomOK.xml',
      timestamp: '2006-11-29 14:50:13',
      status: 0,
      trackId: '38936',
    });
  });

  it("§3.3.2: STATUS 5, RUTSENDER '-' is null, no TRACKID", () => {
    expect(parseRecepcionAec(bytes(AUTH_ERROR))).toMatchObject({ rutSender: null, status: 5, trackId: null });
  });

  it('§3.3.3: STATUS 1 for the cedente 77777777-7', () => {
    expect(parseRecepcionAec(bytes(PERMISSION_ERROR))).toMatchObject({ rutSender: '1-9', rutCompany: '77777777-7', status: 1 });
  });

  it('another root, a bad RUT or a bad TIMESTAMP is an SiiXmlError', () => {
    expect(() => parseRecepcionAec(bytes('<RESPUESTA/>'))).toThrow(SiiXmlError);
    expect(() => parseRecepcionAec(bytes(OK.replace('88888888-8', '88888888-9')))).toThrow(/RUTCOMPANY/);
    expect(() => parseRecepcionAec(bytes(OK.replace('29-11-2006', '31-11-2006')))).toThrow(/TIMESTAMP/);
  });
});
