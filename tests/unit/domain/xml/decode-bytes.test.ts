import { describe, expect, it } from 'vitest';
import { decodeTextBytes, decodeXmlBytes } from '@domain/xml/decode-bytes';

const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeTextBytes', () => {
  it('reads UTF-8 and drops the BOM', () => {
    expect(decodeTextBytes(utf8('\uFEFFPEÑALOZA'))).toBe('PEÑALOZA');
  });
  it('falls back to windows-1252 for bytes that are not UTF-8', () => {
    expect(decodeTextBytes(latin1('PEÑALOZA Ingeniería'))).toBe('PEÑALOZA Ingeniería');
  });
  it('reads UTF-16 with a byte-order mark, and without one when the text starts in ASCII', () => {
    const text = 'DATOS_CONSULTA; RUT=76389992-6;Cesión';
    expect(decodeTextBytes(Uint8Array.from([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]))).toBe(text);
    expect(decodeTextBytes(Uint8Array.from(Buffer.from(text, 'utf16le')))).toBe(text);
  });
});

describe('decodeXmlBytes', () => {
  it('honours the declared encoding, single or double quoted, any case', () => {
    expect(decodeXmlBytes(latin1("<?xml version='1.0' encoding='iso-8859-1'?><a>Ñ</a>"))).toContain('<a>Ñ</a>');
    expect(decodeXmlBytes(latin1('<?xml version="1.0" encoding="windows-1252"?><a>Ñ</a>'))).toContain('<a>Ñ</a>');
    expect(decodeXmlBytes(utf8('<?xml version="1.0" encoding="utf-8"?><a>Ñ</a>'))).toContain('<a>Ñ</a>');
  });
  it('reads the declaration behind a UTF-8 BOM', () => {
    expect(decodeXmlBytes(utf8('\uFEFF<?xml version="1.0" encoding="UTF-8"?><a>Ñ</a>'))).toContain('<a>Ñ</a>');
  });
  it('reads UTF-16 by its byte-order mark, little or big endian, whatever the declaration says', () => {
    const xml = '<?xml version="1.0" encoding="UTF-16"?><a>Ñandú</a>';
    const le = Uint8Array.from([0xff, 0xfe, ...Buffer.from(xml, 'utf16le')]);
    const be = Uint8Array.from([0xfe, 0xff, ...Buffer.from(xml, 'utf16le').swap16()]);
    expect(decodeXmlBytes(le)).toBe(xml);
    expect(decodeXmlBytes(be)).toBe(xml);
  });
  it("reads ISO-8859-1 bytes sent under a UTF-8 declaration, as the SII's SOAP services send them", () => {
    const answer = latin1(
      '<?xml version="1.0" encoding="UTF-8"?><descEvento>Recepción de NC de anulación</descEvento>',
    );
    expect(decodeXmlBytes(answer)).toContain('<descEvento>Recepción de NC de anulación</descEvento>');
  });
  it('refuses an encoding it does not know', () => {
    expect(() => decodeXmlBytes(utf8('<?xml version="1.0" encoding="EBCDIC"?><a/>'))).toThrow(/no soportada/);
  });
});
