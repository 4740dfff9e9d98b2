import { describe, expect, it } from 'vitest';
import { parseRecepcionAec } from '@domain/sii-web/recepcion-aec';
import { SiiXmlError } from '@domain/xml/read-sii-xml';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** The shape of the AEC-UPLOAD manual's sample answer (§3.1, §3.3). */
function recepcion(fields: string): Uint8Array {
  return latin1(`<?xml version="1.0" encoding="ISO-8859-1"?>\n<RECEPCIONAEC>${fields}</RECEPCIONAEC>`);
}

describe('parseRecepcionAec (AEC-UPLOAD manual §3)', () => {
  it('reads a received envío: STATUS 0 with its zero-padded TRACKID kept as written', () => {
    const parsed = parseRecepcionAec(
      recepcion(
        '<RUTSENDER>11111111-1</RUTSENDER><RUTCOMPANY>76389992-6</RUTCOMPANY><FILE>AEC.xml</FILE>' +
          '<TIMESTAMP>24-11-2026 09:15:02</TIMESTAMP><STATUS>0</STATUS><TRACKID>0000038936</TRACKID>',
      ),
    );
    expect(parsed).toEqual({
      status: 0,
      trackId: '0000038936',
      rutSender: '11111111-1',
      rutCompany: '76389992-6',
      file: 'AEC.xml',
      timestamp: '24-11-2026 09:15:02',
    });
  });

  it('reads a refusal without TRACKID, and drops a TRACKID that comes with a refusal', () => {
    expect(parseRecepcionAec(recepcion('<STATUS>1</STATUS>'))).toMatchObject({
      status: 1,
      trackId: null,
      rutSender: null,
    });
    expect(parseRecepcionAec(recepcion('<STATUS>5</STATUS><TRACKID>123</TRACKID>')).trackId).toBeNull();
  });

  it('refuses an answer that is not RECEPCIONAEC, a STATUS that is no number, and STATUS 0 without TRACKID', () => {
    expect(() => parseRecepcionAec(latin1('<html><body>Error 500</body></html>'))).toThrow(SiiXmlError);
    expect(() => parseRecepcionAec(recepcion('<STATUS>OK</STATUS>'))).toThrow(/STATUS inválido/);
    expect(() => parseRecepcionAec(recepcion('<STATUS>0</STATUS>'))).toThrow(/sin TRACKID/);
  });
});
